/**
 * NYC ACRIS open data to the records feed (DESIGN §3). `acrisFeed(folder, onReject)` yields the records of a
 * folder of ACRIS CSVs; `acrisFeedSource` gives them as the importer reads a feed file: NDJSON lines and how far
 * through the folder they are.
 */
import { acrisFeed } from './acris-feed';
import type { OnAcrisReject } from './acris-csv';

export { acrisFeed, type AcrisSummary } from './acris-feed';
export type { AcrisReject, OnAcrisReject } from './acris-csv';

/** The feed lines of an ACRIS folder, one JSON record a line, for importFeed, and the share of it read so far. */
export function acrisFeedSource(folder: string, onReject?: OnAcrisReject) {
  let read = 0;
  async function* lines(): AsyncGenerator<string> {
    for await (const record of acrisFeed(folder, onReject, (share) => (read = share))) yield JSON.stringify(record);
  }
  return { lines: lines(), share: () => read };
}
