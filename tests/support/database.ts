import { randomBytes } from 'node:crypto';
import { createDatabasePool, sql, type DatabasePool } from '../../projections/platform/database';
import { dropDatabase, ensureDatabase } from '../../services/platform/database-admin';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests with npm test, whose global setup sets it`);
  return value;
}

export type TestDatabase = { url: string; pool: DatabasePool; drop: () => Promise<void> };

/** A database of its own for one test file: a copy of the migrated template, dropped by `drop`. */
export async function freshDatabase(poolSize = 10): Promise<TestDatabase> {
  const server = required('TEST_SERVER_URL');
  const name = `${required('TEST_RUN_ID')}_${randomBytes(4).toString('hex')}`;
  const url = await ensureDatabase(server, name, required('TEST_TEMPLATE_DATABASE'));
  const pool = await createDatabasePool(url, poolSize);
  return {
    url,
    pool,
    drop: async () => {
      await pool.end();
      await dropDatabase(server, name);
    },
  };
}

export function testRedisUrl(): string {
  return required('TEST_REDIS_URL');
}

/**
 * Waits until every event in this database is older than every transaction running on the server. Readers of
 * the log stop at the oldest running transaction (commit-safe order), and the test files of one run share a
 * server, so another file's long transaction can hold events back for a moment.
 */
export async function logSettled(pool: DatabasePool, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const settled = await pool.oneFirst(sql.unsafe`
      SELECT NOT EXISTS (SELECT 1 FROM es_events WHERE transaction_id >= pg_snapshot_xmin(pg_current_snapshot()))`);
    if (settled) return;
    if (Date.now() > deadline) throw new Error('events stayed behind a running transaction');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
