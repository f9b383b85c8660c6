import { sql, type Queryable } from './database';
import { loadCheckpoint } from './checkpoints';
import type { Projection } from './projection';

/** Counted up to this many: past it a projection is simply far behind, and counting more costs a scan. */
export const BEHIND_COUNT_CAP = 100_000;

/** The transaction every reader of the log waits for: the oldest one still running on the server, anywhere. */
export type HoldingTransaction = {
  database: string | null;
  pid: number;
  ageSeconds: number;
  state: string | null;
  applicationName: string | null;
};

export type ProjectionLag = {
  name: string;
  mode: 'inline' | 'async';
  /** Events of its types it has not applied yet (BEHIND_COUNT_CAP at most). */
  behindEvents: number;
  /** How long the first of them (in the log's order) has waited; 0 when none waits. */
  behindSeconds: number;
  /** Since its checkpoint last moved (or since it was created). */
  idleSeconds: number;
  /** Some of the waiting events are committed but behind a transaction still running: that one. */
  heldBy: HoldingTransaction | null;
};

const typesFilter = (projection: Projection) =>
  projection.eventTypes
    ? sql.fragment`AND type = ANY(${sql.array([...projection.eventTypes], 'text')})`
    : sql.fragment``;

/** How far a projection is behind the log, and what holds it when something does. */
export async function projectionLag(db: Queryable, projection: Projection): Promise<ProjectionLag> {
  const at = await loadCheckpoint(db, projection.name);
  const after = sql.fragment`(transaction_id, global_position) > (${at.transactionId}::xid8, ${at.globalPosition})`;
  const row = await db.one(sql.unsafe`
    SELECT
      (SELECT count(*) FROM (SELECT 1 FROM es_events WHERE ${after} ${typesFilter(projection)}
        LIMIT ${BEHIND_COUNT_CAP}) AS waiting) AS behind_events,
      coalesce(extract(epoch FROM now() - (SELECT recorded_at FROM es_events WHERE ${after}
        ${typesFilter(projection)} ORDER BY transaction_id, global_position LIMIT 1)), 0) AS behind_seconds,
      extract(epoch FROM now() - coalesce(
        (SELECT updated_at FROM projection_checkpoints WHERE name = ${projection.name}), now())) AS idle_seconds,
      EXISTS (SELECT 1 FROM es_events WHERE ${after} ${typesFilter(projection)}
        AND transaction_id >= pg_snapshot_xmin(pg_current_snapshot())) AS held`);
  return {
    name: projection.name,
    mode: projection.mode,
    behindEvents: Number(row.behind_events),
    behindSeconds: Math.round(Number(row.behind_seconds)),
    idleSeconds: Math.round(Number(row.idle_seconds)),
    heldBy: row.held ? await holdingTransaction(db) : null,
  };
}

/** The running transaction whose id is the readers' horizon (pg_snapshot_xmin), with where it runs and how long. */
export async function holdingTransaction(db: Queryable): Promise<HoldingTransaction | null> {
  const row = await db.maybeOne(sql.unsafe`
    SELECT datname, pid, extract(epoch FROM now() - xact_start) AS age, state, application_name
    FROM pg_stat_activity
    WHERE backend_xid = xid(pg_snapshot_xmin(pg_current_snapshot()))
    LIMIT 1`);
  if (!row) return null;
  return {
    database: row.datname === null ? null : String(row.datname),
    pid: Number(row.pid),
    ageSeconds: Math.round(Number(row.age)),
    state: row.state === null ? null : String(row.state),
    applicationName: row.application_name ? String(row.application_name) : null,
  };
}

/** Has it stood still longer than `stallSeconds` with events waiting for it? */
export const isStalled = (lag: ProjectionLag, stallSeconds: number) =>
  lag.behindEvents > 0 && lag.behindSeconds > stallSeconds && lag.idleSeconds > stallSeconds;
