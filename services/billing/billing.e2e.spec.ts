import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { QueueEvents } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import { statementsOf } from '@landrecords/projections/billing/index';
import { readSection } from '@landrecords/projections/config/index';
import { readStream } from '@landrecords/projections/platform/eventstore/index';
import { apiClient, clientWithSession, type ApiClient } from '../../tests/support/api-client';
import { givenAccount } from '../../tests/support/accounts';
import { testContext } from '../../tests/support/context';
import { accountRoutes, countyBillingAt, runTasksOnAccount } from '../accounts/index';
import { buildApp } from '../app';
import { saveSection } from '../config/index';
import { createQueue, queueContextOf, startWorkers, type JobDefinition } from '../platform/queue/index';
import { billingRoutes, billingScheduleJob } from './index';

let ctx: Awaited<ReturnType<typeof testContext>>;
let app: FastifyInstance;
let county: ApiClient;
let trimin: ApiClient;
const staff = { actor: { userId: '2', username: 'county.clerk1', role: 'COUNTY' } };

beforeAll(async () => {
  ctx = await testContext();
  app = await buildApp(ctx, { apiRoutes: [accountRoutes, billingRoutes] });
  county = await clientWithSession(app, { userId: '2', username: 'county.clerk1', role: 'COUNTY' });
  trimin = await clientWithSession(app, { userId: '1', username: 'provider.staff', role: 'TRIMIN' });
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

const monthlyFees = async (accountId: number) =>
  (await readStream(ctx.pool, `account-${accountId}`)).events.filter((event) => event.type === 'MonthlyFeeCharged');

describe('a run missed while the server was down', () => {
  it('is caught up by the schedule’s next check after a start, once, across a restart', async () => {
    const first = await givenAccount(ctx.pool, { name: 'Garapan Abstract', paymentMethod: 'INVOICE', monthlyFee: 900 });
    const second = await givenAccount(ctx.pool, { name: 'Susupe Title', paymentMethod: 'INVOICE', monthlyFee: 700 });
    // The renewal passed with no run recorded; a run that died after its first account left that one billed.
    await saveSection(
      ctx.pool,
      'billingSchedule',
      { automaticBilling: true, renewalDay: 1, renewalTime: '0:00' },
      staff,
    );
    const county = await countyBillingAt(ctx.pool, new Date());
    await runTasksOnAccount(
      ctx.pool,
      first,
      county,
      { bill: true, renew: true, markRun: false },
      { system: 'billing' },
    );

    const queueContext = queueContextOf(ctx);
    const queue = createQueue(billingScheduleJob.queue, queueContext);
    const eventsConnection = ctx.redis.duplicate();
    const events = new QueueEvents(billingScheduleJob.queue, {
      connection: eventsConnection,
      prefix: ctx.config.QUEUE_PREFIX,
    });
    await events.waitUntilReady();
    const check = async () => (await queue.add('check', {})).waitUntilFinished(events, 20_000);

    const beforeRestart = startWorkers([billingScheduleJob as JobDefinition], queueContext);
    expect(await check()).toMatchObject({ month: county.period.month, trigger: 'schedule', statements: 1 });
    expect(await queue.getJobSchedulers()).toContainEqual(expect.objectContaining({ pattern: '0 */5 * * * *' }));
    await beforeRestart.close();

    const afterRestart = startWorkers([billingScheduleJob as JobDefinition], queueContext);
    expect(await check()).toBeNull();
    await afterRestart.close();

    expect([(await monthlyFees(first)).length, (await monthlyFees(second)).length]).toEqual([1, 1]);
    expect((await statementsOf(ctx.pool, second)).map((statement) => statement.closingBalanceCents)).toEqual([700]);
    expect((await readSection(ctx.pool, 'billingSchedule')).lastRan).not.toBeNull();
    await events.close();
    eventsConnection.disconnect();
    await queue.obliterate({ force: true });
    await queue.close();
  });
});

describe('POST /api/controlPanel/billingSchedule/run', () => {
  it('is for TRIMIN and COUNTY only', async () => {
    const account = await clientWithSession(app, { userId: '9', username: 'title.admin', role: 'ACCOUNT' });
    expect((await account.post('/api/controlPanel/billingSchedule/run', {})).statusCode).toBe(403);
    const nobody = await apiClient(app).post('/api/controlPanel/billingSchedule/run', {});
    expect([nobody.statusCode, nobody.json().status]).toEqual([403, 'LOGIN']);
  });

  it('runs Run Account Tasks’ decision for every account, and says what it did', async () => {
    const ranAlone = await givenAccount(ctx.pool, {
      name: 'Kagman Surveys',
      paymentMethod: 'INVOICE',
      monthlyFee: 1200,
    });
    const ran = await county.post('/api/controlPanel/runAccountTasks', { accountId: ranAlone });
    expect(ran.json()).toMatchObject({
      ok: true,
      message: 'Account tasks run: billed.',
      content: { needsBilling: false },
    });
    const fresh = await givenAccount(ctx.pool, { name: 'Chalan Kanoa Law', paymentMethod: 'INVOICE', monthlyFee: 500 });

    const answer = await trimin.post('/api/controlPanel/billingSchedule/run', {});
    expect(answer.statusCode).toBe(200);
    const run = answer.json().content;
    expect(run).toMatchObject({ trigger: 'manual', billed: 1, statements: 1, feesCents: 500 });
    expect(answer.json()).toMatchObject({
      ok: true,
      code: 'BILLING_RAN',
      message: `Billing run for ${run.accounts} accounts: 1 billed, 0 renewed.`,
    });
    expect([(await monthlyFees(ranAlone)).length, (await monthlyFees(fresh)).length]).toEqual([1, 1]);

    const again = await county.post('/api/controlPanel/billingSchedule/run', {});
    expect(again.json()).toMatchObject({ ok: true, code: 'BILLING_NOTHING_TO_RUN', content: { billed: 0 } });
    // Prepare to Rerun lets the tasks be marked again; the month stays billed once.
    await trimin.post('/api/controlPanel/prepareToRerunAccountTasks', { accountId: fresh });
    const rerun = await county.post('/api/controlPanel/runAccountTasks', { accountId: fresh });
    expect(rerun.json()).toMatchObject({ message: 'Account tasks run: billed.' });
    expect(await monthlyFees(fresh)).toHaveLength(1);
    expect(await statementsOf(ctx.pool, fresh)).toHaveLength(1);
  });
});
