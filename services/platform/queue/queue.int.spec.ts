import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { QueueEvents } from 'bullmq';
import { testContext } from '../../../tests/support/context';
import { createQueue, startWorker, type JobDefinition } from './index';

let ctx: Awaited<ReturnType<typeof testContext>>;
beforeAll(async () => {
  ctx = await testContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('background jobs on BullMQ', () => {
  it('retries a failing job with growing waits until it succeeds', async () => {
    const queueContext = { connection: ctx.redis, prefix: ctx.config.QUEUE_PREFIX, logger: ctx.logger };
    const attemptsAt: number[] = [];
    // Fails twice, as a LandLink post would while the recording system is down, then goes through.
    const flaky: JobDefinition<{ charge: string }, string> = {
      queue: 'flaky-post',
      process: async (job) => {
        attemptsAt.push(Date.now());
        if (job.attemptsMade < 2) throw new Error('recording system unavailable');
        return `posted ${job.data.charge}`;
      },
    };
    const queue = createQueue<{ charge: string }>('flaky-post', queueContext, {
      backoff: { type: 'exponential', delay: 200 },
    });
    const eventsConnection = ctx.redis.duplicate();
    const events = new QueueEvents('flaky-post', { connection: eventsConnection, prefix: ctx.config.QUEUE_PREFIX });
    await events.waitUntilReady();
    const worker = startWorker(flaky, queueContext);

    const job = await queue.add('post', { charge: 'charge-42' });
    const result = await job.waitUntilFinished(events, 20_000);

    expect(result).toBe('posted charge-42');
    expect(attemptsAt).toHaveLength(3);
    const firstWait = attemptsAt[1]! - attemptsAt[0]!;
    const secondWait = attemptsAt[2]! - attemptsAt[1]!;
    expect(firstWait).toBeGreaterThanOrEqual(190);
    expect(secondWait).toBeGreaterThanOrEqual(390);
    const finished = await queue.getJob(job.id!);
    expect(finished?.attemptsMade).toBe(3);

    await worker.close();
    await events.close();
    eventsConnection.disconnect();
    await queue.obliterate({ force: true });
    await queue.close();
  });
});
