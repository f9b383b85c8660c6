import type { JobsOptions } from 'bullmq';
import type { RecordedEvent } from '@landrecords/projections/platform/eventstore/index';

/**
 * What must happen because an event happened (a card settlement, a LandLink posting, an e-file hand-off), declared
 * by the capability that does it: the events it cares about and the job each becomes. The platform reads the log
 * in commit order and enqueues the jobs; the job does the work (and may be run again after a crash: it checks
 * first whether its work is done).
 */
export type Reactor<Data = unknown> = {
  /** Names its checkpoint and its jobs: letters, digits and dashes. */
  name: string;
  eventTypes: readonly string[];
  queue: string;
  /** The job's data for an event; null when this event needs nothing done. */
  jobOf: (event: RecordedEvent) => Data | null;
  jobOptions?: JobsOptions;
};

/** One job per reactor and event, whoever enqueues it and however often: BullMQ adds an id it holds only once. */
export const reactorJobId = (reactor: Pick<Reactor, 'name'>, event: Pick<RecordedEvent, 'id'>) =>
  `${reactor.name}-${event.id}`;

/** Where the reactor stands in the log, beside the projections' checkpoints. */
export const reactorCheckpointName = (reactor: Pick<Reactor, 'name'>) => `reactor:${reactor.name}`;
