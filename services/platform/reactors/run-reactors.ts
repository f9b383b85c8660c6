import type { Queue } from 'bullmq';
import type { Projection } from '@landrecords/projections/platform/projection';
import { runProjections, type ProjectionRunner } from '@landrecords/projections/platform/runner';
import type { AppContext } from '../context';
import { createQueue, queueContextOf } from '../queue/index';
import { reactorCheckpointName, reactorJobId, type Reactor } from './reactor';

export type ReactorProjection = Projection & { close: () => Promise<void> };

/**
 * A reactor as the projection runner reads the log for it: a batch at a time in commit order, under its lock, its
 * checkpoint saved in the same transaction once the batch's jobs are enqueued (one round trip to Redis). A crash or
 * a Redis failure before that leaves the checkpoint where it was, and the batch is read again: a job enqueued twice
 * keeps its id, so it is held once. It has no tables, so nothing rebuilds it (it is in no list of read models).
 */
export function reactorProjection(app: AppContext, reactor: Reactor): ReactorProjection {
  let queue: Queue | undefined;
  return {
    name: reactorCheckpointName(reactor),
    tables: [],
    eventTypes: reactor.eventTypes,
    mode: 'async',
    apply: async (_tx, events) => {
      const jobs = events.flatMap((event) => {
        const data = reactor.jobOf(event);
        if (data === null) return [];
        return [{ name: reactor.queue, data, opts: { ...reactor.jobOptions, jobId: reactorJobId(reactor, event) } }];
      });
      if (jobs.length === 0) return;
      queue ??= createQueue(reactor.queue, queueContextOf(app));
      await queue.addBulk(jobs);
    },
    close: async () => {
      await queue?.close();
    },
  };
}

/** Keeps every reactor caught up with the log until stopped (one process at a time moves each). */
export function runReactors(
  app: AppContext,
  reactors: readonly Reactor[],
  options: { idleMs?: number; batchSize?: number } = {},
): ProjectionRunner {
  const projections = reactors.map((reactor) => reactorProjection(app, reactor));
  const runner = runProjections(app.pool, projections, app.logger, options);
  return {
    stop: async () => {
      await runner.stop();
      await Promise.all(projections.map((projection) => projection.close()));
    },
  };
}
