import { randomBytes } from 'node:crypto';
import { loadConfig } from '../../services/platform/config';
import type { AppContext } from '../../services/platform/context';
import { createLogger } from '../../services/platform/logger';
import { createRedis } from '../../services/platform/redis';
import { createDatabasePool } from '../../projections/platform/database';
import { freshDatabase, testRedisUrl } from './database';

/** A whole application context on a database of its own and a queue prefix of its own. */
export async function testContext(
  env: Record<string, string> = {},
): Promise<AppContext & { close: () => Promise<void> }> {
  const database = await freshDatabase();
  const redisUrl = testRedisUrl();
  const config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }),
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    QUEUE_PREFIX: `test_${randomBytes(4).toString('hex')}`,
  };
  const redis = createRedis(redisUrl);
  const searchPool = await createDatabasePool(database.url, 4, { statementTimeoutMs: config.SEARCH_TIME_LIMIT_MS });
  return {
    config,
    logger: createLogger(config),
    pool: database.pool,
    searchPool,
    redis,
    close: async () => {
      redis.disconnect();
      await searchPool.end();
      await database.drop();
    },
  };
}
