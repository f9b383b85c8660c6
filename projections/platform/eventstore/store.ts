import { randomUUID } from 'node:crypto';
import { databaseErrorOf, sql, type Queryable } from '../database';
import { checkEvents } from './event-check';
import {
  ConcurrencyError,
  START,
  type AppendResult,
  type Checkpoint,
  type ExpectedVersion,
  type NewEvent,
  type ReadAllOptions as LogReadOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type StreamRead,
} from './types';

export type { ReadStreamOptions };

type EventRow = {
  event_id: string;
  type: string;
  data: unknown;
  metadata: Record<string, unknown>;
  stream_id: string;
  stream_position: number;
  global_position: number;
  transaction_text: string;
  recorded_at: string;
};

// The text copy of the transaction id gets its own name: ORDER BY would otherwise bind to it and sort
// transaction ids as strings ("100000" before "99999").
const columns = sql.fragment`event_id, type, data, metadata, stream_id, stream_position, global_position,
  transaction_id::text AS transaction_text, recorded_at`;

function toRecorded(row: EventRow): RecordedEvent {
  return {
    id: row.event_id,
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    streamId: row.stream_id,
    streamPosition: row.stream_position,
    globalPosition: row.global_position,
    transactionId: row.transaction_text,
    recordedAt: row.recorded_at,
  };
}

/**
 * Appends events to one stream if it is at the expected version. Pass a transaction as `db` to commit the
 * append together with inline projections; a conflict throws ConcurrencyError and writes nothing, and so does
 * an event the registered event check refuses (event-check.ts).
 */
export async function appendToStream(
  db: Queryable,
  streamId: string,
  events: readonly NewEvent[],
  expected: ExpectedVersion = 'any',
): Promise<AppendResult> {
  checkEvents(events);
  const payload = events.map((event) => ({
    id: event.id ?? randomUUID(),
    type: event.type,
    data: event.data,
    metadata: event.metadata ?? {},
  }));
  try {
    const row = await db.one(sql.unsafe`
      SELECT next_version, global_positions::text AS global_positions, transaction_id::text AS transaction_text,
        recorded_at
      FROM es_append(${streamId}, ${String(expected)}, ${JSON.stringify(payload)}::jsonb)`);
    const positions = (row.global_positions as string).slice(1, -1).split(',');
    const nextVersion = row.next_version as number;
    const recorded = payload.map((event, index) => ({
      ...event,
      streamId,
      streamPosition: nextVersion - payload.length + index + 1,
      globalPosition: Number(positions[index]),
      transactionId: row.transaction_text as string,
      recordedAt: row.recorded_at as string,
    }));
    return { nextVersion, events: recorded };
  } catch (error) {
    const { code, detail } = databaseErrorOf(error);
    if (code === 'ES409') {
      throw new ConcurrencyError(streamId, expected, detail === 'no_stream' || !detail ? 'no_stream' : Number(detail));
    }
    throw error;
  }
}

/**
 * Reads one stream in order; `from` and `to` are stream positions (1 is the first event), both inclusive. Without
 * a limit it reads every event asked for, however many (a stream past 10,000 events is read whole, not cut short
 * under its full version); never an event past the version it answers, so the two always agree.
 */
export async function readStream(
  db: Queryable,
  streamId: string,
  { from = 1, to, limit }: ReadStreamOptions = {},
): Promise<StreamRead> {
  const version = await db.maybeOneFirst(sql.unsafe`SELECT version FROM es_streams WHERE stream_id = ${streamId}`);
  if (version === null) return { version: 'no_stream', events: [] };
  const last = Math.min(Number(version), to ?? Number.POSITIVE_INFINITY);
  const rows = await db.any(sql.unsafe`
    SELECT ${columns} FROM es_events
    WHERE stream_id = ${streamId} AND stream_position >= ${from} AND stream_position <= ${last}
    ORDER BY stream_position
    ${limit === undefined ? sql.fragment`` : sql.fragment`LIMIT ${limit}`}`);
  return { version: Number(version), events: rows.map((row) => toRecorded(row as EventRow)) };
}

/** readAll's options: the port's, and one of this store's own. */
export type ReadAllOptions = LogReadOptions & {
  /**
   * Every event committed now, not only those older than every running transaction. For a rebuild of an inline
   * read model, which no runner moves later: whatever commits after it applies itself.
   */
  allCommitted?: boolean;
};

/**
 * Reads the whole log after a checkpoint, in commit-safe order. Only events whose transaction is older than
 * every transaction still running are returned, so an event committed late with a lower position is never
 * skipped: it simply waits until nothing older is in flight.
 */
export async function readAll(
  db: Queryable,
  after: Checkpoint = START,
  { limit = 1000, types, allCommitted = false }: ReadAllOptions = {},
): Promise<RecordedEvent[]> {
  const typeFilter = types ? sql.fragment`AND type = ANY(${sql.array(types as string[], 'text')})` : sql.fragment``;
  const rows = await db.any(sql.unsafe`
    SELECT ${columns} FROM es_events
    WHERE (transaction_id, global_position) > (${after.transactionId}::xid8, ${after.globalPosition})
      ${allCommitted ? sql.fragment`` : sql.fragment`AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())`}
      ${typeFilter}
    ORDER BY transaction_id, global_position
    LIMIT ${limit}`);
  return rows.map((row) => toRecorded(row as EventRow));
}

export function checkpointOf(event: RecordedEvent): Checkpoint {
  return { transactionId: event.transactionId, globalPosition: event.globalPosition };
}
