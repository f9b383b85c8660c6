import type { Job, Queue } from 'bullmq';
import type { FailedJob, QueueCounts } from '@landrecords/contracts/monitoring/report';
import { monitoringMessages } from '@landrecords/contracts/monitoring/messages';
import type { AppContext } from '../platform/context';
import { UserFacingError } from '../platform/http/errors';
import { createQueue, queueContextOf } from '../platform/queue/index';

/** Failed jobs read to count the dead-lettered ones: past this many the count is of the newest. */
const FAILED_SCANNED = 1000;
/** Failed jobs listed per queue, newest first. */
const FAILED_LISTED = 20;

/** A job failed after its last attempt: nothing will try it again unless someone retries it. */
const isDeadLettered = (job: Job) => job.attemptsMade >= (job.opts.attempts ?? 1);

const failedJobOf = (queue: string, job: Job): FailedJob => ({
  queue,
  id: String(job.id),
  name: job.name,
  failedReason: job.failedReason ?? '',
  attemptsMade: job.attemptsMade,
  attempts: job.opts.attempts ?? 1,
  deadLettered: isDeadLettered(job),
  failedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
});

/** The county's queues, by name, read through the app's Redis connection; closed with the app. */
export function queueBoard(ctx: AppContext, names: () => readonly string[]) {
  const open = new Map<string, Queue>();
  const queueNamed = (name: string): Queue => {
    if (!names().includes(name)) throw new UserFacingError(monitoringMessages.noSuchQueue({ queue: name }), 404);
    let queue = open.get(name);
    if (!queue) open.set(name, (queue = createQueue(name, queueContextOf(ctx)) as Queue));
    return queue;
  };
  const jobIn = async (queueName: string, id: string): Promise<Job> => {
    const job = await queueNamed(queueName).getJob(id);
    if (!job) throw new UserFacingError(monitoringMessages.noSuchJob({ queue: queueName, id }), 404);
    return job;
  };

  const countsOf = async (name: string): Promise<QueueCounts> => {
    const queue = queueNamed(name);
    const [counts, failed, paused] = await Promise.all([
      queue.getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'completed', 'failed'),
      queue.getFailed(0, FAILED_SCANNED - 1),
      queue.isPaused(),
    ]);
    return {
      name,
      waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
      active: counts.active ?? 0,
      delayed: counts.delayed ?? 0,
      completed: counts.completed ?? 0,
      failed: counts.failed ?? 0,
      deadLettered: failed.filter((job) => job && isDeadLettered(job)).length,
      paused,
    };
  };

  return {
    names: () => [...new Set(names())],
    counts: () => Promise.all([...new Set(names())].map(countsOf)),

    /** The newest failed jobs of every queue, newest first. */
    failedJobs: async (limit = 50): Promise<FailedJob[]> => {
      const lists = await Promise.all(
        [...new Set(names())].map(async (name) => {
          const jobs = await queueNamed(name).getFailed(0, FAILED_LISTED - 1);
          return jobs.filter(Boolean).map((job) => failedJobOf(name, job));
        }),
      );
      return lists
        .flat()
        .sort((a, b) => (b.failedAt ?? '').localeCompare(a.failedAt ?? ''))
        .slice(0, limit);
    },

    /** A failed job goes back to wait with its attempts counted afresh. */
    retry: async (queueName: string, id: string) => {
      const job = await jobIn(queueName, id);
      if ((await job.getState()) !== 'failed') throw new UserFacingError(monitoringMessages.jobNotFailed({ id }), 409);
      await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
    },

    /** Any job but a running one is removed from its queue for good. */
    remove: async (queueName: string, id: string) => {
      const job = await jobIn(queueName, id);
      if ((await job.getState()) === 'active') throw new UserFacingError(monitoringMessages.jobActive({ id }), 409);
      try {
        await job.remove();
      } catch (error) {
        // Taken by a worker between the state read and the removal: it holds the job's lock.
        if ((await job.getState()) === 'active') throw new UserFacingError(monitoringMessages.jobActive({ id }), 409);
        throw error;
      }
    },

    close: () => Promise.all([...open.values()].map((queue) => queue.close())),
  };
}

export type QueueBoard = ReturnType<typeof queueBoard>;
