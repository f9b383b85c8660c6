import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Queue, Worker, type ConnectionOptions, type Job } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import { httpMessages } from '@landrecords/contracts/http/messages';
import { monitoringMessages } from '@landrecords/contracts/monitoring/messages';
import type { MonitoringReport } from '@landrecords/contracts/monitoring/report';
import { allJobs, buildApp } from '../app';
import { CSRF_COOKIE, SESSION_COOKIE, csrfRefused } from '../platform/sessions/plugin';
import { apiClient, clientWithSession, type ApiClient } from '../../tests/support/api-client';
import { testContext } from '../../tests/support/context';

let ctx: Awaited<ReturnType<typeof testContext>>;
let app: FastifyInstance;
let trimin: ApiClient;
let county: ApiClient;
let worker: Worker;
let workerConnection: ReturnType<typeof ctx.redis.duplicate>;
let jobs: Queue;
/** The worker's jobs throw until a test lets them pass. */
let retriedJobsPass = false;
const queue = allJobs[0]!.queue;

beforeAll(async () => {
  ctx = await testContext();
  app = await buildApp(ctx);
  trimin = await clientWithSession(app, { userId: '1', username: 'provider.staff', role: 'TRIMIN' });
  county = await clientWithSession(app, { userId: '2', username: 'county.clerk1', role: 'COUNTY' });
  jobs = new Queue(queue, { connection: ctx.redis as ConnectionOptions, prefix: ctx.config.QUEUE_PREFIX });
  // A real worker on one of the county's queues, whose job throws: the page must show it failed.
  worker = new Worker(
    queue,
    async (job: Job) => {
      if (!retriedJobsPass) throw new Error(`cannot deliver ${job.id}`);
      return 'delivered';
    },
    { connection: (workerConnection = ctx.redis.duplicate()) as ConnectionOptions, prefix: ctx.config.QUEUE_PREFIX },
  );
});
afterAll(async () => {
  await worker.close();
  await jobs.close();
  workerConnection.disconnect();
  await app.close();
  await ctx.close();
});

const report = async (client: ApiClient = trimin) => {
  const response = await client.get('/api/monitoring');
  expect(response.statusCode).toBe(200);
  return response.json().content as MonitoringReport;
};

/** A job that fails on its one attempt, and its id once the worker has failed it. */
async function failedJob(): Promise<string> {
  const job = await jobs.add(queue, { to: 'nobody' }, { attempts: 1 });
  await until(async () => (await job.getState()) === 'failed');
  return String(job.id);
}

async function until(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('who may see the server’s health', () => {
  it('answers only TRIMIN: anyone else is sent to sign in or refused', async () => {
    const anonymous = await apiClient(app).get('/api/monitoring');
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json()).toMatchObject({ ok: false, status: 'LOGIN' });
    const clerk = await county.get('/api/monitoring');
    expect(clerk.statusCode).toBe(403);
    expect(clerk.json()).toMatchObject({ ok: false, message: httpMessages.noAccess.text });
    expect((await county.post(`/api/monitoring/queues/${queue}/jobs/1/retry`)).statusCode).toBe(403);
    expect((await county.delete(`/api/monitoring/queues/${queue}/jobs/1`)).statusCode).toBe(403);
  });
});

describe('the report', () => {
  it('has the calls made, the read models, both stores and every queue', async () => {
    await trimin.get('/api/monitoring');
    const content = await report();
    const call = content.calls.find((entry) => entry.route === '/api/monitoring' && entry.method === 'GET');
    expect(call).toBeDefined();
    expect(call!.total).toBeGreaterThanOrEqual(1);
    expect(call!.ratePerSecond['1m']).toBeGreaterThan(0);
    expect(call!.p50Ms).toBeGreaterThan(0);
    expect(call!.p99Ms).toBeGreaterThanOrEqual(call!.p50Ms!);
    expect(content.readModels.map((model) => model.name)).toEqual(
      expect.arrayContaining(['search', 'reactor:card-settlement']),
    );
    expect(content.readModels.every((model) => model.mode === 'async')).toBe(true);
    expect(content.postgres).toMatchObject({ reachable: true, connections: expect.any(Number) });
    expect(content.postgres.reachable && content.postgres.databaseBytes).toBeGreaterThan(0);
    expect(content.redis).toMatchObject({ reachable: true, usedMemoryBytes: expect.any(Number) });
    expect(content.landLink).toMatchObject({ configured: false, waiting: 0, dead: 0 });
    expect(content.queues.map((entry) => entry.name).sort()).toEqual([...new Set(allJobs.map((j) => j.queue))].sort());
  });
});

describe('failed jobs', () => {
  it('shows a failed job as dead-lettered, retries it once it can pass, and refuses a second retry', async () => {
    const id = await failedJob();
    const before = await report();
    expect(before.queues.find((entry) => entry.name === queue)).toMatchObject({ failed: 1, deadLettered: 1 });
    expect(before.failedJobs).toContainEqual(
      expect.objectContaining({
        queue,
        id,
        failedReason: `cannot deliver ${id}`,
        attemptsMade: 1,
        attempts: 1,
        deadLettered: true,
      }),
    );

    retriedJobsPass = true;
    const retried = await trimin.post(`/api/monitoring/queues/${queue}/jobs/${id}/retry`);
    expect(retried.json()).toMatchObject({ ok: true, message: monitoringMessages.jobRetried({ id }).text });
    await until(async () => (await report()).failedJobs.every((entry) => entry.id !== id));
    await until(async () => (await report()).queues.find((entry) => entry.name === queue)!.completed === 1);

    const again = await trimin.post(`/api/monitoring/queues/${queue}/jobs/${id}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ ok: false, message: monitoringMessages.jobNotFailed({ id }).text });
    retriedJobsPass = false;
  });

  it('deletes a failed job for good', async () => {
    const id = await failedJob();
    const deleted = await trimin.delete(`/api/monitoring/queues/${queue}/jobs/${id}`);
    expect(deleted.json()).toMatchObject({ ok: true, message: monitoringMessages.jobDeleted({ id }).text });
    expect((await report()).failedJobs.map((entry) => entry.id)).not.toContain(id);
    const gone = await trimin.delete(`/api/monitoring/queues/${queue}/jobs/${id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ ok: false, message: monitoringMessages.noSuchJob({ queue, id }).text });
  });

  it('answers 404 in the envelope for a queue that is not the county’s', async () => {
    const response = await trimin.post('/api/monitoring/queues/elsewhere/jobs/1/retry');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      ok: false,
      message: monitoringMessages.noSuchQueue({ queue: 'elsewhere' }).text,
    });
  });

  it('needs the CSRF header to retry or delete', async () => {
    const id = await failedJob();
    const withoutToken = await app.inject({
      method: 'POST',
      url: `/api/monitoring/queues/${queue}/jobs/${id}/retry`,
      cookies: { [SESSION_COOKIE]: trimin.cookies[SESSION_COOKIE]!, [CSRF_COOKIE]: trimin.cookies[CSRF_COOKIE]! },
    });
    expect(withoutToken.statusCode).toBe(403);
    expect(withoutToken.json()).toMatchObject({ ok: false, message: csrfRefused.text });
    expect((await report()).failedJobs.map((entry) => entry.id)).toContain(id);
  });
});
