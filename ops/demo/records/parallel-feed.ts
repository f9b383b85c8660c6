import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { CountyOptions } from './county';
import type { FeedBatch, FeedWorkerData } from './feed-worker';

/**
 * The feed of a large county written by several threads (feed-worker.ts): each generates the same county and
 * serializes every n-th batch of records, the main thread writes the batches in order, so the lines are
 * exactly those of one thread, made about n times faster where JSON text is most of the work.
 */

export interface FeedCounts {
  records: number;
  landDocuments: number;
  bytes: number;
}

// A worker starts without the parent's TypeScript loader: it registers tsx, then loads the worker module.
const bootstrap = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
  .then(({ register }) => register())
  .then(() => import(${JSON.stringify(new URL('./feed-worker.ts', import.meta.url).href)}));`;

export function feedThreads(documents: number): number {
  return documents >= 20_000 ? Math.min(2, availableParallelism()) : 1;
}

export async function writeFeedInThreads(
  options: CountyOptions,
  write: (bytes: Uint8Array) => Promise<void>,
  threads = feedThreads(options.documents),
  onProgress?: (counts: FeedCounts) => void,
): Promise<FeedCounts> {
  const written = new SharedArrayBuffer(4 * threads);
  const done = new Int32Array(written);
  const counts: FeedCounts = { records: 0, landDocuments: 0, bytes: 0 };
  const ready = new Map<number, FeedBatch>();
  let next = 0;
  let total = -1;
  let writing = Promise.resolve();
  const workers = Array.from({ length: threads }, (_, thread) => {
    const workerData: FeedWorkerData = { options, thread, threads, batchSize: 4096, ahead: 4, written };
    return new Worker(bootstrap, { eval: true, workerData });
  });
  await new Promise<void>((resolve, reject) => {
    let ended = 0;
    const pump = () => {
      writing = writing.then(async () => {
        for (let batch = ready.get(next); batch; batch = ready.get(next)) {
          ready.delete(next);
          await write(batch.bytes);
          counts.records += batch.records;
          counts.landDocuments += batch.landDocuments;
          counts.bytes += batch.bytes.byteLength;
          const thread = next % threads;
          Atomics.add(done, thread, 1);
          Atomics.notify(done, thread);
          next += 1;
          onProgress?.(counts);
        }
        if (ended === threads && counts.records === total) resolve();
      }, reject);
    };
    for (const worker of workers) {
      worker.on('message', (message: FeedBatch & { total?: number }) => {
        if (message.batch < 0) {
          ended += 1;
          total = message.total ?? total;
        } else ready.set(message.batch, message);
        pump();
      });
      worker.on('error', reject);
      worker.on('exit', (code) => code !== 0 && reject(new Error(`a feed thread stopped with code ${code}`)));
    }
  }).finally(() => Promise.all(workers.map((worker) => worker.terminate())));
  return counts;
}
