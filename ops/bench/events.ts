// `npm run bench:events`: event store append throughput and catch-up read rate, on a database of its own.
import { sql, type DatabasePool } from '../../projections/platform/database';
import { appendToStream, readAll, START, checkpointOf } from '../../projections/platform/eventstore/index';
import { withBenchDatabase } from './bench-database';

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

await withBenchDatabase(12, async (pool) => {
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
});
