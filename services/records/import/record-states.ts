import type { FeedRecord } from '@landrecords/contracts/records/feed';
import { sql, type Queryable } from '@landrecords/projections/platform/database';
import { isVoidEvent, type RecordEventData } from '@landrecords/contracts/records/events';
import { noRecord, type RecordState } from '../record.decide';

/**
 * The newest event of each stream: what a batch of records is decided against. The existing streams are
 * locked first, in id order, until the caller's transaction ends: another import over the same records waits
 * here for this one rather than deciding on states about to change (or deadlocking with it).
 */
export async function loadRecordStates(db: Queryable, streamIds: readonly string[]): Promise<Map<string, RecordState>> {
  await db.query(sql.unsafe`
    SELECT 1 FROM es_streams WHERE stream_id = ANY(${sql.array([...streamIds], 'text')})
    ORDER BY stream_id FOR UPDATE`);
  // A statement of its own, so its snapshot sees what a writer we waited for committed.
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
