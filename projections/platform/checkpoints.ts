import type { DatabaseTransactionConnection } from 'slonik';
import { sql, type Queryable } from './database';
import { START, type Checkpoint } from './eventstore/index';

export async function loadCheckpoint(db: Queryable, name: string): Promise<Checkpoint> {
  const row = await db.maybeOne(sql.unsafe`
    SELECT transaction_id::text AS transaction_id, global_position FROM projection_checkpoints WHERE name = ${name}`);
  return row ? { transactionId: String(row.transaction_id), globalPosition: Number(row.global_position) } : START;
}

export async function saveCheckpoint(tx: DatabaseTransactionConnection, name: string, at: Checkpoint): Promise<void> {
  await tx.query(sql.unsafe`
    INSERT INTO projection_checkpoints (name, transaction_id, global_position)
    VALUES (${name}, ${at.transactionId}::xid8, ${at.globalPosition})
    ON CONFLICT (name) DO UPDATE
      SET transaction_id = EXCLUDED.transaction_id, global_position = EXCLUDED.global_position, updated_at = now()`);
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
