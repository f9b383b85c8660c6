import { join } from 'node:path';
import { catchUpToNow } from '../../projections/platform/runner';
import { searchProjection } from '@landrecords/projections/search/index';
import type { DatabasePool } from '../../projections/platform/database';
import { appendToStream, ConcurrencyError, readStream } from '../../projections/platform/eventstore/index';
import { importFeed } from '../../services/records/index';
import { generateCounty } from './records/index';

/** The demo county's size and seed: about 20,000 documents, the same county on every machine. */
export const demoRecords = { documents: 20_000, seed: 2026 };
/**
 * Records of each shape (forms and page count, about 90 shapes) with page images of their own; the rest link to
 * one of them: about 500 TIFFs on disk instead of 22,000 (1.1 GB), and every record still has its file.
 */
const imagesPerShape = 6;
const marker = 'demo-records';

export type DemoRecordsProgress = (stage: 'records' | 'search', done: number, total: number) => void;

/**
 * Loads the demo county's records once, through the real import path, with a page image for every document
 * under `dataDir/images` (shared by records of the same shape); then builds the search tables so the first search finds them. A marker stream says it
 * was done: a second start, or one after a stop half way, imports only what is missing (the import is
 * idempotent). Resolves true when it loaded.
 */
export async function loadDemoRecords(
  pool: DatabasePool,
  dataDir: string,
  onProgress: DemoRecordsProgress = () => {},
  size = demoRecords,
): Promise<boolean> {
  if ((await readStream(pool, marker)).version !== 'no_stream') return false;
  let documents = 0;
  async function* lines() {
    for await (const record of generateCounty({ ...size, imagesDir: join(dataDir, 'images'), imagesPerShape })) {
      if (record.kind === 'landDocument') documents++;
      yield JSON.stringify(record);
    }
  }
  const counts = await importFeed(
    pool,
    lines(),
    { system: 'demo-data' },
    {
      onProgress: () => onProgress('records', documents, size.documents),
    },
  );
  if (counts.rejected > 0)
    throw new Error(`The demo county generator wrote ${counts.rejected} records the feed refuses`);
  await catchUpToNow(pool, searchProjection, {
    onApplied: (applied) => onProgress('search', Math.min(applied, counts.changed), counts.changed),
  });
  try {
    await appendToStream(
      pool,
      marker,
      [{ type: 'DemoRecordsLoaded', data: { ...size, records: counts.read } }],
      'no_stream',
    );
    return true;
  } catch (error) {
    if (error instanceof ConcurrencyError) return false;
    throw error;
  }
}
