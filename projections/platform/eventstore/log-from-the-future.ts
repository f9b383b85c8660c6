import { sql, type Queryable } from '../database';

/** The log holds events or checkpoints written after this server's newest transaction: it came from another cluster. */
export class LogFromTheFutureError extends Error {
  constructor(
    readonly newest: string,
    readonly serverAt: string,
  ) {
    super(
      `The event log holds transaction id ${newest}, but this PostgreSQL server is only at ${serverAt}: the ` +
        'database was restored (or replicated) into a cluster whose transaction ids start lower. New events would ' +
        'sort before the restored ones and the read models would silently skip them, so nothing starts. Stop ' +
        'PostgreSQL, advance its transaction-id epoch past the log with pg_resetwal -e ' +
        `${epochPast(newest)} <data directory>, start it and start again (README: "Back up and restore").`,
    );
  }
}

/** The first epoch (the high 32 bits of a 64-bit transaction id) above this transaction id's. */
export const epochPast = (transactionId: string) => String((BigInt(transactionId) >> 32n) + 1n);

/**
 * Refuses a log from the future. Events carry the transaction id that wrote them and readers order by it; a
 * restore into a fresh cluster restarts the ids low, so every new event would look older than the restored
 * ones. Read at every start, by the index the readers use (a few rows).
 */
export async function refuseLogFromTheFuture(db: Queryable): Promise<void> {
  const row = await db.one(sql.unsafe`
    SELECT greatest(
        (SELECT max(transaction_id) FROM es_events),
        (SELECT max(transaction_id) FROM projection_checkpoints)
      )::text AS newest,
      pg_snapshot_xmax(pg_current_snapshot())::text AS server_at`);
  const newest = row.newest === null ? null : String(row.newest);
  const serverAt = String(row.server_at);
  if (newest !== null && BigInt(newest) >= BigInt(serverAt)) throw new LogFromTheFutureError(newest, serverAt);
}
