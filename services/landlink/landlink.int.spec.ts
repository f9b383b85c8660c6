import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Worker } from 'bullmq';
import { landLinkStreamId } from '@landrecords/contracts/landlink/events';
import { landLinkOutboxProjection, outboxPostings } from '@landrecords/projections/landlink/index';
import { postgresEventStore } from '@landrecords/projections/platform/eventstore/index';
import { catchUpToNow } from '@landrecords/projections/platform/runner';
import { startLandLinkStandIn, type StandIn } from '../../ops/landlink-standin';
import { givenAccount } from '../../tests/support/accounts';
import { testContext } from '../../tests/support/context';
import { logSettled } from '../../tests/support/database';
import { runLedgerCommand } from '../accounts/index';
import { allJobs } from '../app';
import { saveSection } from '../config/save-section';
import type { AppContext } from '../platform/context';
import { queueContextOf, startWorker, type JobDefinition } from '../platform/queue/index';
import {
  dispatchPostings,
  landLinkPostingJob,
  landLinkSummary,
  postingQueue,
  recordSentPostings,
  retryDeadPostings,
} from './index';

let standIn: StandIn;
let ctx: Awaited<ReturnType<typeof testContext>>;
let worker: Worker;
beforeAll(async () => {
  standIn = await startLandLinkStandIn({ key: 'county-key' });
  ctx = await testContext({ LANDLINK_URL: standIn.url, LANDLINK_KEY: 'county-key', LANDLINK_TIMEOUT_MS: '5000' });
  worker = startWorker(landLinkPostingJob as JobDefinition, queueContextOf(ctx), landLinkPostingJob.workerOptions);
  const clerk = { actor: { userId: '5', username: 'county.clerk1', role: 'COUNTY' } };
  await saveSection(ctx.pool, 'escrow', { feeCode: 'ESC', chargeCode: 'E01' }, clerk);
  await saveSection(
    ctx.pool,
    'creditCardExtra',
    {
      postToLandLink: true,
      chargeFeeCode: 'CARD',
      chargeChargeCode: 'C01',
      surchargeFeeCode: 'SUR',
      surchargeChargeCode: 'S01',
    },
    clerk,
  );
});
afterAll(async () => {
  await worker.close();
  await postingQueue(ctx).close();
  await ctx.close();
  await standIn.close();
});

// Retries close together; generous against a busy machine's slow answers.
const fast = { attempts: 8, backoffMs: 100 };
const system = { system: 'test' };
const charge = (accountId: number, chargeId: string, amountCents = 150) =>
  runLedgerCommand(ctx.pool, accountId, system, {
    type: 'ChargeSearch',
    userId: 1,
    role: 'USER',
    chargeId,
    amountCents,
    cardAmountCents: amountCents,
    description: `Name search ${chargeId}`,
  });
const project = async () => {
  await logSettled(ctx.pool);
  await catchUpToNow(ctx.pool, landLinkOutboxProjection);
};
const until = async (what: () => Promise<boolean> | boolean, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await what())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};
const received = (prefix: string) => standIn.postings().filter((p) => p.description.includes(prefix));

