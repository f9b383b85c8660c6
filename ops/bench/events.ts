// `npm run bench:events`: event store append throughput and catch-up read rate, on a database of its own.
import { randomBytes } from 'node:crypto';
import { createDatabasePool, sql, type DatabasePool } from '../../projections/platform/database';
import { dropDatabase, ensureDatabase } from '../../services/platform/database-admin';
import { appendToStream, readAll, START, checkpointOf } from '../../projections/platform/eventstore/index';
import { createLogger } from '../../services/platform/logger';
import { migrate } from '../../services/platform/migrate';
import { ensureDependencies } from '../dependencies';
import { configOrExit, repositoryRoot } from '../runtime';
import { join } from 'node:path';

const config = configOrExit();
const logger = createLogger({ LOG_LEVEL: 'warn' });
const seconds = Number(process.env.BENCH_SECONDS ?? 5);

const payload = { documentNumber: 'D2026-000123', parties: ['SMITH JOHN', 'FIRST NATIONAL BANK'], amountCents: 1250 };

async function forDuration(writers: number, work: (writer: number) => Promise<number>) {
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  const counts = await Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      let count = 0;
      while (performance.now() < deadline) count += await work(writer);
      return count;
    }),
  );
  const total = counts.reduce((a, b) => a + b, 0);
  return { total, perSecond: total / ((performance.now() - started) / 1000) };
}

async function appendBench(pool: DatabasePool, writers: number, batch: number) {
  const events = Array.from({ length: batch }, () => ({ type: 'DocumentRecorded', data: payload }));
  let sequence = 0;
  return forDuration(writers, async (writer) => {
    await appendToStream(pool, `bench-${batch}-${writers}-${writer}-${sequence++ % 1000}`, events);
    return batch;
  });
}

async function catchUpBench(pool: DatabasePool) {
  const started = performance.now();
  let checkpoint = START;
  let total = 0;
  for (;;) {
    const events = await readAll(pool, checkpoint, { limit: 5000 });
    if (events.length === 0) break;
    total += events.length;
    checkpoint = checkpointOf(events[events.length - 1]!);
  }
  return { total, perSecond: total / ((performance.now() - started) / 1000) };
}

const dependencies = await ensureDependencies(
  { databaseUrl: config.DATABASE_URL, dataDir: join(repositoryRoot, config.DATA_DIR) },
  logger,
  { redis: false },
);
const name = `lr_bench_${randomBytes(3).toString('hex')}`;
const url = await ensureDatabase(dependencies.databaseUrl, name);
const pool = await createDatabasePool(url, 12);
try {
  await migrate(url, logger);
  const rows: Array<[string, string]> = [];
  const rate = (n: number) => `${Math.round(n).toLocaleString('en-US')} events/s`;
  for (const [writers, batch] of [
    [1, 1],
    [8, 1],
    [1, 100],
    [8, 100],
  ] as const) {
    const result = await appendBench(pool, writers, batch);
    rows.push([
      `append, ${writers} writer${writers > 1 ? 's' : ''}, ${batch === 1 ? 'single events' : `batches of ${batch}`}`,
      rate(result.perSecond),
    ]);
  }
  const read = await catchUpBench(pool);
  rows.push([`catch-up read of ${read.total.toLocaleString('en-US')} events`, rate(read.perSecond)]);
  const size = await pool.oneFirst(sql.unsafe`SELECT pg_size_pretty(pg_database_size(current_database()))`);
  const server = await pool.oneFirst(sql.unsafe`SELECT version()`);

  console.log(`\nEvent store benchmark (${seconds} s per run; ${String(server).split(' on ')[0]})`);
  for (const [label, value] of rows) console.log(`  ${label.padEnd(44)} ${value}`);
  console.log(`  database size after the runs                 ${size}\n`);
} finally {
  await pool.end();
  await dropDatabase(dependencies.databaseUrl, name);
  await dependencies.stop();
}
