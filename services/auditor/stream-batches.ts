import type { Queryable } from '@landrecords/projections/platform/database';
import { readStream, type RecordedEvent } from '@landrecords/projections/platform/eventstore/index';

/** How many events one read of a replay takes from the store: a long stream is never read whole at once. */
export const REPLAY_BATCH = 500;

/**
 * A stream's events in order, a batch at a time, up to the version the first read saw: a replay folds a
 * 100,000-event account with a few hundred events in memory, and an append meanwhile is not half read.
 */
export async function* streamBatches(
  db: Queryable,
  streamId: string,
  batchSize = REPLAY_BATCH,
): AsyncGenerator<RecordedEvent[]> {
  let from = 1;
  let to: number | undefined;
  for (;;) {
    const read = await readStream(db, streamId, { from, to, limit: batchSize });
    if (read.version === 'no_stream' || read.events.length === 0) return;
    to ??= read.version;
    yield read.events;
    const last = read.events.at(-1)!.streamPosition;
    if (last >= to || read.events.length < batchSize) return;
    from = last + 1;
  }
}

/** Every event of a stream, read in batches (the view lists them all; the replay folds them batch by batch). */
export async function allEventsOf(db: Queryable, streamId: string): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for await (const batch of streamBatches(db, streamId)) events.push(...batch);
  return events;
}

/** The log's order across streams, as the account history shows it: when recorded, then the log's position. */
export const inLogOrder = (a: RecordedEvent, b: RecordedEvent) =>
  Date.parse(a.recordedAt) - Date.parse(b.recordedAt) || a.globalPosition - b.globalPosition;

/** Recorded at or before the moment (no moment: every event). */
export const recordedBy = (asOf: string | undefined) => (event: RecordedEvent) =>
  asOf === undefined || Date.parse(event.recordedAt) <= Date.parse(asOf);
