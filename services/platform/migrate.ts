import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runner } from 'node-pg-migrate';
import type { Logger } from './logger';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Every capability keeps its tables' migrations in its own `migrations/` folder, in services/ or projections/.
 * Files are numbered across the whole project (0001_, 0002_...) and run in that order wherever they live.
 */
export const migrationFiles = ['services', 'projections'].map((side) => join(root, side, '*', 'migrations', '*.sql'));

export async function migrate(databaseUrl: string, logger: Logger): Promise<void> {
  const applied = await runner({
    databaseUrl,
    dir: migrationFiles,
    useGlob: true,
    // The API and the worker may start together (docker-compose): the second waits for the first's migration.
    advisoryLockMode: 'wait',
    direction: 'up',
    migrationsTable: 'schema_migrations',
    checkOrder: true,
    logger: {
      debug: () => {},
      info: (message) => logger.debug(message),
      warn: logger.warn.bind(logger),
      error: logger.error.bind(logger),
    },
  });
  if (applied.length > 0) logger.info({ migrations: applied.map((m) => m.name) }, 'database migrated');
}
