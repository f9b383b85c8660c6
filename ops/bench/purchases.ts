// `npm run bench:images` (second part): image purchases a second on ONE escrow account, many buyers at once.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from '../../projections/platform/database';
import { buildApp } from '../../services/app';
import { dropDatabase, ensureDatabase } from '../../services/platform/database-admin';
import { createLogger } from '../../services/platform/logger';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '../../services/platform/sessions/plugin';
import { startSession } from '../../services/platform/sessions/store';
import { demoEscrowDeposit } from '../demo/escrow-deposit';
import { loadDemoData } from '../demo/load';
import { loadDemoRecords } from '../demo/records-load';
import { configOrExit, openRuntime } from '../runtime';

const ORDERS = Number(process.env.BENCH_PURCHASES ?? 2000);
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 50);
const GOAL = 200;

const config = configOrExit();
const logger = createLogger({ LOG_LEVEL: 'warn' });
const name = `lr_bench_purchases_${randomBytes(3).toString('hex')}`;
const baseUrl = config.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dataDir = await mkdtemp(join(tmpdir(), 'lr-bench-purchases-'));
const url = await ensureDatabase(baseUrl, name);
const runtime = await openRuntime({ ...config, DATABASE_URL: url, DATA_DIR: dataDir }, logger);
const { ctx } = runtime;

/** Runs `work` over the items with at most `limit` at once. */
async function inFlight<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

try {
  await loadDemoData(ctx.pool);
  await loadDemoRecords(ctx.pool, dataDir, () => {}, { documents: Math.ceil(ORDERS * 1.3), seed: 7 });
  const app = await buildApp(ctx);
  const { userId } = await demoEscrowDeposit(ctx.pool, 1_000_000_00, 'bench');
  const session = await startSession(ctx.pool, { userId: String(userId), username: 'escrow.admin', role: 'ACCOUNT' });
  const post = (path: string, payload: object) =>
    app.inject({
      method: 'POST',
      url: `/api/imaging/${path}`,
      cookies: { [SESSION_COOKIE]: session.sessionId, [CSRF_COOKIE]: session.csrfToken },
      headers: { [CSRF_HEADER]: session.csrfToken },
      payload,
    });

  const keys = await ctx.pool.anyFirst(sql.unsafe`
    SELECT result->'sourcedDocKey' FROM search_documents
    WHERE (result->>'pageCount')::int > 0 AND NOT protected LIMIT ${ORDERS}`);
  const guids: string[] = [];
  await inFlight(keys, 8, async (sourcedDocKey) => {
    const answer = await post('computeDownloadOrder', {
      sourcedDocKey,
      pageSelectionMethod: 'CSV_PAGES',
      pagesSelected: '1',
    });
    if (answer.statusCode !== 200)
      throw new Error(`computeDownloadOrder answered ${answer.statusCode}: ${answer.body}`);
    guids.push(answer.json().content.imageState.imageStateGuid as string);
  });

  let paid = 0;
  const started = performance.now();
  await inFlight(guids, IN_FLIGHT, async (imageStateGuid) => {
    const answer = await post('payDownloadOrder', { imageStateGuid });
    if (answer.statusCode === 200 && answer.json().content.status === 'PAID') paid += 1;
  });
  const elapsed = (performance.now() - started) / 1000;
  const rate = paid / elapsed;
  await app.close();

  console.log(`\nPurchases on one escrow account (${guids.length} orders, ${IN_FLIGHT} at once, through HTTP)`);
  console.log(
    `  purchases a second                           ${Math.round(rate)}/s (goal ≥ ${GOAL}/s) ${rate >= GOAL ? 'met' : 'NOT met'}`,
  );
  console.log(`  paid                                         ${paid} of ${guids.length} in ${elapsed.toFixed(2)} s\n`);
} finally {
  await runtime.close();
  await dropDatabase(baseUrl, name);
  await rm(dataDir, { recursive: true, force: true });
}
