import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from '../projections/platform/database';
import { runLedgerCommand } from '../services/accounts/index';
import { saveSection } from '../services/config/save-section';
import { startLandLinkStandIn, type StandIn } from '../ops/landlink-standin';
import { givenAccount } from './support/accounts';
import { freshDatabase, testRedisUrl, type TestDatabase } from './support/database';
import { runScript } from './support/process';

const CHARGES = 1000;
let db: TestDatabase;
let standIn: StandIn;
beforeAll(async () => {
  db = await freshDatabase(12);
  standIn = await startLandLinkStandIn({ key: 'county-key' });
});
afterAll(async () => {
  await standIn.close();
  await db.drop();
});

const began = Date.now();
const mark = (what: string) =>
  process.env.LANDLINK_E2E_TRACE && process.stderr.write(`${Date.now() - began} ms ${what}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const until = async (what: () => Promise<boolean> | boolean, timeoutMs: number, what_: string) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await what())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what_}`);
    await sleep(20);
  }
};
const delivered = async () =>
  db.pool.one(sql.unsafe`
    SELECT count(*) FILTER (WHERE status = 'sent')::int AS sent, count(*) FILTER (WHERE status = 'dead')::int AS dead
    FROM landlink_deliveries`);

/** 1,000 a la carte charges on eight invoiced accounts that post, eight at a time. */
async function recordCharges(): Promise<string[]> {
  await saveSection(db.pool, 'escrow', { feeCode: 'ESC', chargeCode: 'E01' }, { system: 'test' });
  const accounts = await Promise.all(
    [1, 2, 3, 4, 5, 6, 7, 8].map((n) =>
      givenAccount(db.pool, { name: `Poster ${n}`, paymentMethod: 'INVOICE', landLinkAccount: `50${n}` }),
    ),
  );
  const ids: string[] = [];
  await Promise.all(
    accounts.map(async (accountId, lane) => {
      for (let n = lane; n < CHARGES; n += accounts.length) {
        const { events } = await runLedgerCommand(
          db.pool,
          accountId,
          { system: 'test' },
          {
            type: 'ChargeSearch',
            userId: 1,
            role: 'USER',
            chargeId: `charge-${n}`,
            amountCents: 100 + n,
            cardAmountCents: 100 + n,
            description: `Name search ${n}`,
          },
        );
        ids.push(events[0]!.id);
      }
    }),
  );
  return ids;
}

describe('LandLink posting across a killed worker and a LandLink that is down', () => {
  it('ends with every charge at LandLink exactly once', async () => {
    const chargeIds = await recordCharges();
    expect(chargeIds).toHaveLength(CHARGES);
    mark('charges recorded');
    const env = {
      DATABASE_URL: db.url,
      REDIS_URL: testRedisUrl(),
      QUEUE_PREFIX: `landlink_${randomBytes(4).toString('hex')}`,
      LOG_LEVEL: 'info',
      LANDLINK_URL: standIn.url,
      LANDLINK_KEY: 'county-key',
      LANDLINK_TIMEOUT_MS: '400',
    };
    const first = runScript('ops/worker.ts', env);
    try {
      await first.waitForLog('worker running', 60_000);
      mark('first worker running');
      await until(() => standIn.postings().length >= 200, 60_000, 'the first postings');
    } finally {
      first.child.kill('SIGKILL');
    }
    await first.exited;
    const sentBeforeTheKill = standIn.postings().length;
    mark(`killed at ${sentBeforeTheKill}`);
    expect(sentBeforeTheKill).toBeLessThan(CHARGES);

    // LandLink down: refusing connections, then taking them and never answering.
    await standIn.pause();
    const second = runScript('ops/worker.ts', env);
    try {
      await second.waitForLog('worker running', 60_000);
      mark('second worker running');
      await sleep(3000);
      standIn.setMode('hang');
      await standIn.resume();
      await sleep(3000);
      expect(standIn.postings().length).toBe(sentBeforeTheKill);
      standIn.setMode('ok');
      mark('LandLink back');

      // The jobs the killed worker held come back once BullMQ finds them stalled: their lock lapses after 10 s, the
      // stalled check runs every 5 s.
      await until(async () => (await delivered()).sent === CHARGES, 120_000, 'every posting sent');
      mark('all sent');
      const keys = standIn.postings().map((posting) => posting.key);
      expect(new Set(keys).size).toBe(keys.length);
      expect(keys.sort()).toEqual(chargeIds.map((id) => `${id}-charge`).sort());
      expect(await delivered()).toEqual({ sent: CHARGES, dead: 0 });
      // Each in its account's history once (the sweep appends them after the sends).
      const historyEvents = async () =>
        Number(
          await db.pool.oneFirst(sql.unsafe`SELECT count(*) FROM es_events WHERE type = 'ChargePostedToLandLink'`),
        );
      await until(async () => (await historyEvents()) >= CHARGES, 30_000, 'the history events');
      await sleep(1500);
      expect(await historyEvents()).toBe(CHARGES);
      // Some calls repeated a key (the killed worker's, the timeouts'): LandLink kept each once.
      expect(standIn.calls()).toBeGreaterThan(CHARGES);
    } finally {
      second.child.kill('SIGKILL');
      await second.exited;
    }
  }, 240_000);
});
