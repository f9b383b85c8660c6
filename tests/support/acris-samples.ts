import { appendFile, copyFile, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FeedRecordInput } from '@landrecords/contracts/records/feed';
import { acrisFeed, type AcrisReject, type AcrisSummary } from '../../services/records/acris/index';

/**
 * For the tests: the ACRIS samples (public NYC open-data rows, kept in tests/fixtures/acris so a clone alone passes
 * its tests), a run of the converter that keeps everything it gives, and copies of the samples with rows added or
 * damaged.
 */
export const sampleFolder = fileURLToPath(new URL('../fixtures/acris/', import.meta.url));

export type Conversion = { records: FeedRecordInput[]; rejects: AcrisReject[]; summary: AcrisSummary };

export async function convert(folder: string): Promise<Conversion> {
  const rejects: AcrisReject[] = [];
  const records: FeedRecordInput[] = [];
  const feed = acrisFeed(folder, (reject) => rejects.push(reject));
  for (let next = await feed.next(); ; next = await feed.next()) {
    if (next.done) return { records, rejects, summary: next.value };
    records.push(next.value);
  }
}

export const landDocuments = (records: FeedRecordInput[]) =>
  records.flatMap((record) => (record.kind === 'landDocument' ? [record] : []));

export const documentOf = (records: FeedRecordInput[], docId: string) => {
  const found = landDocuments(records).find((record) => record.docId === docId);
  if (!found) throw new Error(`no document ${docId}`);
  return found;
};

/** A row of a sample file, by its document id and, among that id's rows, what else it holds. */
export async function sampleRow(file: string, documentId: string, holding = ''): Promise<string> {
  const lines = (await readFile(join(sampleFolder, file), 'utf8')).split('\n');
  const line = lines.find((candidate) => candidate.startsWith(`${documentId},`) && candidate.includes(holding));
  if (!line) throw new Error(`no row of ${documentId} in ${file}`);
  return line;
}

/** A copy of the samples in a new temporary folder; each change rewrites one file's lines. */
export async function copyOfSamples(changes: Record<string, (lines: string[]) => string[]> = {}): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'acris-'));
  for (const file of await readdir(sampleFolder)) await copyFile(join(sampleFolder, file), join(folder, file));
  for (const [file, change] of Object.entries(changes)) {
    const lines = (await readFile(join(folder, file), 'utf8')).replace(/\n$/, '').split('\n');
    await writeFile(join(folder, file), `${change(lines).join('\n')}\n`);
  }
  return folder;
}

export const appendRows = (folder: string, file: string, rows: string[]) =>
  appendFile(join(folder, file), `${rows.join('\n')}\n`);

/** Real-world names, amounts and parcels (issue 12): rows in tests/fixtures/acris-real-world, headers left out. */
const realWorldFolder = fileURLToPath(new URL('../fixtures/acris-real-world/', import.meta.url));

/** A copy of the samples with the real-world rows added. */
export async function samplesWithRealWorldRows(): Promise<string> {
  const folder = await copyOfSamples();
  for (const file of (await readdir(realWorldFolder)).filter((name) => name.endsWith('.csv'))) {
    const lines = (await readFile(join(realWorldFolder, file), 'utf8')).trim().split('\n');
    await appendRows(folder, file, lines.slice(1));
  }
  return folder;
}
