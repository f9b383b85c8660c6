import type { Projection } from '@landrecords/projections/platform/projection';
import { runProjections, type ProjectionRunner } from '@landrecords/projections/platform/runner';
import type { AppContext } from '../context';
import { enqueue } from '../queue/enqueue';
import { reactorCheckpointName, reactorJobId, type Reactor } from './reactor';

/**
 * A reactor as the projection runner reads the log for it: a batch at a time in commit order, under its lock, its
 * checkpoint saved in the same transaction once every job of the batch is enqueued. A crash or a Redis failure
 * before that leaves the checkpoint where it was, and the batch is read again: a job enqueued twice keeps its id,
 * so it is held once. It has no tables, so nothing rebuilds it (it is in no list of read models to rebuild).
 */
export function reactorProjection(app: AppContext, reactor: Reactor): Projection {
  return {
    name: reactorCheckpointName(reactor),
    tables: [],
    eventTypes: reactor.eventTypes,
    mode: 'async',
    apply: async (_tx, events) => {
      for (const event of events) {
        const data = reactor.jobOf(event);
        if (data === null) continue;
        await enqueue(app, reactor.queue, data, { ...reactor.jobOptions, jobId: reactorJobId(reactor, event) });
      }
    },
  };
}

/** Keeps every reactor caught up with the log until stopped (one process at a time moves each). */
export function runReactors(
  app: AppContext,
  reactors: readonly Reactor[],
  options: { idleMs?: number; batchSize?: number } = {},
): ProjectionRunner {
  return runProjections(
    app.pool,
    reactors.map((reactor) => reactorProjection(app, reactor)),
    app.logger,
    options,
  );
}
