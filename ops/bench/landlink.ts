// `npm run bench:landlink`: postings a second from LandLink's outbox to the stand-in, end to end from recorded
// charges, and the time to drain a backlog of 100,000 postings (seeded straight into the outbox's table).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { blankAccountFields } from '../../contracts/accounts/account';
import { landLinkOutboxProjection } from '../../projections/landlink/index';
import { sql } from '../../projections/platform/database';
import { catchUpToNow } from '../../projections/platform/runner';
import { createAccount, runLedgerCommand } from '../../services/accounts/index';
import { saveSection } from '../../services/config/save-section';
import { dispatchPostings, landLinkPostingJob, landLinkSummary, postingQueue } from '../../services/landlink/index';
import { dropDatabase, ensureDatabase } from '../../services/platform/database-admin';
import { createLogger } from '../../services/platform/logger';
import { queueContextOf, startWorker, type JobDefinition } from '../../services/platform/queue/index';
import { startLandLinkStandIn } from '../landlink-standin';
import { configOrExit, openRuntime } from '../runtime';

const CHARGES = Number(process.env.BENCH_LANDLINK_CHARGES ?? 2000);
const BACKLOG = Number(process.env.BENCH_LANDLINK_BACKLOG ?? 100_000);
/** Stops the backlog's drain after this long and says what the rate so far projects (unset: drains it all). */
const MAX_SECONDS = Number(process.env.BENCH_LANDLINK_MAX_SECONDS ?? Infinity);

const config = configOrExit();
const logger = createLogger({ LOG_LEVEL: 'warn' });
const name = `lr_bench_landlink_${randomBytes(3).toString('hex')}`;
const baseUrl = config.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dataDir = await mkdtemp(join(tmpdir(), 'lr-bench-landlink-'));
const url = await ensureDatabase(baseUrl, name);
const standIn = await startLandLinkStandIn({ key: 'bench-key' });
const runtime = await openRuntime(
  {
    ...config,
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    DATABASE_POOL_SIZE: 30,
    QUEUE_PREFIX: `bench_landlink_${randomBytes(3).toString('hex')}`,
    LANDLINK_URL: standIn.url,
    LANDLINK_KEY: 'bench-key',
  },
  logger,
);
const { ctx } = runtime;
const worker = startWorker(landLinkPostingJob as JobDefinition, queueContextOf(ctx), landLinkPostingJob.workerOptions);

/**
 * Hands the outbox over as the sweep does until LandLink has `total` postings, or `capSeconds` passed (a busy
 * machine): how many of them were sent and in how long, with a progress line every 15 s.
 */
async function drain(total: number, capSeconds = Infinity): Promise<{ sent: number; seconds: number }> {
  const started = performance.now();
  const before = (await landLinkSummary(ctx)).sent;
  let said = started;
  for (;;) {
    const sent = (await landLinkSummary(ctx)).sent - before;
    const seconds = (performance.now() - started) / 1000;
    if (sent >= total || seconds > capSeconds) return { sent, seconds };
    if (performance.now() - said > 15_000) {
      said = performance.now();
      console.log(`  ... ${sent} of ${total} sent in ${seconds.toFixed(0)} s (${Math.round(sent / seconds)}/s)`);
    }
    if ((await dispatchPostings(ctx)) === 0) await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const line = (label: string, value: string) => console.log(`  ${label.padEnd(60)} ${value}`);

try {
  const system = { system: 'bench' };
  await saveSection(ctx.pool, 'escrow', { feeCode: 'ESC', chargeCode: 'E01' }, system);
  const accounts = await Promise.all(
    [1, 2, 3, 4, 5, 6, 7, 8].map((n) =>
      createAccount(
        ctx.pool,
        { ...blankAccountFields(), name: `Bench ${n}`, paymentMethod: 'INVOICE', landLinkAccount: `70${n}` },
        system,
      ),
    ),
  );
  await Promise.all(
    accounts.map(async (accountId, lane) => {
      for (let n = lane; n < CHARGES; n += accounts.length) {
        await runLedgerCommand(ctx.pool, accountId, system, {
          type: 'ChargeSearch',
          userId: 1,
          role: 'USER',
          chargeId: `bench-${n}`,
          amountCents: 100,
          cardAmountCents: 100,
          description: `Name search ${n}`,
        });
      }
    }),
  );
  const fromCharges = performance.now();
  await catchUpToNow(ctx.pool, landLinkOutboxProjection);
  const projected = (performance.now() - fromCharges) / 1000;
  const { seconds: sent } = await drain(CHARGES);
  const endToEnd = (performance.now() - fromCharges) / 1000;

  console.log(`backlog: ${BACKLOG} postings seeded into landlink_postings directly (not from charges), then drained`);
  // The backlog: postings seeded straight into the outbox table, as if LANDLINK_URL had been unset for months.
  await ctx.pool.query(sql.unsafe`
    INSERT INTO landlink_postings (key, account_id, charge_event_id, part, landlink_account, fee_code, charge_code,
      amount_cents, description, charged_at, county_date)
    SELECT 'backlog-' || n || '-charge', ${accounts[0]!}, 'backlog-' || n, 'charge', '701', 'ESC', 'E01', 100,
      'Backlog charge ' || n, now() - interval '1 day' + n * interval '1 ms', current_date
    FROM generate_series(1, ${BACKLOG}) AS n`);
  const backlog = await drain(BACKLOG, MAX_SECONDS);
  const unique = new Set(standIn.postings().map((posting) => posting.key)).size;

  console.log(`\nLandLink posting (the stand-in in this process; ${landLinkPostingJob.concurrency} postings at once)`);
  line(`${CHARGES} charges recorded, projected into the outbox`, `${projected.toFixed(2)} s`);
  line(`... and sent to the stand-in`, `${sent.toFixed(2)} s: ${Math.round(CHARGES / sent)} postings/s`);
  line(`charge outbox to LandLink, end to end`, `${endToEnd.toFixed(2)} s`);
  const backlogRate = backlog.sent / backlog.seconds;
  const label = `backlog of ${BACKLOG.toLocaleString('en-US')} postings (seeded into the outbox)`;
  if (backlog.sent >= BACKLOG) {
    line(`${label} drained`, `${backlog.seconds.toFixed(1)} s: ${Math.round(backlogRate)} postings/s`);
  } else {
    line(`${label}: stopped after ${MAX_SECONDS} s`, `${backlog.sent} sent: ${Math.round(backlogRate)} postings/s`);
    line(`... whole backlog at that rate (projected, not measured)`, `${(BACKLOG / backlogRate).toFixed(0)} s`);
  }
  const expected = CHARGES + backlog.sent;
  line(
    `postings at the stand-in, each key once`,
    `${unique} (${standIn.postings().length} recorded, ${expected} sent)`,
  );
  console.log('');
} finally {
  await worker.close();
  await postingQueue(ctx).obliterate({ force: true });
  await postingQueue(ctx).close();
  await runtime.close();
  await standIn.close();
  await dropDatabase(baseUrl, name);
  await rm(dataDir, { recursive: true, force: true });
}
