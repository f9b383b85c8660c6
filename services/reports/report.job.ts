import { rm } from 'node:fs/promises';
import type { ReportName } from '@landrecords/contracts/reports/criteria';
import { reportMessages as m } from '@landrecords/contracts/reports/messages';
import type { AppContext } from '../platform/context';
import type { JobDefinition } from '../platform/queue/index';
import { removeOldReportFiles } from './report-files';
import { reportDocument, type ReportRequest } from './report-documents';
import { readReportJob, updateReportJob } from './report-job-record';
import { renderReportFile, type ReportFormat } from './render-file';

export type ReportJobData = {
  jobId: string;
  request: ReportRequest & { report: ReportName };
  format: ReportFormat;
  total: number;
  path: string;
};

/**
 * A long report, printed in the background into its file: its progress told after each batch of rows, stopped
 * at the next batch when its owner cancels it. Never retried: a failure is told to the screen, which may run it
 * again.
 */
export async function runReportJob(app: AppContext, data: ReportJobData): Promise<number> {
  const { redis, config, pool } = app;
  const prefix = config.QUEUE_PREFIX;
  const record = await readReportJob(redis, prefix, data.jobId);
  if (record?.state !== 'running') return 0;
  const controller = new AbortController();
  let rowsDone = 0;
  let telling: Promise<unknown> | null = null;
  const onProgress = (done: number) => {
    rowsDone = done;
    // One progress write at a time; the next batch tells the newest count.
    telling ??= updateReportJob(redis, prefix, data.jobId, { done }).then((state) => {
      telling = null;
      if (state !== 'running') controller.abort();
    });
  };
  try {
    const doc = await reportDocument(pool, data.request, data.total);
    await renderReportFile(doc, data.format, data.path, { onProgress, signal: controller.signal });
    await telling;
    const before = await updateReportJob(redis, prefix, data.jobId, {
      state: 'done',
      done: rowsDone,
      total: rowsDone,
    });
    if (before !== 'running') await rm(data.path, { force: true });
    return rowsDone;
  } catch (error) {
    await telling;
    await rm(data.path, { force: true });
    if (controller.signal.aborted) return rowsDone;
    await updateReportJob(redis, prefix, data.jobId, { state: 'failed', message: m.failed.text });
    throw error;
  }
}

export const reportJob: JobDefinition<ReportJobData, number> = {
  queue: 'report',
  concurrency: 2,
  jobOptions: { attempts: 1, removeOnComplete: { age: 3600 }, removeOnFail: { age: 3600 } },
  process: (job, app) => runReportJob(app, job.data),
};

/** Every ten minutes: the report files older than an hour are removed. */
export const reportFileSweepJob: JobDefinition<unknown, number> = {
  queue: 'report-file-sweep',
  schedule: { pattern: '0 */10 * * * *' },
  process: (_job, app) => removeOldReportFiles(app.config.DATA_DIR),
};
