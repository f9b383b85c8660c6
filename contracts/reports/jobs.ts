import { z } from 'zod';

/**
 * A report over `longReportRows` rows is made in the background: its call answers 202 with the job, not the file.
 * The screen then asks GET report/job/{jobId} for its progress, downloads GET report/job/{jobId}/file when it is
 * done, or cancels with POST report/job/{jobId}/cancel. A report file is kept for an hour.
 */
export const longReportRows = 2000;
export const reportFileKeptMs = 60 * 60 * 1000;

/** content of the 202 answer to a long report's call. */
export const reportJobStartedSchema = z.object({ jobId: z.string(), total: z.number().int().min(0) });
export type ReportJobStarted = z.infer<typeof reportJobStartedSchema>;

export const reportJobStates = ['running', 'done', 'failed', 'cancelled'] as const;
export type ReportJobState = (typeof reportJobStates)[number];

/** content of GET report/job/{jobId}: rows printed of the total, the file's name (StatementReport.pdf...). */
export const reportJobStatusSchema = z.object({
  state: z.enum(reportJobStates),
  done: z.number().int().min(0),
  total: z.number().int().min(0),
  fileName: z.string(),
  /** Why it failed or was cancelled, a declared message's text (reportMessages). */
  message: z.string().optional(),
});
export type ReportJobStatus = z.infer<typeof reportJobStatusSchema>;

export const reportJobIdParamsSchema = z.object({ jobId: z.string().regex(/^[A-Za-z0-9-]{1,64}$/) });
