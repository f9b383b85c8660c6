import { parentPort, workerData } from 'node:worker_threads';
import { countyRecords, type CountyOptions } from './index';

/**
 * One of the feed writer's threads (see parallel-feed.ts). It generates the whole county, which the seed makes
 * the same in every thread, and turns into NDJSON only its own batches: batch b belongs to thread b mod n.
 * It stays at most `ahead` batches ahead of what the main thread has written (a shared counter per thread).
 */

export interface FeedWorkerData {
  options: CountyOptions;
  thread: number;
  threads: number;
  batchSize: number;
  ahead: number;
  written: SharedArrayBuffer;
}

export interface FeedBatch {
  batch: number;
  bytes: Uint8Array;
  records: number;
  landDocuments: number;
}

const { options, thread, threads, batchSize, ahead, written } = workerData as FeedWorkerData;
const done = new Int32Array(written);
let record = 0;
let produced = 0;
let lines: string[] = [];
let landDocuments = 0;

function send(batch: number) {
  while (produced - Atomics.load(done, thread) >= ahead) Atomics.wait(done, thread, Atomics.load(done, thread), 1000);
  lines.push('');
  const text = Buffer.from(lines.join('\n'));
  // Small buffers are slices of a shared pool, which must not be transferred: those are copied.
  const bytes = text.byteLength === text.buffer.byteLength ? text : Uint8Array.from(text);
  const message: FeedBatch = { batch, bytes, records: lines.length - 1, landDocuments };
  parentPort!.postMessage(message, [bytes.buffer as ArrayBuffer]);
  produced += 1;
  lines = [];
  landDocuments = 0;
}

for (const line of countyRecords(options)) {
  const batch = Math.floor(record / batchSize);
  if (batch % threads === thread) {
    lines.push(JSON.stringify(line));
    if (line.kind === 'landDocument') landDocuments += 1;
  }
  record += 1;
  if (record % batchSize === 0 && batch % threads === thread) send(batch);
}
if (lines.length > 0) send(Math.floor((record - 1) / batchSize));
parentPort!.postMessage({ batch: -1, bytes: new Uint8Array(0), records: 0, landDocuments: 0, total: record });
