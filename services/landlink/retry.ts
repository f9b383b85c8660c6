import { markRetried, outboxPostings } from '@landrecords/projections/landlink/index';
import type { AppContext } from '../platform/context';
import { postingJobOptions, postingQueue, postingRetry } from './dispatch.job';
import { POSTING_QUEUE } from './posting.job';

/**
 * Dead postings back to the queue (what the monitoring page's retry of the failed list also does): the failed
 * job retried where BullMQ still holds it, added anew otherwise. Each is then sent once; resolves with how many.
 */
export async function retryDeadPostings(app: AppContext, keys?: readonly string[]): Promise<number> {
  const dead = keys ?? (await outboxPostings(app.pool, 'dead', 10_000)).map((posting) => posting.key);
  await markRetried(app.pool, dead);
  const queue = postingQueue(app);
  for (const key of dead) {
    const job = await queue.getJob(key);
    if (job && (await job.isFailed())) await job.retry('failed');
    else if (!job) await queue.add(POSTING_QUEUE, { key }, { ...postingJobOptions(postingRetry), jobId: key });
  }
  return dead.length;
}
