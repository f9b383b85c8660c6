import { randomUUID } from 'node:crypto';
import type { FeedRecord } from '@landrecords/contracts/records/feed';
import { sql, type Queryable } from '../../platform/database';
import type { NewEvent } from '../../platform/eventstore/index';
import { isVoidEvent, noRecord, type RecordEventData, type RecordState } from './records.events';

/** The newest event of each stream, in one query: what a batch of records is decided against. */
export async function loadRecordStates(db: Queryable, streamIds: readonly string[]): Promise<Map<string, RecordState>> {
  const rows = await db.any(sql.unsafe`
    SELECT s.stream_id, s.version, e.type, e.data
    FROM es_streams s JOIN es_events e ON e.stream_id = s.stream_id AND e.stream_position = s.version
    WHERE s.stream_id = ANY(${sql.array([...streamIds], 'text')})`);
  const states = new Map<string, RecordState>();
  for (const row of rows) {
    const data = row.data as RecordEventData;
    states.set(String(row.stream_id), {
      version: Number(row.version),
      contentHash: data.contentHash,
      voided: isVoidEvent(String(row.type)),
      record: data.record as FeedRecord,
    });
  }
  for (const id of streamIds) if (!states.has(id)) states.set(id, noRecord());
  return states;
}

export type StreamAppend = { streamId: string; expected: number; events: NewEvent[] };

/**
 * Appends to many streams in one statement, each at the version it was decided on: es_append raises on the
 * first stream that moved, and the caller's transaction then writes nothing of the batch.
 */
export async function appendToStreams(db: Queryable, appends: readonly StreamAppend[]): Promise<void> {
  if (appends.length === 0) return;
  const payloads = appends.map(({ events }) =>
    JSON.stringify(
      events.map((event) => ({
        id: event.id ?? randomUUID(),
        type: event.type,
        data: event.data,
        metadata: event.metadata ?? {},
      })),
    ),
  );
  await db.query(sql.unsafe`
    SELECT count(*) FROM unnest(
      ${sql.array(
        appends.map((append) => append.streamId),
        'text',
      )}::text[],
      ${sql.array(
        appends.map((append) => (append.expected === 0 ? 'no_stream' : String(append.expected))),
        'text',
      )}::text[],
      ${sql.array(payloads, 'text')}::text[]
    ) AS batch(stream_id, expected, events),
    LATERAL es_append(batch.stream_id, batch.expected, batch.events::jsonb)`);
}
