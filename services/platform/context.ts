import type { Redis } from 'ioredis';
import type { RuntimeConfig } from './config';
import type { DatabasePool } from '@landrecords/projections/platform/database';
import type { Logger } from './logger';

/** What every route, worker and projection runs with. */
export type AppContext = {
  config: RuntimeConfig;
  logger: Logger;
  pool: DatabasePool;
  /** For the searches' statements: each stops at SEARCH_TIME_LIMIT_MS, set when a connection opens. */
  searchPool: DatabasePool;
  redis: Redis;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
