import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Job } from 'bullmq';
import { sql } from '@landrecords/projections/platform/database';
import { catchUpToNow } from '@landrecords/projections/platform/runner';
import { givenAccount } from '../../tests/support/accounts';
import { testContext } from '../../tests/support/context';
import { runScript } from '../../tests/support/process';
import { buildApp } from '../app';
import { createQueue, queueContextOf, startWorkers, type JobDefinition } from '../platform/queue/index';
import { reactorCheckpointName, reactorProjection, runReactors } from '../platform/reactors/index';
import { recordCardPayment } from './card-payments';
import type { PendingPayment } from './hosted-payment';
import { paymentProviderOf, type PaymentProvider } from './provider/index';
import { recordTransaction } from './provider/sandbox-provider';
import { cardSettlementReactor, settleAuthorizationJob, type Settlement } from './settle-authorization.job';

let ctx: Awaited<ReturnType<typeof testContext>>;
let provider: PaymentProvider;
beforeAll(async () => {
  ctx = await testContext();
  provider = paymentProviderOf(ctx);
});
afterAll(async () => {
  await ctx.close();
});

/** An approved $5.00 preauthorization on the sandbox, as a card frame would leave it. */
async function preauthorization(reference: string) {
  const { token } = await provider.hostedPaymentToken({
    kind: 'authOnly',
    amountCents: 500,
    reference,
    description: 'Preauthorization',
  });
  return (await recordTransaction(ctx.pool, token, { approved: true, accountNumber: 'XXXX1111' }))!;
}
const settle = (data: Settlement) => settleAuthorizationJob.process({ data } as Job<Settlement>, ctx);

describe('settling a closed preauthorization', () => {
  it('captures what was used, once however often it runs', async () => {
    const { transactionId } = await preauthorization('settle-1');
    await settle({ authorizationId: 'a1', transactionId, usedCents: 300 });
    await settle({ authorizationId: 'a1', transactionId, usedCents: 300 });
    expect(await provider.transaction(transactionId)).toMatchObject({ capturedCents: 300, voided: false });
  });

  it('voids a preauthorization nothing was charged against, once however often it runs', async () => {
    const { transactionId } = await preauthorization('settle-2');
    await settle({ authorizationId: 'a2', transactionId, usedCents: 0 });
    await settle({ authorizationId: 'a2', transactionId, usedCents: 0 });
    expect(await provider.transaction(transactionId)).toMatchObject({ capturedCents: 0, voided: true });
  });

  it('fails (to be tried again by the queue) when the provider does not know the transaction', async () => {
    await expect(settle({ authorizationId: 'a3', transactionId: '999999999', usedCents: 100 })).rejects.toThrow(
      'does not know transaction 999999999',
    );
  });

  it('fails (to be tried again by the queue) when no such preauthorization is recorded', async () => {
    await expect(settle({ authorizationId: 'a4', usedCents: 100 })).rejects.toThrow('No card preauthorization a4');
  });
});

describe('a preauthorization closed by a process killed right after the commit', () => {
  it('is settled once, by the reactor and the worker of the next start, however often the reactor reads it', async () => {
    const accountId = await givenAccount(ctx.pool, { name: 'Card buyer' });
    const pendingOf = (reference: string): PendingPayment => ({
      reference,
      purpose: 'PREAUTHORIZATION',
      owner: 'card.buyer',
      userId: 4242,
      accountId,
      kind: 'authOnly',
      amountCents: 500,
      surchargeCents: 0,
      startedAt: Date.now(),
    });
    const first = await preauthorization('crash-1');
    await recordCardPayment(ctx, provider, pendingOf('crash-1'), first, { system: 'test' });

    // A second preauthorization closes the first: recorded by a process that is killed once the ledger committed.
    const second = await preauthorization('crash-2');
    const child = runScript('tests/support/record-card-payment.child.ts', {}, [
      ctx.config.DATABASE_URL,
      JSON.stringify(pendingOf('crash-2')),
      JSON.stringify(second),
    ]);
    const closed = () => ctx.pool.exists(sql.unsafe`SELECT FROM es_events WHERE type = 'CardAuthorizationClosed'`);
    for (let wait = 0; wait < 600 && !(await closed()) && child.child.exitCode === null; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    child.child.kill('SIGKILL');
    await child.exited;
    expect(await closed()).toBe(true);
    expect(await provider.transaction(first.transactionId)).toMatchObject({ voided: false });

    // The next start: the worker's reactor finds the closing event in the log and the settlement job voids it.
    const workers = startWorkers([settleAuthorizationJob as JobDefinition], queueContextOf(ctx));
    const queue = createQueue('card-settlement', queueContextOf(ctx));
    try {
      const reactors = runReactors(ctx, [cardSettlementReactor], { idleMs: 20 });
      try {
        const voided = async () => (await provider.transaction(first.transactionId))?.voided;
        for (let wait = 0; wait < 200 && !(await voided()); wait++) await new Promise((r) => setTimeout(r, 50));
      } finally {
        await reactors.stop();
      }
      expect(await provider.transaction(first.transactionId)).toMatchObject({ capturedCents: 0, voided: true });
      expect(await provider.transaction(second.transactionId)).toMatchObject({ voided: false });

      // Read again from the start (as after a crash before the reactor's checkpoint moved): still one job.
      await ctx.pool.query(sql.unsafe`
        UPDATE projection_checkpoints SET transaction_id = '0', global_position = 0
        WHERE name = ${reactorCheckpointName(cardSettlementReactor)}`);
      const again = reactorProjection(ctx, cardSettlementReactor);
      await catchUpToNow(ctx.pool, again);
      await again.close();
      const jobs = await queue.getJobs();
      expect(jobs.map((job) => job.data)).toEqual([{ authorizationId: 'crash-1', usedCents: 0 }]);
    } finally {
      await workers.close();
      await queue.close();
    }
  }, 60_000);

  it('shows in readiness beside the read models', async () => {
    const app = await buildApp(ctx, { apiRoutes: [] });
    try {
      const ready = (await app.inject({ method: 'GET', url: '/api/ready' })).json();
      expect(ready.content.projections).toContainEqual(
        expect.objectContaining({ name: 'reactor:card-settlement', behindEvents: 0, stalled: false }),
      );
    } finally {
      await app.close();
    }
  });
});
