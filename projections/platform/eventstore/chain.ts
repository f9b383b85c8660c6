import { sql, type Queryable } from '../database';

/**
 * The head of the event log's chain over a set of streams (or every stream), as of a transaction horizon: every
 * event whose transaction id is below `asOfTransaction` and nothing else. Below the oldest transaction still
 * running, that set never changes again, so the same head can be recomputed later (`npm run audit -- head
 * --as-of <tx>`): a printed head ties a report to the log it was built from. docs/decisions.md, "The event
 * log's chain".
 */
export type ChainHead = {
  /** sha256, hex, over one line per stream in stream id order (bytewise): [stream_id, position, chain hash]. */
  hash: string;
  /** The transaction horizon (xid8, as text): events of older transactions only. */
  asOfTransaction: string;
  streams: number;
  events: number;
};

/**
 * The chain head of `streamIds` (every stream when absent) as of `asOfTransaction` (default: the oldest
 * transaction running now, so the head covers every event that can no longer change order). Each stream
 * contributes the chain hash of its last event below the horizon, which covers all its earlier events.
 */
export async function chainHead(
  db: Queryable,
  streamIds?: readonly string[],
  asOfTransaction?: string,
): Promise<ChainHead> {
  const only = streamIds ? sql.fragment`WHERE s.stream_id = ANY(${sql.array([...streamIds], 'text')})` : sql.fragment``;
  const row = await db.one(sql.unsafe`
    WITH horizon AS (
      SELECT coalesce(${asOfTransaction ?? null}::xid8, pg_snapshot_xmin(pg_current_snapshot())) AS tx
    ), heads AS (
      SELECT s.stream_id, last.stream_position, last.chain_hash
      FROM es_streams s CROSS JOIN horizon h
        CROSS JOIN LATERAL (
          SELECT e.stream_position, e.chain_hash FROM es_events e
          WHERE e.stream_id = s.stream_id AND e.transaction_id < h.tx
          ORDER BY e.stream_position DESC LIMIT 1) last
      ${only}
    )
    SELECT (SELECT tx::text FROM horizon) AS tx, count(*) AS streams, coalesce(sum(stream_position), 0) AS events,
      encode(sha256(coalesce(string_agg(
        convert_to(jsonb_build_array(stream_id, stream_position, encode(chain_hash, 'hex'))::text || E'\n', 'UTF8'),
        ''::bytea ORDER BY stream_id COLLATE "C"), ''::bytea)), 'hex') AS hash
    FROM heads`);
  return {
    hash: row.hash as string,
    asOfTransaction: row.tx as string,
    streams: Number(row.streams),
    events: Number(row.events),
  };
}

/** How a head prints: the first 128 bits of the hash in groups of eight, the horizon and the counts. */
export function formatChainHead(head: ChainHead): string {
  const groups = head.hash.slice(0, 32).match(/.{8}/g)!.join(' ');
  const streams = `${head.streams} stream${head.streams === 1 ? '' : 's'}`;
  const events = `${head.events} event${head.events === 1 ? '' : 's'}`;
  return `${groups} @ tx ${head.asOfTransaction} (${streams}, ${events})`;
}

/**
 * The printable chain head for a report's footer, e.g. "3f9a1c2e 4b5d6f70 9a8b7c6d 5e4f3a2b @ tx 56789 (12
 * streams, 1234 events)". Without streamIds: the whole log's head. Recompute it later with
 * `npm run audit -- head --as-of 56789 [--streams id,id]`.
 */
export async function chainHeadOf(db: Queryable, streamIds?: readonly string[]): Promise<string> {
  return formatChainHead(await chainHead(db, streamIds));
}
