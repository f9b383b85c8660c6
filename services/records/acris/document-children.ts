import type { Party } from '@landrecords/contracts/records/feed';
import { field, readAcrisCsv, type AcrisFile, type AcrisRow, type OnAcrisBytes, type OnAcrisReject } from './acris-csv';
import { legalFromRow, type AcrisLegal } from './legals';
import { partyFromName } from './party-names';

/** Where a part of a document came from, so a part the document cannot hold is reported by its line. */
export type FromRow = { file: string; lineNumber: number };
export type AcrisParty = FromRow & { partyType: string; party: Party };
export type AcrisReference = FromRow & { reference: { docNumber?: string; book?: string; page?: string } };
export type AcrisRemark = FromRow & { order: number; text: string };
export type DocumentChildren = {
  parties: AcrisParty[];
  legals: (FromRow & AcrisLegal)[];
  references: AcrisReference[];
  remarks: AcrisRemark[];
};
type ChildFile = keyof DocumentChildren;

/** A reel number or page: '' when 0 or empty (the download writes 0 for none), undefined when not a number. */
const reelNumber = (text: string) =>
  text === '' ? '' : /^\d+(\.0+)?$/.test(text) ? String(Number.parseInt(text, 10) || '') : undefined;

/** Each child row as the part of a document it becomes, or why it cannot be one. */
const convert: {
  [File in ChildFile]: (
    row: AcrisRow,
    propertyTypes: ReadonlyMap<string, string>,
  ) => Omit<DocumentChildren[File][number], keyof FromRow> | string;
} = {
  parties: (row) => {
    const party = partyFromName(field(row, 'name'));
    const partyType = field(row, 'party_type').replace(/\.0+$/, '');
    if (!['1', '2', '3'].includes(partyType)) return `party type '${partyType}' is not 1, 2 or 3`;
    return party ? { partyType, party } : 'the party has no name';
  },
  legals: (row, propertyTypes) => legalFromRow(row, propertyTypes),
  references: (row) => {
    const docNumber = field(row, 'reference_by_crfn') || field(row, 'reference_by_doc_id');
    const book = reelNumber(field(row, 'reference_by_reel_nbr'));
    const page = reelNumber(field(row, 'reference_by_reel_page'));
    if (book === undefined || page === undefined) return 'the reel number or page is not a number';
    if (docNumber.length > 40) return `the referenced document '${docNumber}' is longer than 40`;
    if (docNumber === '' && book === '') return 'the reference names no document: no CRFN, document id or reel';
    return { reference: { ...(docNumber && { docNumber }), ...(book && { book }), ...(page && { page }) } };
  },
  remarks: (row) => ({
    order: Number(field(row, 'remark_line_nbr')) || 0,
    text: field(row, 'remark_text_line').slice(0, 500).trim(),
  }),
};

const requiredColumns: Record<ChildFile, string[]> = {
  parties: ['document_id', 'party_type', 'name'],
  legals: ['document_id', 'borough', 'block', 'lot'],
  references: ['document_id'],
  remarks: ['document_id', 'remark_text_line'],
};

/**
 * The parties, legals, references and remarks of every document, by document id. The child files are not sorted
 * by document id, so they are read whole into memory before the master is streamed: an importer's folder (a
 * county's extract, a month of recordings, the samples) fits; the whole city since 1966, tens of millions of
 * rows, would want a database or files sorted by document id instead. A file not in the folder has no rows.
 */
export class DocumentChildrenIndex {
  private readonly byDocument = new Map<string, DocumentChildren>();
  private readonly claimed = new Set<string>();

  static async load(
    files: Partial<Record<AcrisFile, string>>,
    propertyTypes: ReadonlyMap<string, string>,
    onReject: OnAcrisReject,
    onBytes?: OnAcrisBytes,
  ) {
    const index = new DocumentChildrenIndex();
    for (const file of Object.keys(requiredColumns) as ChildFile[]) {
      const path = files[file];
      if (!path) continue;
      for await (const row of readAcrisCsv(path, file, requiredColumns[file], onReject, onBytes)) {
        const at = { file: row.file, lineNumber: row.lineNumber };
        const documentId = field(row, 'document_id');
        const part = documentId === '' ? 'the row has no document id' : convert[file](row, propertyTypes);
        if (typeof part === 'string') onReject({ ...at, reason: part });
        // An empty remark line adds nothing to the document: left out, not reported.
        else if (file !== 'remarks' || (part as { text: string }).text !== '')
          index.add(documentId, file, { ...at, ...part });
      }
    }
    return index;
  }

  private add<File extends ChildFile>(documentId: string, file: File, part: DocumentChildren[File][number]) {
    const children = this.byDocument.get(documentId) ?? { parties: [], legals: [], references: [], remarks: [] };
    (children[file] as DocumentChildren[File][number][]).push(part);
    this.byDocument.set(documentId, children);
  }

  /** The parts of a master's document (none when the child files hold nothing of it). */
  take(documentId: string): DocumentChildren {
    this.claimed.add(documentId);
    return this.byDocument.get(documentId) ?? { parties: [], legals: [], references: [], remarks: [] };
  }

  /** Rows whose document id no master row had, by child file: ignored, counted for the summary. */
  unclaimed(): Record<ChildFile, number> {
    const counts: Record<ChildFile, number> = { parties: 0, legals: 0, references: 0, remarks: 0 };
    for (const [documentId, children] of this.byDocument) {
      if (this.claimed.has(documentId)) continue;
      for (const file of Object.keys(counts) as ChildFile[]) counts[file] += children[file].length;
    }
    return counts;
  }
}