describe('posting charges to LandLink', () => {
  it('posts each marked charge once, under its codes, and lists it in the account history', async () => {
    const invoice = await givenAccount(ctx.pool, {
      name: 'Title Co',
      paymentMethod: 'INVOICE',
      landLinkAccount: '4242',
    });
    await charge(invoice, 'a-1', 150);
    await charge(invoice, 'a-2', 275);
    await runLedgerCommand(ctx.pool, invoice, system, {
      type: 'Deposit',
      userId: 1,
      depositId: 'dep-1',
      amountCents: 10_000,
      surchargeCents: 300,
      provider: 'sandbox',
      transactionId: 't-1',
    });
    await project();
    expect(await dispatchPostings(ctx, fast)).toBe(4);
    await until(() => standIn.postings().length === 4);
    expect(await dispatchPostings(ctx, fast)).toBe(0);

    // The deposit's two parts (the searches are posted under the same codes, in whatever order they arrive).
    const deposit = standIn.postings().filter((p) => !p.description.includes('Name search'));
    const byPart = Object.fromEntries(deposit.map((p) => [`${p.feeCode}/${p.chargeCode}`, p.amountCents]));
    expect(byPart).toEqual({ 'ESC/E01': 10_000, 'SUR/S01': 300 } as Record<string, number>);
    expect(received('Name search a-').map((p) => [p.feeCode, p.chargeCode, p.landLinkAccount, p.amountCents])).toEqual(
      expect.arrayContaining([
        ['ESC', 'E01', '4242', 150],
        ['ESC', 'E01', '4242', 275],
      ]),
    );
    await until(async () => (await landLinkSummary(ctx)).sent === 4);
    expect(await landLinkSummary(ctx)).toEqual({
      configured: true,
      waiting: 0,
      sent: 4,
      dead: 0,
      oldestWaitingAt: null,
    });
    // The sweep records what was sent in the account's history, once however often it runs.
    await recordSentPostings(ctx);
    await dispatchPostings(ctx, fast);
    expect(await recordSentPostings(ctx)).toBe(0);
    const history = await postgresEventStore(ctx.pool).readStream(landLinkStreamId(invoice));
    expect(history.events.map((event) => event.type)).toEqual(Array(4).fill('ChargePostedToLandLink'));
  });

  it('posts nothing for a charge the configuration does not mark', async () => {
    const before = standIn.calls();
    const noNumber = await givenAccount(ctx.pool, {
      name: 'No LandLink',
      paymentMethod: 'CREDIT_CARD',
      postToLandLink: false,
      landLinkAccount: '',
    });
    await runLedgerCommand(ctx.pool, noNumber, system, {
      type: 'AuthorizeCard',
      userId: 1,
      authorizationId: 'au-1',
      provider: 'sandbox',
      transactionId: 't-2',
      amountCents: 5000,
    });
    await charge(noNumber, 'n-1');
    const flat = await givenAccount(ctx.pool, {
      name: 'Flat',
      accountType: 'FLAT_FEE',
      paymentMethod: 'INVOICE',
      flatFeeRateLevel: 1,
    });
    await charge(flat, 'n-2');
    // Card charges stop posting when the county turns it off.
    const card = await givenAccount(ctx.pool, {
      name: 'Card poster',
      paymentMethod: 'CREDIT_CARD',
      postToLandLink: true,
      landLinkAccount: '77',
    });
    await runLedgerCommand(ctx.pool, card, system, {
      type: 'AuthorizeCard',
      userId: 2,
      authorizationId: 'au-2',
      provider: 'sandbox',
      transactionId: 't-3',
      amountCents: 5000,
    });
    await runLedgerCommand(ctx.pool, card, system, {
      type: 'ChargeSearch',
      userId: 2,
      role: 'USER',
      chargeId: 'c-1',
      amountCents: 100,
      cardAmountCents: 120,
      description: 'Card search c-1',
    });
    await saveSection(ctx.pool, 'creditCardExtra', { postToLandLink: false }, system);
    await runLedgerCommand(ctx.pool, card, system, {
      type: 'ChargeSearch',
      userId: 2,
      role: 'USER',
      chargeId: 'c-2',
      amountCents: 100,
      cardAmountCents: 120,
      description: 'Card search c-2',
    });
    await project();
    expect(await dispatchPostings(ctx, fast)).toBe(1);
    await until(() => received('Card search').length === 1);
    expect(received('Card search').map((p) => [p.description, p.feeCode, p.chargeCode, p.amountCents])).toEqual([
      ['Card search c-1', 'CARD', 'C01', 120],
    ]);
    expect(received('Name search n-')).toEqual([]);
    expect(standIn.calls() - before).toBe(1);
  });

  it('keeps a posting that keeps failing in the dead-letter list, and posts it once when retried', async () => {
    const account = await givenAccount(ctx.pool, {
      name: 'Dead letter',
      paymentMethod: 'INVOICE',
      landLinkAccount: '9',
    });
    await charge(account, 'd-1');
    await project();
    standIn.setMode('fail');
    expect(await dispatchPostings(ctx, { attempts: 3, backoffMs: 50 })).toBe(1);
    await until(async () => (await landLinkSummary(ctx)).dead === 1);
    const [dead] = await outboxPostings(ctx.pool, 'dead');
    expect(dead).toMatchObject({
      description: 'Name search d-1',
      attempts: 3,
      lastError: expect.stringContaining('503'),
    });
    const failed = await postingQueue(ctx).getFailed();
    expect(failed.map((job) => job.id)).toEqual([dead!.key]);
    expect(await dispatchPostings(ctx, fast)).toBe(0);

    standIn.setMode('ok');
    // As the monitoring page retries the failed list.
    await failed[0]!.retry('failed');
    await until(async () => (await landLinkSummary(ctx)).dead === 0 && (await landLinkSummary(ctx)).waiting === 0);
    expect(received('Name search d-1')).toHaveLength(1);
    expect((await postingQueue(ctx).getFailed()).length).toBe(0);
  });

  it('marks a posting LandLink refuses dead at once, and retryDeadPostings sends it once accepted', async () => {
    const account = await givenAccount(ctx.pool, { name: 'Refused', paymentMethod: 'INVOICE', landLinkAccount: '10' });
    await charge(account, 'r-1');
    await project();
    standIn.setMode('refuse');
    const calls = standIn.calls();
    await dispatchPostings(ctx, { attempts: 5, backoffMs: 50 });
    await until(async () => (await landLinkSummary(ctx)).dead === 1);
    expect(standIn.calls() - calls).toBe(1);
    standIn.setMode('ok');
    expect(await retryDeadPostings(ctx)).toBe(1);
    await until(() => received('Name search r-1').length === 1);
    await until(async () => (await landLinkSummary(ctx)).sent === 7);
  });

  it('lets postings wait, visibly, without LANDLINK_URL, and sends them once it is set', async () => {
    const unset: AppContext = { ...ctx, config: { ...ctx.config, LANDLINK_URL: undefined } };
    const account = await givenAccount(ctx.pool, { name: 'Waiting', paymentMethod: 'INVOICE', landLinkAccount: '11' });
    await charge(account, 'w-1');
    await charge(account, 'w-2');
    await project();
    expect(await dispatchPostings(unset, fast)).toBe(0);
    const waiting = await landLinkSummary(unset);
    expect(waiting).toMatchObject({ configured: false, waiting: 2, dead: 0 });
    expect(waiting.oldestWaitingAt).toEqual(expect.any(String));
    expect(received('Name search w-')).toEqual([]);

    expect(await dispatchPostings(ctx, fast)).toBe(2);
    await until(async () => (await landLinkSummary(ctx)).waiting === 0);
    expect(received('Name search w-')).toHaveLength(2);
    expect(allJobs.map((job) => job.queue)).toEqual(expect.arrayContaining(['landlink-posting', 'landlink-dispatch']));
  });
});
