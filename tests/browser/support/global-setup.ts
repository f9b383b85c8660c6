// Once per `npm run test:browser`: the portal built, then one server per jest worker (BROWSER_WORKERS), each the
// server `npm start` runs, on a fresh database and DATA_DIR of its own with a small demo county. What the tests
// need is written to a JSON file (server.ts); a test file talks to its worker's server only.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readdirSync, type WriteStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { configSchema } from '../../../services/platform/config';
import { createDatabasePool } from '../../../projections/platform/database';
import { runBillingIfDue } from '../../../services/billing/billing-run';
import { dropDatabase, ensureDatabase } from '../../../services/platform/database-admin';
import { createLogger } from '../../../services/platform/logger';
import { createRedis } from '../../../services/platform/redis';
import { ensureDependencies, type Dependencies } from '../../../ops/dependencies';
import { adminDist, portalDist, repositoryRoot } from '../../../ops/runtime';
import { chromiumPath } from './chromium';
import { outputDir } from './screenshot';
import { browserWorkers, stateFileVariable, type BrowserTestServer } from './server';

/** What the setup reads of jest's global configuration: the run's test path patterns. */
type GlobalConfig = { testPathPatterns?: { patterns: string[] } };

/** One worker's server: what the teardown stops and removes. */
type ServerRun = {
  server?: ChildProcess;
  serverLog?: WriteStream;
  serverUrl?: string;
  database?: string;
  queuePrefix?: string;
  tempDir?: string;
};
/** What the teardown stops and removes; jest runs the setup and the teardown in the same process. */
export type BrowserTestRun = { dependencies?: Dependencies; servers: ServerRun[] };
export const runKey = '__browserTestRun';

// Colours of vite/rolldown and the progress bars' carriage returns, out of the messages.
const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const plain = (text: string) => text.replace(ansi, '').replace(/\r(?!\n)/g, '\n');

const say = (line: string) => process.stderr.write(`[browser tests] ${line}\n`);

