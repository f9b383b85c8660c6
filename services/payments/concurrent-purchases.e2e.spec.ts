import { copyFile, link, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { demoEscrowDeposit } from '../../ops/demo/escrow-deposit';
import { loadDemoData } from '../../ops/demo/load';
import { accountsProjection } from '@landrecords/projections/accounts/index';
import { ledgerProjection } from '@landrecords/projections/payments/index';
import { sql } from '@landrecords/projections/platform/database';
import { rebuildProjection } from '../../projections/platform/rebuild';
import { clientWithSession, type ApiClient } from '../../tests/support/api-client';
import { testContext } from '../../tests/support/context';
import { sampleLandDocument } from '../../tests/support/records';
import { givenRecords } from '../../tests/support/search-fixtures';
import { buildApp } from '../app';

const deedPdf = fileURLToPath(new URL('../images/fixtures/deed-3917312.pdf', import.meta.url));
const PURCHASES = 200;
const keyOf = (index: number) => ({ docKeyType: 'DOC', docKeyNumber: String(5000 + index), imageKeyType: 'DEED' });

let ctx: Awaited<ReturnType<typeof testContext>>;
let app: FastifyInstance;
let dataDir: string;
let admin: ApiClient;
let accountId: number;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'purchases-'));
  const deeds = join(dataDir, 'images', 'DEED');
  await mkdir(deeds, { recursive: true });
  await copyFile(deedPdf, join(deeds, 'original.pdf'));
  for (let index = 0; index < PURCHASES; index++) {
    await link(join(deeds, 'original.pdf'), join(deeds, `${keyOf(index).docKeyNumber}.pdf`));
  }
  ctx = await testContext({ DATA_DIR: dataDir });
  await loadDemoData(ctx.pool);
  app = await buildApp(ctx);
  await givenRecords(
    app,
    Array.from({ length: PURCHASES }, (_, index) =>
      sampleLandDocument({ docId: keyOf(index).docKeyNumber, pageCount: 7, sourcedDocKey: keyOf(index) }),
    ),
  );
  // $100.00 in escrow: room for 100 first pages at $1.00.
  const escrow = await demoEscrowDeposit(ctx.pool, 100_00, 'test-deposit');
  accountId = escrow.accountId;
  admin = await clientWithSession(app, { userId: String(escrow.userId), username: 'escrow.admin', role: 'ACCOUNT' });
}, 120_000);
afterAll(async () => {
  await app.close();
  await ctx.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('purchases on one escrow account at once', () => {
  it('never take the balance below zero, each is PAID or refused, a retried order charges once, and the money adds up', async () => {
    const guids: string[] = [];
    for (let index = 0; index < PURCHASES; index++) {
      const response = await admin.post('/api/imaging/computeDownloadOrder', {
        sourcedDocKey: keyOf(index),
        pageSelectionMethod: 'CSV_PAGES',
        pagesSelected: '1',
      });
      expect(response.json().content.feeSchedule.amountCents).toBe(100);
      guids.push(response.json().content.imageState.imageStateGuid);
    }
    // Every order at once, and the first 20 twice more (a client retrying after a timeout).
    const requests = [...guids, ...guids.slice(0, 20), ...guids.slice(0, 20)];
    const answers = await Promise.all(
      requests.map((imageStateGuid) => admin.post('/api/imaging/payDownloadOrder', { imageStateGuid })),
    );
    expect(answers.map((answer) => answer.statusCode).filter((status) => status !== 200)).toEqual([]);
    const statusOf = new Map<string, Set<string>>();
    answers.forEach((answer, index) => {
      const statuses = statusOf.get(requests[index]!) ?? new Set();
      statuses.add(answer.json().content.status);
      statusOf.set(requests[index]!, statuses);
      if (answer.json().content.status !== 'PAID') expect(answer.json().message).toBe('There are insufficient funds.');
    });
    const paid = guids.filter((guid) => statusOf.get(guid)!.has('PAID'));
    expect(paid.length).toBe(100);

    const charges = await ctx.pool.any(sql.unsafe`
      SELECT charge_id, amount_cents FROM account_transactions WHERE account_id = ${accountId} AND kind = 'IMAGES'`);
    expect(new Set(charges.map((row) => row.charge_id)).size).toBe(charges.length);
    // A charge's id is its order's guid and pages.
    expect(new Set(charges.map((row) => String(row.charge_id)))).toEqual(new Set(paid.map((guid) => `${guid}:1`)));

    // The balance after each money event, in the stream's order: never below zero.
    const events = await ctx.pool.any(sql.unsafe`
      SELECT type, data FROM es_events WHERE stream_id = ${`account-${accountId}`} ORDER BY stream_position`);
    let balance = 0;
    for (const { type, data } of events as Array<{ type: string; data: { amountCents: number } }>) {
      if (type === 'EscrowDeposited') balance += data.amountCents;
      if (type === 'AccountCharged') balance -= data.amountCents;
      expect(balance).toBeGreaterThanOrEqual(0);
    }
    const stored = Number(
      await ctx.pool.oneFirst(sql.unsafe`SELECT escrow_balance_cents FROM accounts WHERE id = ${accountId}`),
    );
    expect(stored).toBe(balance);
    expect(balance).toBe(100_00 - 100 * 100);
  }, 120_000);

  it('rebuilds the balances, the transactions and the bought pages from the log as they were', async () => {
    const snapshot = () =>
      ctx.pool.oneFirst(sql.unsafe`
        SELECT json_build_array(
          (SELECT json_agg(json_build_array(id, version, escrow_balance_cents, unbilled_charges_cents, images_remaining)
            ORDER BY id) FROM accounts),
          (SELECT json_agg(json_build_array(charge_id, kind, method, amount_cents, description) ORDER BY charge_id)
            FROM account_transactions),
          (SELECT count(*) FROM purchased_pages))::text`);
    const before = await snapshot();
    await ctx.pool.query(sql.unsafe`UPDATE accounts SET escrow_balance_cents = 0`);
    await ctx.pool.query(sql.unsafe`DELETE FROM purchased_pages`);
    await rebuildProjection(ctx.pool, accountsProjection);
    await rebuildProjection(ctx.pool, ledgerProjection);
    expect(await snapshot()).toBe(before);
  }, 60_000);
});
