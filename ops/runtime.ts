import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, type Config, type RuntimeConfig } from '../services/platform/config';
import type { AppContext } from '../services/platform/context';
import { createDatabasePool } from '../projections/platform/database';
import { LogFromTheFutureError, refuseLogFromTheFuture } from '../projections/platform/eventstore/index';
import { ensureDatabase } from '../services/platform/database-admin';
import { createLogger, type Logger } from '../services/platform/logger';
import { migrate } from '../services/platform/migrate';
import { createRedis } from '../services/platform/redis';
import { ensureDependencies } from './dependencies';

export const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The built portal: web/dist, or PORTAL_DIST_DIR (a build of its own, for a second browser-test run beside the first). */
export const portalDist = () => process.env.PORTAL_DIST_DIR || join(repositoryRoot, 'web', 'dist');
/** The built admin app: admin/dist, or ADMIN_DIST_DIR (as PORTAL_DIST_DIR is for the portal). */
export const adminDist = () => process.env.ADMIN_DIST_DIR || join(repositoryRoot, 'admin', 'dist');

/** Reads the configuration or ends the process with the one line that says what is wrong. */
export function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

export type Runtime = { ctx: AppContext; close: () => Promise<void> };

/**
 * Connects to PostgreSQL and Redis (starting embedded ones when no URL is given), migrates, and returns the
 * context every part runs with. `close` disconnects and stops what it started.
 */
export async function openRuntime(config: Config, logger: Logger = createLogger(config)): Promise<Runtime> {
  const dependencies = await ensureDependencies(
    { databaseUrl: config.DATABASE_URL, redisUrl: config.REDIS_URL, dataDir: join(repositoryRoot, config.DATA_DIR) },
    logger,
  );
  try {
    const databaseUrl = config.DATABASE_URL ?? (await ensureDatabase(dependencies.databaseUrl, 'landrecords'));
    await migrate(databaseUrl, logger);
    const runtimeConfig: RuntimeConfig = { ...config, DATABASE_URL: databaseUrl, REDIS_URL: dependencies.redisUrl };
    const pool = await createDatabasePool(databaseUrl, config.DATABASE_POOL_SIZE);
    await refuseLogFromTheFuture(pool).catch(async (error: unknown) => {
      await pool.end();
      throw error;
    });
    const searchPool = await createDatabasePool(databaseUrl, config.DATABASE_POOL_SIZE, {
      statementTimeoutMs: config.SEARCH_TIME_LIMIT_MS,
    });
    const redis = createRedis(dependencies.redisUrl);
    const ctx: AppContext = { config: runtimeConfig, logger, pool, searchPool, redis };
    return {
      ctx,
      close: async () => {
        await Promise.all([pool.end(), searchPool.end()]);
        redis.disconnect();
        await dependencies.stop();
      },
    };
  } catch (error) {
    await dependencies.stop();
    if (error instanceof LogFromTheFutureError) {
      logger.fatal({ newest: error.newest, serverAt: error.serverAt }, 'event log from the future');
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Runs `shutdown` once on SIGINT or SIGTERM, then exits. A terminal's Ctrl-C reaches this process twice
 * (directly and relayed by npm/tsx), so only a signal more than a second after the first forces the exit.
 */
export function onShutdownSignal(logger: Logger, timeoutMs: number, shutdown: () => Promise<void>): void {
  let stoppingSince = 0;
  const handler = (signal: NodeJS.Signals) => {
    if (stoppingSince > 0) {
      if (Date.now() - stoppingSince < 1000) return;
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stoppingSince = Date.now();
    logger.info({ signal }, 'stopping: draining requests and jobs');
    const timer = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, timeoutMs);
    shutdown().then(
      () => {
        clearTimeout(timer);
        logger.info('stopped');
        process.exit(0);
      },
      (error) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}
