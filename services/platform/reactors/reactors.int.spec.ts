import '../../../tests/support/any-events';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Queue } from 'bullmq';
import { loadCheckpoint } from '@landrecords/projections/platform/checkpoints';
import { sql } from '@landrecords/projections/platform/database';
import { postgresEventStore, type RecordedEvent } from '@landrecords/projections/platform/eventstore/index';
import { projectionLag } from '@landrecords/projections/platform/lag';
import { advanceProjection, catchUpToNow } from '@landrecords/projections/platform/runner';
import { testContext } from '../../../tests/support/context';
import { logSettled } from '../../../tests/support/database';
import { createQueue, queueContextOf, startWorker } from '../queue/index';
import {
  reactorCheckpointName,
  reactorJobId,
  reactorProjection,
  runReactors,
  type Reactor,
  type ReactorProjection,
} from './index';

let ctx: Awaited<ReturnType<typeof testContext>>;
const queues: Queue[] = [];
const opened: ReactorProjection[] = [];
beforeAll(async () => {
  ctx = await testContext();
});
afterAll(async () => {
  await Promise.all([...queues, ...opened].map((closable) => closable.close()));
  await ctx.close();
});

type Posting = { documentId: string };
/** A LandLink posting as the issue to come will declare it: one job per recorded document marked for posting. */
const postingReactor = (name: string, eventType: string, failOn?: () => string | null): Reactor<Posting> => ({
  name,
  eventTypes: [eventType],
  queue: name,
  jobOf: (event) => {
    const { documentId, post } = event.data as { documentId: string; post: boolean };
    if (documentId === failOn?.()) throw new Error(`Redis went away before ${documentId} was enqueued`);
    return post ? { documentId } : null;
  },
});

const record = async (documentId: string, post = true, type = 'DocumentRecorded') =>
  (
    await postgresEventStore(ctx.pool).appendToStream(
      `document-${documentId}`,
      [{ type, data: { documentId, post } }],
      'any',
    )
  ).events[0]!;
const signIn = () => postgresEventStore(ctx.pool).appendToStream('user-1', [{ type: 'UserSignedIn', data: {} }], 'any');

/** The reactor as the runner reads the log for it. */
const projectionOf = (reactor: Reactor) => {
  const projection = reactorProjection(ctx, reactor);
  opened.push(projection);
  return projection;
};
const queueOf = (reactor: Reactor) => {
  const queue = createQueue(reactor.queue, queueContextOf(ctx));
  queues.push(queue);
  return queue;
};
/** Every job the queue holds, whatever its state: id and data. */
const jobsIn = async (queue: Queue) =>
  (await queue.getJobs())
    .map((job) => ({ id: job.id, data: job.data as Posting }))
    .sort((a, b) => (a.id! < b.id! ? -1 : 1));
const jobFor = (reactor: Reactor, event: RecordedEvent) => ({
  id: reactorJobId(reactor, event),
  data: { documentId: (event.data as Posting).documentId },
});
const sorted = <T extends { id: string }>(jobs: T[]) => [...jobs].sort((a, b) => (a.id < b.id ? -1 : 1));

describe('a reactor', () => {
  it('enqueues one job per event it cares about, named by the event, and shows its lag as a projection does', async () => {
    const reactor = postingReactor('landlink-posting', 'DocumentRecorded');
    const queue = queueOf(reactor);
    const first = await record('d1');
    await record('d2', false);
    await signIn();
    const third = await record('d3');
    const asProjection = projectionOf(reactor);
    expect(await projectionLag(ctx.pool, asProjection)).toMatchObject({
      name: 'reactor:landlink-posting',
      behindEvents: 3,
    });

    expect(await catchUpToNow(ctx.pool, asProjection)).toBe(3);
    expect(await jobsIn(queue)).toEqual(sorted([jobFor(reactor, first), jobFor(reactor, third)]));
    expect(await projectionLag(ctx.pool, asProjection)).toMatchObject({ behindEvents: 0 });
  });

  it('enqueues nothing twice when it reads the same events again, as after a crash before its checkpoint moved', async () => {
    const reactor = postingReactor('landlink-posting', 'DocumentRecorded');
    const queue = queueOf(reactor);
    const before = await jobsIn(queue);
    expect(before).toHaveLength(2);
    await ctx.pool.query(sql.unsafe`
      UPDATE projection_checkpoints SET transaction_id = '0', global_position = 0
      WHERE name = ${reactorCheckpointName(reactor)}`);

    expect(await catchUpToNow(ctx.pool, projectionOf(reactor))).toBe(3);
    expect(await jobsIn(queue)).toEqual(before);
  });

  it('keeps its checkpoint when a batch cannot be enqueued, and enqueues the whole batch at its next run', async () => {
    let failOn: string | null = 'e2';
    const reactor = postingReactor('efile-handoff', 'FilingAccepted', () => failOn);
    const queue = queueOf(reactor);
    const asProjection = projectionOf(reactor);
    const first = await record('e1', true, 'FilingAccepted');
    const second = await record('e2', true, 'FilingAccepted');
    const at = await loadCheckpoint(ctx.pool, reactorCheckpointName(reactor));
    await logSettled(ctx.pool);

    await expect(advanceProjection(ctx.pool, asProjection)).rejects.toThrow('Redis went away before e2');
    expect(await loadCheckpoint(ctx.pool, reactorCheckpointName(reactor))).toEqual(at);
    expect(await jobsIn(queue)).toEqual([]);

    failOn = null;
    await catchUpToNow(ctx.pool, asProjection);
    expect(await jobsIn(queue)).toEqual(sorted([jobFor(reactor, first), jobFor(reactor, second)]));
  });

  it('turns an event committed while no reactor ran into one job run once, however often the reactors start', async () => {
    const reactor = postingReactor('report-request', 'ReportRequested');
    const event = await record('r1', true, 'ReportRequested');
    const runs: string[] = [];
    const worker = startWorker(
      { queue: reactor.queue, process: async (job) => void runs.push((job.data as Posting).documentId) },
      queueContextOf(ctx),
    );
    try {
      for (let start = 0; start < 2; start++) {
        const reactors = runReactors(ctx, [reactor], { idleMs: 20 });
        for (let wait = 0; wait < 200 && runs.length === 0; wait++) await new Promise((r) => setTimeout(r, 50));
        await catchUpToNow(ctx.pool, projectionOf(reactor));
        await reactors.stop();
        // As after a crash between the enqueue and the checkpoint: the next start reads the event again.
        await ctx.pool.query(sql.unsafe`
          UPDATE projection_checkpoints SET transaction_id = '0', global_position = 0
          WHERE name = ${reactorCheckpointName(reactor)}`);
      }
      await new Promise((r) => setTimeout(r, 300));
      expect(runs).toEqual(['r1']);
      expect((await queueOf(reactor).getJob(reactorJobId(reactor, event)))?.finishedOn).toBeDefined();
    } finally {
      await worker.close();
    }
  });
});
