import type { Redis } from 'ioredis';
import type { ReportJobState, ReportJobStatus } from '@landrecords/contracts/reports/jobs';
import { reportFileKeptMs } from '@landrecords/contracts/reports/jobs';

/**
 * A long report's state, kept in Redis beside its BullMQ job: whose it is, how far it got, where its file is.
 * The screen's progress and Cancel read and write this; the worker honours a cancel at its next batch.
 */
export type ReportJobRecord = ReportJobStatus & { userId: string; path: string };

const keyOf = (prefix: string, jobId: string) => `${prefix}:report-job:${jobId}`;
const keptSeconds = Math.ceil((reportFileKeptMs * 2) / 1000);

export async function writeReportJob(redis: Redis, prefix: string, jobId: string, record: ReportJobRecord) {
  const key = keyOf(prefix, jobId);
  await redis
    .multi()
    .hset(key, {
      userId: record.userId,
      path: record.path,
      state: record.state,
      done: String(record.done),
      total: String(record.total),
      fileName: record.fileName,
      message: record.message ?? '',
    })
    .expire(key, keptSeconds)
    .exec();
}

export async function readReportJob(redis: Redis, prefix: string, jobId: string): Promise<ReportJobRecord | null> {
  const fields = await redis.hgetall(keyOf(prefix, jobId));
  if (!fields.state) return null;
  return {
    userId: fields.userId ?? '',
    path: fields.path ?? '',
    state: fields.state as ReportJobState,
    done: Number(fields.done ?? 0),
    total: Number(fields.total ?? 0),
    fileName: fields.fileName ?? '',
    ...(fields.message ? { message: fields.message } : {}),
  };
}

// Sets fields only while the job runs: a cancel is never overwritten by a late batch or the end.
const whileRunning = `
if redis.call('HGET', KEYS[1], 'state') ~= 'running' then return redis.call('HGET', KEYS[1], 'state') end
redis.call('HSET', KEYS[1], unpack(ARGV))
return 'running'`;

/** Progress or the end of a running job; answers the job's state before (null: no such job). */
export async function updateReportJob(
  redis: Redis,
  prefix: string,
  jobId: string,
  changes: Partial<Pick<ReportJobRecord, 'state' | 'done' | 'total' | 'message'>>,
): Promise<ReportJobState | null> {
  const values = Object.entries(changes).flatMap(([field, value]) => [field, String(value)]);
  if (values.length === 0) return (await redis.hget(keyOf(prefix, jobId), 'state')) as ReportJobState | null;
  const state = await redis.eval(whileRunning, 1, keyOf(prefix, jobId), ...values);
  return (state as ReportJobState | null) ?? null;
}

/** Marks a running job cancelled; answers false when it had already ended. */
export async function cancelReportJobRecord(redis: Redis, prefix: string, jobId: string, message: string) {
  return (await updateReportJob(redis, prefix, jobId, { state: 'cancelled', message })) === 'running';
}
