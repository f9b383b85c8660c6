import type { DatabaseTransactionConnection } from 'slonik';
import { sql, type Queryable } from './database';
import { START, type Checkpoint } from './eventstore/index';

export async function loadCheckpoint(db: Queryable, name: string): Promise<Checkpoint> {
  const row = await db.maybeOne(sql.unsafe`
    SELECT transaction_id::text AS transaction_id, global_position FROM projection_checkpoints WHERE name = ${name}`);
  return row ? { transactionId: String(row.transaction_id), globalPosition: Number(row.global_position) } : START;
}

/**
 * Moves the checkpoint. `version` is the projection's code version: recorded when the checkpoint is created, and
 * when `rebuilt` (rows written by this code from the start); a step forward leaves the recorded one alone.
 */
export async function saveCheckpoint(
  tx: DatabaseTransactionConnection,
  name: string,
  at: Checkpoint,
  { version, rebuilt = false }: { version: number; rebuilt?: boolean },
): Promise<void> {
  await tx.query(sql.unsafe`
    INSERT INTO projection_checkpoints (name, transaction_id, global_position, version)
    VALUES (${name}, ${at.transactionId}::xid8, ${at.globalPosition}, ${version})
    ON CONFLICT (name) DO UPDATE
      SET transaction_id = EXCLUDED.transaction_id, global_position = EXCLUDED.global_position, updated_at = now()
      ${rebuilt ? sql.fragment`, version = EXCLUDED.version` : sql.fragment``}`);
}

/** The code version that built the projection's rows; null before its first checkpoint. */
export async function builtByVersion(db: Queryable, name: string): Promise<number | null> {
  const version = await db.maybeOneFirst(sql.unsafe`SELECT version FROM projection_checkpoints WHERE name = ${name}`);
  return version === null ? null : Number(version);
}

/** Held for the length of a transaction: one process at a time moves a projection. */
export async function lockProjection(tx: DatabaseTransactionConnection, name: string, wait: boolean): Promise<boolean> {
  const key = sql.fragment`hashtext(${'projection:' + name})`;
  if (wait) {
    await tx.query(sql.unsafe`SELECT pg_advisory_xact_lock(${key})`);
    return true;
  }
  return (await tx.oneFirst(sql.unsafe`SELECT pg_try_advisory_xact_lock(${key})`)) as boolean;
}
