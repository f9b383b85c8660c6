import { stat } from 'node:fs/promises';
import { feedRecordSchema, type FeedRecordInput } from '@landrecords/contracts/records/feed';
import { field, findAcrisFiles, readAcrisCsv, type AcrisReject, type OnAcrisReject } from './acris-csv';
import { codeListRecords, loadAcrisCodes } from './control-codes';
import { DocumentChildrenIndex } from './document-children';
import { landDocument } from './land-document';

/** What a conversion came to: records written, rows rejected, child rows whose document no master row had. */
export type AcrisSummary = {
  documents: number;
  codeLists: number;
  rejected: number;
  withoutMaster: { parties: number; legals: number; references: number; remarks: number };
};

const masterColumns = ['document_id', 'doc_type', 'recorded_filed'];

/** Why a record breaks the feed's schema, in a sentence: the first field and its rule. */
function schemaProblem(record: FeedRecordInput): string | undefined {
  const parsed = feedRecordSchema.safeParse(record);
  if (parsed.success) return undefined;
  const issue = parsed.error.issues[0]!;
  return `${issue.path.join('.') || 'record'}: ${issue.message}`;
}

/**
 * Converts a folder holding an ACRIS open-data download (NYC's real property master, parties, legals,
 * references and remarks with the document control codes and, optionally, the property type codes) into records
 * of the feed: first the code lists, then one land document per master row, each one the feed's schema accepts.
 *
 * A row that cannot become a record, or a part of one, goes to onReject with its file, line and reason, and the
 * rows after it still come. A master row with no parties, legals, references or remarks is still a document
 * (recorded, with empty lists). A child row whose document id no master row has is not an error (an extract of
 * some boroughs or months of the masters, like the independent samples, leaves many): it is ignored and only
 * counted in the summary the generator returns. A folder without the master or the control codes throws.
 * onShare hears how far the conversion is: the share of the folder's CSV bytes read, from 0 to 1.
 */
export async function* acrisFeed(
  folder: string,
  onReject?: OnAcrisReject,
  onShare?: (share: number) => void,
): AsyncGenerator<FeedRecordInput, AcrisSummary> {
  let rejected = 0;
  const report = (reject: AcrisReject) => {
    rejected++;
    onReject?.(reject);
  };
  const files = await findAcrisFiles(folder);
  if (!files.master) throw new Error(`${folder}: no acris_real_property_master.csv`);
  const sizes = await Promise.all(Object.values(files).map(async (path) => (await stat(path)).size));
  const total = sizes.reduce((sum, size) => sum + size, 0);
  let read = 0;
  const onBytes = (bytes: number) => onShare?.(total > 0 ? Math.min(1, (read += bytes) / total) : 1);
  const codes = await loadAcrisCodes(files, report, onBytes);
  const codeLists = codeListRecords(codes);
  for (const record of codeLists) {
    const problem = schemaProblem(record);
    if (problem) throw new Error(`the code lists of ${folder} break the feed's schema: ${problem}`);
    yield record;
  }
  const children = await DocumentChildrenIndex.load(files, codes.propertyTypes, report, onBytes);
  let documents = 0;
  for await (const row of readAcrisCsv(files.master, 'master', masterColumns, report, onBytes)) {
    const document = landDocument(row, children.take(field(row, 'document_id')), codes, report);
    const problem = typeof document === 'string' ? document : schemaProblem(document);
    if (problem !== undefined) report({ file: row.file, lineNumber: row.lineNumber, reason: problem });
    if (problem !== undefined || typeof document === 'string') continue;
    documents++;
    yield document;
  }
  return { documents, codeLists: codeLists.length, rejected, withoutMaster: children.unclaimed() };
}
