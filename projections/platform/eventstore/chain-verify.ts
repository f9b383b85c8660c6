import type { DatabaseTransactionConnection } from 'slonik';
import { sql, type DatabasePool } from '../database';
import { chainHashOf, contentHashOf, headerText, keptText, sha256, userIdOfStream } from './chain-encoding';

/** An event that does not match its chain (or the place of one that is missing). */
export type ChainBreak = {
  streamId: string;
  streamPosition: number;
  /** Null when the stream has no event left at all. */
  eventId: string | null;
  globalPosition: number | null;
  reason: string;
};

export type ChainVerification = {
  events: number;
  streams: number;
  /** Events whose personal fields a recorded purge blanked: their content still matches its hash. */
  redacted: number;
  /** How many streams are broken; `breaks` lists the first break of at most `maxBreaks` of them. */
  brokenStreams: number;
  /** In log order (global position): the first is the earliest event written that no longer matches. */
  breaks: ChainBreak[];
};

export type VerifyOptions = {
  batchSize?: number;
  maxBreaks?: number;
  /** After each batch: events checked so far, and the log's estimated size. */
  onProgress?: (checked: number, estimate: number) => void;
};

type EventRow = {
  stream_id: string;
  stream_position: number;
  event_id: string;
  global_position: number;
  header: string;
  data_text: string;
  kept_text: string | null;
  data_hash: Buffer | null;
  content_hash: Buffer | null;
  chain_hash: Buffer | null;
  version: number | null;
};

const empty = Buffer.alloc(0);

/**
 * Recomputes the whole chain, stream by stream in position order, in batches over one snapshot (a read-only
 * repeatable-read transaction: appends go on meanwhile and are simply not seen). Each event's content hash is
 * recomputed from its row, and its chain hash from the previous event's; an event whose data no longer hashes
 * as appended passes only if nothing but a purge's personal fields changed, the stream is a user's that a
 * UsersPurged event lists, and the data is fully blanked. A missing event shows as a gap in the positions or a
 * stream whose version is past its last event.
 */
export async function verifyChain(pool: DatabasePool, options: VerifyOptions = {}): Promise<ChainVerification> {
  return pool.transaction(async (tx) => {
    await tx.query(sql.unsafe`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY`);
    return verifyChainIn(tx, options);
  });
}

/** verifyChain inside a transaction the caller holds (its snapshot is what is read). */
export async function verifyChainIn(
  tx: DatabaseTransactionConnection,
  { batchSize = 2000, maxBreaks = 100, onProgress }: VerifyOptions = {},
): Promise<ChainVerification> {
  const purgedUsers = new Set(
    (await tx.anyFirst(sql.unsafe`
      SELECT DISTINCT u.id FROM es_events e, jsonb_array_elements_text(e.data -> 'userIds') AS u(id)
      WHERE e.type = 'UsersPurged' AND jsonb_typeof(e.data -> 'userIds') = 'array'`)) as string[],
  );
  const estimate = Number(
    await tx.oneFirst(
      sql.unsafe`SELECT greatest(reltuples, 0)::bigint FROM pg_class WHERE oid = 'es_events'::regclass`,
    ),
  );
  const result: ChainVerification = { events: 0, streams: 0, redacted: 0, brokenStreams: 0, breaks: [] };
  const found = (found: ChainBreak) => {
    result.brokenStreams += 1;
    result.breaks.push(found);
    result.breaks.sort((a, b) => (a.globalPosition ?? Infinity) - (b.globalPosition ?? Infinity));
    if (result.breaks.length > maxBreaks) result.breaks.pop();
  };

  // The stream being read: the position and chain hash its events reached so far.
  let stream = null as { id: string; position: number; chain: Buffer; version: number | null; last: EventRow } | null;
  let broken = false;
  const closeStream = () => {
    if (stream && !broken && stream.version !== stream.position) {
      found(breakAt(stream.last, `es_streams holds version ${stream.version ?? 'none'}, past this, its last event`));
    }
  };

  let after: [string, number] = ['', 0];
  for (;;) {
    const rows = (await tx.any(sql.unsafe`
      SELECT e.stream_id, e.stream_position, e.event_id::text AS event_id, e.global_position,
        ${headerText} AS header, e.data::text AS data_text, ${keptText} AS kept_text,
        e.data_hash, e.content_hash, e.chain_hash, s.version
      FROM es_events e LEFT JOIN es_streams s ON s.stream_id = e.stream_id
      WHERE (e.stream_id, e.stream_position) > (${after[0]}, ${after[1]})
      ORDER BY e.stream_id, e.stream_position
      LIMIT ${batchSize}`)) as EventRow[];
    if (rows.length === 0) break;
    for (const row of rows) {
      result.events += 1;
      if (stream?.id !== row.stream_id) {
        closeStream();
        result.streams += 1;
        broken = false;
        stream = { id: row.stream_id, position: 0, chain: empty, version: row.version, last: row };
      }
      if (broken) continue;
      const problem = checkEvent(row, stream.position, stream.chain, purgedUsers);
      if (problem === 'redacted') result.redacted += 1;
      else if (problem) {
        found(breakAt(row, problem));
        broken = true;
        continue;
      }
      stream.position = row.stream_position;
      stream.chain = row.chain_hash!;
      stream.last = row;
    }
    const last = rows[rows.length - 1]!;
    after = [last.stream_id, last.stream_position];
    onProgress?.(result.events, Math.max(estimate, result.events));
  }
  closeStream();

  const emptied = await tx.any(sql.unsafe`
    SELECT s.stream_id, s.version FROM es_streams s
    WHERE NOT EXISTS (SELECT 1 FROM es_events e WHERE e.stream_id = s.stream_id)`);
  for (const row of emptied) {
    found({
      streamId: row.stream_id as string,
      streamPosition: Number(row.version),
      eventId: null,
      globalPosition: null,
      reason: `es_streams holds version ${Number(row.version)}, but the log has no event of this stream`,
    });
  }
  return result;
}

const breakAt = (row: EventRow, reason: string): ChainBreak => ({
  streamId: row.stream_id,
  streamPosition: row.stream_position,
  eventId: row.event_id,
  globalPosition: row.global_position,
  reason,
});

/** Why an event does not follow its stream's previous one (at `position`, chain hash `previous`), if it does not. */
function checkEvent(
  row: EventRow,
  position: number,
  previous: Buffer,
  purgedUsers: ReadonlySet<string>,
): string | 'redacted' | null {
  if (row.stream_position !== position + 1) {
    return position === 0
      ? `the stream starts at position ${row.stream_position}: its events before it are missing`
      : `follows position ${position}: the events between are missing`;
  }
  if (!row.data_hash || !row.content_hash || !row.chain_hash) return 'the event has no hash (written around the chain)';
  const dataHash = sha256(row.data_text);
  const keptHash = row.kept_text === null ? dataHash : sha256(row.kept_text);
  if (!contentHashOf(row.header, keptHash, row.data_hash).equals(row.content_hash)) {
    return 'its content (type, data, metadata, time or place) is not what was appended';
  }
  let redacted = false;
  if (!dataHash.equals(row.data_hash)) {
    const userId = userIdOfStream(row.stream_id);
    if (!userId || !purgedUsers.has(userId)) return 'personal fields changed, but no UsersPurged event lists this user';
    if (row.kept_text !== row.data_text) return 'personal fields changed after the purge blanked them';
    redacted = true;
  }
  if (!chainHashOf(previous, row.content_hash).equals(row.chain_hash)) {
    return 'its chain hash does not follow the previous event of its stream';
  }
  return redacted ? 'redacted' : null;
}
