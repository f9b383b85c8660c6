import { Queue, Worker, type ConnectionOptions, type Job, type JobsOptions, type WorkerOptions } from 'bullmq';
import type { Redis } from 'ioredis';
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
  process: (job: Job<Data, Result>) => Promise<Result>;
  concurrency?: number;
  jobOptions?: JobsOptions;
};

export type QueueContext = { connection: Redis; prefix: string; logger: Logger };

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
  { connection, prefix, logger }: QueueContext,
  options: Partial<WorkerOptions> = {},
): Worker<Data, Result> {
  // A worker blocks its connection while waiting for jobs, so it gets one of its own.
  const ownConnection = connection.duplicate();
  const worker = new Worker<Data, Result>(definition.queue, (job) => definition.process(job), {
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

/** Starts a worker per definition; `close` waits for the jobs in hand to finish. */
export function startWorkers(definitions: readonly JobDefinition[], context: QueueContext) {
  const workers = definitions.map((definition) => startWorker(definition, context));
  return {
    workers,
    close: async () => {
      await Promise.all(workers.map((worker) => worker.close()));
    },
  };
}
