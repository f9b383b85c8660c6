import type { JobsOptions, Queue } from 'bullmq';
import type { AppContext } from '../context';
import { createQueue, queueContextOf } from './index';

const queuesOf = new WeakMap<AppContext, Map<string, Queue>>();

/** Adds a job to a named queue, one Queue object per context and name (they share the context's Redis). */
export async function enqueue<Data>(app: AppContext, queue: string, data: Data, options: JobsOptions = {}) {
  let queues = queuesOf.get(app);
  if (!queues) queuesOf.set(app, (queues = new Map()));
  let target = queues.get(queue);
  if (!target) queues.set(queue, (target = createQueue(queue, queueContextOf(app)) as Queue));
  return target.add(queue, data, options);
}