/** Runs a command to its end; on failure, throws with the last of its output. */
async function runCommand(command: string, args: string[], timeoutMs: number): Promise<void> {
  const child = spawn(command, args, {
    cwd: repositoryRoot,
    // jest's NODE_ENV=test would make Vite build React's development bundle: the tests drive what `npm start` serves.
    env: { ...process.env, NODE_ENV: 'production', NO_COLOR: '1', FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode) => resolve(exitCode));
  }).finally(() => clearTimeout(timer));
  if (code !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (exit ${code}):\n${plain(output).slice(-6000)}`);
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Starts `node --import tsx ops/start.ts` as `npm start` does (without its build); resolves with its address. */
async function startServer(
  run: ServerRun,
  env: Record<string, string>,
  logFile: string,
  timeoutMs: number,
): Promise<string> {
  // The developer's own settings (SMTP_URL, PUBLIC_URL...) must not reach the test server, nor jest's NODE_OPTIONS.
  const inherited: NodeJS.ProcessEnv = { ...process.env };
  for (const key of [...Object.keys(configSchema.shape), 'NODE_OPTIONS']) delete inherited[key];
  const child = spawn(process.execPath, ['--import', 'tsx', join(repositoryRoot, 'ops', 'start.ts')], {
    cwd: repositoryRoot,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  run.server = child;
  run.serverLog = createWriteStream(logFile);
  let output = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk: Buffer) => {
      run.serverLog?.write(chunk);
      if (output.length < 200_000) output += chunk.toString();
    });
  }
  const failed = (why: string) =>
    new Error(`The test server ${why}. Its output (all of it in ${logFile}):\n${plain(output).slice(-8000)}`);

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw failed(`exited (${child.exitCode ?? child.signalCode}) before it was ready`);
    }
    const address = /is running at (http:\/\/\S+)/.exec(output)?.[1];
    if (address) {
      const ready = await fetch(`${address}/api/ready`)
        .then((response) => response.ok)
        .catch(() => false);
      if (ready) return address;
    }
    if (Date.now() > deadline) throw failed(`was not ready within ${Math.round(timeoutMs / 1000)} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A server per worker, but no more than the test files this run will take (one file runs in band). */
function serverCount(globalConfig: GlobalConfig): number {
  const patterns = globalConfig.testPathPatterns?.patterns ?? [];
  const files = readdirSync(join(repositoryRoot, 'tests', 'browser'))
    .filter((name) => name.endsWith('.browser.spec.ts'))
    .map((name) => join(repositoryRoot, 'tests', 'browser', name));
  const taken = patterns.length ? files.filter((file) => patterns.some((p) => new RegExp(p, 'i').test(file))) : files;
  return Math.max(1, Math.min(browserWorkers(), taken.length));
}

export default async function globalSetup(globalConfig: GlobalConfig): Promise<void> {
  const started = Date.now();
  if (!existsSync(chromiumPath)) {
    throw new Error(`${chromiumPath} is missing: install Debian's chromium (apt-get install -y chromium)`);
  }
  const run: BrowserTestRun = { servers: [] };
  (globalThis as Record<string, unknown>)[runKey] = run;
  try {
    if (process.env.BROWSER_SKIP_BUILD === '1' && existsSync(join(portalDist(), 'index.html'))) {
      say(`BROWSER_SKIP_BUILD=1: using the portal already in ${portalDist()}`);
    } else if (process.env.PORTAL_DIST_DIR) {
      say(`building the portal into ${portalDist()}`);
      await runCommand('npm', ['run', 'build', '--workspace', 'web'], 300_000);
      if (process.env.ADMIN_DIST_DIR || !existsSync(join(adminDist(), 'index.html'))) {
        await runCommand('npm', ['run', 'build', '--workspace', 'admin'], 300_000);
      }
    } else {
      say('building the portal and the admin app');
      await runCommand('npm', ['run', 'build', '--workspace', 'web', '--workspace', 'admin'], 300_000);
    }

    const logger = createLogger({ LOG_LEVEL: 'warn' }, 'browser-test-setup');
    const dependencies = await ensureDependencies(
      {
        databaseUrl: process.env.DATABASE_URL || undefined,
        redisUrl: process.env.REDIS_URL || undefined,
        dataDir: join(repositoryRoot, '.data', 'test-services'),
      },
      logger,
    );
    run.dependencies = dependencies;
    const servers = serverCount(globalConfig);
    const demoDocuments = Number(process.env.BROWSER_DEMO_DOCUMENTS ?? 300);
    say(`starting ${servers} server(s), each with a demo county of ${demoDocuments} documents`);
    mkdirSync(outputDir, { recursive: true });
    const states = await Promise.all(
      Array.from({ length: servers }, async (_, index): Promise<BrowserTestServer> => {
        const server: ServerRun = {};
        run.servers.push(server);
        const id = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
        server.queuePrefix = `lr_browser_${id}`;
        server.serverUrl = dependencies.databaseUrl;
        server.database = `lr_browser_${id}`;
        const databaseUrl = await ensureDatabase(server.serverUrl, server.database);
        server.tempDir = await mkdtemp(join(tmpdir(), 'lr-browser-'));
        const dataDir = join(server.tempDir, 'data');
        const port = await freePort();
        const baseUrl = await startServer(
          server,
          {
            DATABASE_URL: databaseUrl,
            REDIS_URL: dependencies.redisUrl,
            HOST: '127.0.0.1',
            PORT: String(port),
            PUBLIC_URL: `http://127.0.0.1:${port}`,
            DATA_DIR: dataDir,
            DEMO_DOCUMENTS: String(demoDocuments),
            LOG_LEVEL: process.env.BROWSER_SERVER_LOG_LEVEL ?? 'warn',
            QUEUE_PREFIX: server.queuePrefix,
            SHUTDOWN_TIMEOUT_MS: '5000',
            // The journeys sign in and register many times from one address.
            SIGN_IN_RATE_LIMIT: '1000',
          },
          join(outputDir, index === 0 ? 'server.log' : `server-${index + 1}.log`),
          240_000,
        );
        await runThisPeriodsBilling(databaseUrl);
        return {
          baseUrl: baseUrl.replace(/\/$/, ''),
          dataDir,
          databaseUrl,
          redisUrl: dependencies.redisUrl,
          demoDocuments,
        };
      }),
    );
    const stateFile = join(run.servers[0]!.tempDir!, 'state.json');
    await writeFile(stateFile, JSON.stringify(states, null, 2));
    process.env[stateFileVariable] = stateFile;
    say(
      `servers ready at ${states.map((state) => state.baseUrl).join(', ')} after ${Math.round((Date.now() - started) / 1000)} s`,
    );
  } catch (error) {
    // jest does not run the global teardown when the setup fails.
    await stopRun(run);
    throw error;
  }
}

/**
 * The demo county bills and renews automatically and has never run: the schedule's first check (every five
 * minutes) would run the period's account tasks at some moment of the tests, renewing a flat-fee allowance a test
 * had just set. Run now, as that check would, the period's run is done before any test begins.
 */
async function runThisPeriodsBilling(databaseUrl: string): Promise<void> {
  const pool = await createDatabasePool(databaseUrl, 2);
  try {
    await runBillingIfDue(pool);
  } finally {
    await pool.end();
  }
}

/** Stops every server, then the dependencies the setup started. */
export async function stopRun(run: BrowserTestRun): Promise<void> {
  await Promise.all(run.servers.map((server) => stopServer(server, run.dependencies)));
}

/** Stops one server (SIGTERM, then SIGKILL), drops its database and Redis keys, removes its temporary directory. */
async function stopServer(run: ServerRun, dependencies: Dependencies | undefined): Promise<void> {
  const child = run.server;
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    const timedOut = await Promise.race([
      exited.then(() => false),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), 20_000))),
    ]);
    clearTimeout(timer);
    if (timedOut) {
      say('the server did not stop within 20 s of SIGTERM: killing it');
      child.kill('SIGKILL');
      await exited;
    }
  }
  run.serverLog?.end();
  if (run.serverUrl && run.database) {
    await dropDatabase(run.serverUrl, run.database).catch((error: unknown) =>
      say(`could not drop ${run.database}: ${String(error)}`),
    );
  }
  if (dependencies && run.queuePrefix) {
    await removeRedisKeys(dependencies.redisUrl, `${run.queuePrefix}:*`).catch((error: unknown) =>
      say(`could not remove the Redis keys ${run.queuePrefix}:*: ${String(error)}`),
    );
  }
  if (run.tempDir) await rm(run.tempDir, { recursive: true, force: true });
}

/** The server's queues, job schedulers and rate-limit counters: every key under its QUEUE_PREFIX. */
async function removeRedisKeys(redisUrl: string, pattern: string): Promise<void> {
  const redis = createRedis(redisUrl);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
