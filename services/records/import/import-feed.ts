import type { EventMetadata } from '@landrecords/contracts/event-metadata';
import { feedRecordSchema, feedStreamId, type FeedRecord } from '@landrecords/contracts/records/feed';
import type { DatabasePool } from '@landrecords/projections/platform/database';
import {
  appendToStreams,
  ConcurrencyError,
  type NewEvent,
  type StreamAppend,
} from '@landrecords/projections/platform/eventstore/index';
import { loadRecordStates } from './record-states';
import { decideRecord } from '../record.decide';

export type ImportCounts = { read: number; changed: number; unchanged: number; rejected: number };
export type Rejected = { lineNumber: number; reason: string; line: string };
export type ImportOptions = {
  batchSize?: number;
  onReject?: (rejected: Rejected) => void | Promise<void>;
  onProgress?: (counts: ImportCounts) => void;
};

/** Why a line cannot be imported, in a sentence: not JSON, or which field breaks which rule. */
export function parseFeedLine(line: string): { record: FeedRecord } | { reason: string } {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return { reason: 'not valid JSON' };
  }
  const parsed = feedRecordSchema.safeParse(value);
  if (parsed.success) return { record: parsed.data };
  const issue = parsed.error.issues[0]!;
  return { reason: `${issue.path.join('.') || 'record'}: ${issue.message}` };
}

/**
 * Decides a batch against its streams' newest events and appends every change in one transaction. A record
 * that comes twice in one batch is decided against its own first arrival. Returns how many records changed.
 */
export async function importBatch(pool: DatabasePool, records: readonly FeedRecord[], metadata: EventMetadata) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await pool.transaction(async (tx) => {
        const streamIds = records.map(feedStreamId);
        const states = await loadRecordStates(tx, [...new Set(streamIds)]);
        const appends = new Map<string, StreamAppend>();
        let changed = 0;
        records.forEach((record, index) => {
          const streamId = streamIds[index]!;
          const state = states.get(streamId)!;
          const events = decideRecord(state, record);
          if (events.length === 0) return;
          changed++;
          const append = appends.get(streamId) ?? { streamId, expected: state.version, events: [] as NewEvent[] };
          (append.events as NewEvent[]).push(...events.map((event) => ({ ...event, metadata })));
          appends.set(streamId, append);
          const last = events[events.length - 1]!;
          states.set(streamId, {
            version: state.version + events.length,
            contentHash: last.data.contentHash,
            voided: last.type.endsWith('Voided'),
            record,
          });
        });
        await appendToStreams(tx, [...appends.values()]);
        return changed;
      });
    } catch (error) {
      // Another import wrote one of these records meanwhile: decide the batch again on what it wrote.
      if (!(error instanceof ConcurrencyError) || attempt >= 3) throw error;
    }
  }
}

/**
 * Imports feed lines: each good record becomes its events (nothing when it was imported before), a bad line is
 * handed to onReject with its number and reason and the lines around it still go in. Records are written in
 * batches, one transaction each, so a stop half way keeps every finished batch and a rerun completes the rest.
 */
export async function importFeed(
  pool: DatabasePool,
  lines: AsyncIterable<string> | Iterable<string>,
  metadata: EventMetadata,
  { batchSize = 1000, onReject, onProgress }: ImportOptions = {},
): Promise<ImportCounts> {
  const counts: ImportCounts = { read: 0, changed: 0, unchanged: 0, rejected: 0 };
  let batch: FeedRecord[] = [];
  // One batch is written while the next is parsed: the database and this process work at the same time.
  let writing: Promise<void> = Promise.resolve();
  let failed: { error: unknown } | undefined;
  const flush = async () => {
    await writing;
    if (failed) throw failed.error;
    if (batch.length === 0) return;
    const records = batch;
    batch = [];
    writing = importBatch(pool, records, metadata).then(
      (changed) => {
        counts.changed += changed;
        counts.unchanged += records.length - changed;
        onProgress?.(counts);
      },
      (error: unknown) => void (failed = { error }),
    );
  };
  let lineNumber = 0;
  for await (const line of lines) {
    lineNumber++;
    if (line.trim() === '') continue;
    counts.read++;
    const parsed = parseFeedLine(line);
    if ('reason' in parsed) {
      counts.rejected++;
      await onReject?.({ lineNumber, reason: parsed.reason, line });
      continue;
    }
    batch.push(parsed.record);
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  await writing;
  if (failed) throw failed.error;
  return counts;
}
