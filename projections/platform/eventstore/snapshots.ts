import { sql, type Queryable } from '../database';

/** A state folded from a stream's events up to `version` (the position of the last event folded). */
export type Snapshot = { version: number; state: unknown };

/**
 * The stream's snapshot taken by the code of this fingerprint, if the event it was folded up to is still the
 * stream's event at that position: a snapshot is never ahead of the stream, nor of a stream since restored or
 * written anew under the same id.
 */
export async function readSnapshot(db: Queryable, streamId: string, fingerprint: string): Promise<Snapshot | null> {
  const row = await db.maybeOne(sql.unsafe`
    SELECT s.version, s.state::text AS state FROM es_snapshots s
    JOIN es_events e ON e.stream_id = s.stream_id AND e.stream_position = s.version AND e.event_id = s.event_id
    WHERE s.stream_id = ${streamId} AND s.fingerprint = ${fingerprint}`);
  return row ? { version: Number(row.version), state: JSON.parse(row.state as string) } : null;
}

/** Snapshots of a stream taken by code no process has run for this long are dropped when a new one is taken. */
const staleAfter = '1 day';

/**
 * Keeps `state` as the stream's state at `version` for the code of this fingerprint. It is written only if the
 * stream has an event at that position as this connection sees it (pass the transaction that appended it), and
 * never replaces a newer snapshot. `state` must survive JSON unchanged (see isPlainJson).
 */
export async function writeSnapshot(
  db: Queryable,
  streamId: string,
  fingerprint: string,
  version: number,
  state: unknown,
): Promise<void> {
  await db.query(sql.unsafe`
    INSERT INTO es_snapshots AS s (stream_id, fingerprint, version, event_id, state)
    SELECT stream_id, ${fingerprint}, stream_position, event_id, ${JSON.stringify(state)}::json FROM es_events
    WHERE stream_id = ${streamId} AND stream_position = ${version}
    ON CONFLICT (stream_id, fingerprint) DO UPDATE
      SET version = EXCLUDED.version, event_id = EXCLUDED.event_id, state = EXCLUDED.state, taken_at = now()
      WHERE s.version < EXCLUDED.version`);
  await db.query(sql.unsafe`
    DELETE FROM es_snapshots
    WHERE stream_id = ${streamId} AND fingerprint <> ${fingerprint} AND taken_at < now() - ${staleAfter}::interval`);
}

/**
 * True when JSON gives `value` back as it is: plain objects and arrays of strings, finite numbers, booleans and
 * null (an object's undefined property is dropped, as a spread of it would leave it unset). A Date, Map, Set,
 * class instance, bigint or NaN would come back as something else, so a state holding one is not snapshotted.
 */
export function isPlainJson(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0);
  if (typeof value !== 'object') return false;
  if (Array.isArray(value)) return Array.from(value).every((item) => item !== undefined && isPlainJson(item));
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return false;
  return Object.values(value).every((item) => item === undefined || isPlainJson(item));
}
