// The event benchmarks' database of their own: made and migrated for one run, dropped after it.
import { randomBytes } from 'node:crypto';
import { createDatabasePool, type DatabasePool } from '../../projections/platform/database';
import { dropDatabase, ensureDatabase } from '../../services/platform/database-admin';
import { createLogger } from '../../services/platform/logger';
import { migrate } from '../../services/platform/migrate';
import { ensureDependencies } from '../dependencies';
import { configOrExit, dataDirOf } from '../runtime';

/** Runs `bench` on a new, migrated database with a pool of `connections`; the database is dropped whatever happens. */
export async function withBenchDatabase(connections: number, bench: (pool: DatabasePool) => Promise<void>) {
  const config = configOrExit();
  const logger = createLogger({ LOG_LEVEL: 'warn' });
  const dependencies = await ensureDependencies(
    { databaseUrl: config.DATABASE_URL, dataDir: dataDirOf(config) },
    logger,
    { redis: false },
  );
  const name = `lr_bench_${randomBytes(3).toString('hex')}`;
  const url = await ensureDatabase(dependencies.databaseUrl, name);
  const pool = await createDatabasePool(url, connections);
  try {
    await migrate(url, logger);
    await bench(pool);
  } finally {
    await pool.end();
    await dropDatabase(dependencies.databaseUrl, name);
    await dependencies.stop();
  }
}
