import {
  Queue,
  Worker,
  type ConnectionOptions,
  type Job,
  type JobsOptions,
  type RepeatOptions,
  type WorkerOptions,
} from 'bullmq';
import type { Redis } from 'ioredis';
import type { AppContext } from '../context';
import type { Logger } from '../logger';

/** A failed job is tried again with growing waits: 1 s, 2 s, 4 s, 8 s... then kept in the failed list. */
export const defaultJobOptions: JobsOptions = {
  attempts: 6,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: { count: 1000 },
  removeOnFail: { count: 10_000 },
};

/** One kind of background work: the queue it lives on and what to do with each job. */
export type JobDefinition<Data = unknown, Result = unknown> = {
  queue: string;
  process: (job: Job<Data, Result>, app: AppContext) => Promise<Result>;
  concurrency?: number;
  jobOptions?: JobsOptions;
  /** Repeating work (purges, billing): a BullMQ job scheduler, kept once per queue whatever the worker count. */
  schedule?: Omit<RepeatOptions, 'key'>;
  /** The worker's own settings (a shorter lock, so a job of a killed worker is taken up again sooner). */
  workerOptions?: Partial<WorkerOptions>;
};

/** `app` is what the jobs run with (database, configuration); queue-only tests may leave it out. */
export type QueueContext = { connection: Redis; prefix: string; logger: Logger; app?: AppContext };

export const queueContextOf = (app: AppContext): QueueContext => ({
  connection: app.redis,
  prefix: app.config.QUEUE_PREFIX,
  logger: app.logger,
  app,
});

export function createQueue<Data = unknown>(
  name: string,
  { connection, prefix }: QueueContext,
  jobOptions: JobsOptions = {},
): Queue<Data> {
  return new Queue<Data>(name, {
    connection: connection as ConnectionOptions,
    prefix,
    defaultJobOptions: { ...defaultJobOptions, ...jobOptions },
  });
}

export function startWorker<Data, Result>(
  definition: JobDefinition<Data, Result>,
  { connection, prefix, logger, app }: QueueContext,
  options: Partial<WorkerOptions> = {},
): Worker<Data, Result> {
  // A worker blocks its connection while waiting for jobs, so it gets one of its own.
  const ownConnection = connection.duplicate();
  const worker = new Worker<Data, Result>(definition.queue, (job) => definition.process(job, app as AppContext), {
    connection: ownConnection as ConnectionOptions,
    prefix,
    concurrency: definition.concurrency ?? 1,
    ...options,
  });
  worker.on('failed', (job, error) =>
    logger.warn({ queue: definition.queue, jobId: job?.id, attempt: job?.attemptsMade, err: error }, 'job failed'),
  );
  worker.on('error', (error) => logger.error({ queue: definition.queue, err: error }, 'worker error'));
  worker.on('closed', () => ownConnection.disconnect());
  return worker;
}

/** Creates or updates the job scheduler of each definition that has a schedule. */
export async function upsertSchedules(definitions: readonly JobDefinition[], context: QueueContext): Promise<void> {
  for (const definition of definitions) {
    if (!definition.schedule) continue;
    const queue = createQueue(definition.queue, context);
    await queue.upsertJobScheduler(definition.queue, definition.schedule, { name: definition.queue });
    await queue.close();
  }
}

/** Starts a worker per definition and keeps their schedules; `close` waits for the jobs in hand to finish. */
export function startWorkers(definitions: readonly JobDefinition[], context: QueueContext) {
  const workers = definitions.map((definition) => startWorker(definition, context, definition.workerOptions));
  const scheduled = upsertSchedules(definitions, context).catch((error: unknown) =>
    context.logger.error({ err: error }, 'could not set the job schedules'),
  );
  return {
    workers,
    close: async () => {
      await scheduled;
      await Promise.all(workers.map((worker) => worker.close()));
    },
  };
}
