import type { JobsOptions, Queue } from 'bullmq';
import { markEnqueued, postingsToEnqueue } from '@landrecords/projections/landlink/index';
import type { AppContext } from '../platform/context';
import { createQueue, queueContextOf, type JobDefinition } from '../platform/queue/index';
import { landLinkConfigured } from './client';
import { recordSentPostings } from './history';
import { POSTING_QUEUE, type PostingJob } from './posting.job';

export const DISPATCH_QUEUE = 'landlink-dispatch';

/**
 * How a posting is retried: 10 attempts 1 s, 2 s, 4 s... apart (about 8½ minutes of LandLink being down), then
 * dead. Completed jobs are dropped so a key can be handed over again; failed ones stay: the dead-letter list.
 */
export type PostingRetry = { attempts: number; backoffMs: number };
export const postingRetry: PostingRetry = { attempts: 10, backoffMs: 1000 };

export const postingJobOptions = ({ attempts, backoffMs }: PostingRetry): JobsOptions => ({
  attempts,
  backoff: { type: 'exponential', delay: backoffMs },
  removeOnComplete: true,
  removeOnFail: false,
});

/** A handed-over posting still unsent after this long is handed over again (its job may be lost with Redis). */
const STALE_AFTER_SECONDS = 15 * 60;
const BATCH = 1000;

const queues = new WeakMap<AppContext, Queue<PostingJob>>();
export function postingQueue(app: AppContext): Queue<PostingJob> {
  let queue = queues.get(app);
  if (!queue) queues.set(app, (queue = createQueue<PostingJob>(POSTING_QUEUE, queueContextOf(app))));
  return queue;
}

/**
 * Hands the outbox's unsent postings to the posting queue, one job each whose id is the posting's key (BullMQ
 * holds an id once), oldest charge first, until none is left or `max` were handed over. Nothing while LandLink
 * is not configured: the postings wait, counted by landLinkSummary. Resolves with how many were handed over.
 */
export async function dispatchPostings(app: AppContext, retry = postingRetry, max = 50_000): Promise<number> {
  while ((await recordSentPostings(app)) > 0);
  if (!landLinkConfigured(app.config)) return 0;
  const queue = postingQueue(app);
  let handed = 0;
  while (handed < max) {
    const keys = await postingsToEnqueue(app.pool, Math.min(BATCH, max - handed), STALE_AFTER_SECONDS);
    if (keys.length === 0) break;
    const options = postingJobOptions(retry);
    await queue.addBulk(keys.map((key) => ({ name: POSTING_QUEUE, data: { key }, opts: { ...options, jobId: key } })));
    await markEnqueued(app.pool, keys);
    handed += keys.length;
  }
  return handed;
}

/**
 * The sweep: every second the account history's events of the postings sent since (recordSentPostings), and the
 * outbox's new postings to the queue (the outbox projection writes them as charges
 * are recorded), and at the first run after LANDLINK_URL is set, every posting that waited for it.
 */
export const landLinkDispatchJob: JobDefinition<unknown, number> = {
  queue: DISPATCH_QUEUE,
  schedule: { every: 1000 },
  jobOptions: { attempts: 1, removeOnComplete: true, removeOnFail: { count: 100 } },
  process: async (_job, app) => dispatchPostings(app),
};
