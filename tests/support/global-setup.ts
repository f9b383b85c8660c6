// Once per `npm test`: services up, and a migrated template database every test file copies.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { ensureDatabase } from '../../services/platform/database-admin';
import { createLogger } from '../../services/platform/logger';
import { migrate } from '../../services/platform/migrate';
import { ensureDependencies, type Dependencies } from '../../ops/dependencies';
import { repositoryRoot } from '../../ops/runtime';

export default async function globalSetup(): Promise<void> {
  const logger = createLogger({ LOG_LEVEL: 'warn' }, 'test-setup');
  const dependencies: Dependencies = await ensureDependencies(
    {
      databaseUrl: process.env.DATABASE_URL || undefined,
      redisUrl: process.env.REDIS_URL || undefined,
      dataDir: join(repositoryRoot, '.data', 'test-services'),
    },
    logger,
  );
  const runId = `lr_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const template = `${runId}_template`;
  try {
    await migrate(await ensureDatabase(dependencies.databaseUrl, template), logger);
  } catch (error) {
    await dependencies.stop();
    throw error;
  }

  process.env.TEST_SERVER_URL = dependencies.databaseUrl;
  process.env.TEST_REDIS_URL = dependencies.redisUrl;
  process.env.TEST_RUN_ID = runId;
  process.env.TEST_TEMPLATE_DATABASE = template;
  (globalThis as { __testDependencies?: Dependencies }).__testDependencies = dependencies;
}
