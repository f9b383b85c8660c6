import { randomUUID } from 'node:crypto';
import type { Queue } from 'bullmq';
import { createReadStream } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { countyStaffRoles, managerRoles } from '@landrecords/contracts/codes';
import { landSharkCodes } from '@landrecords/contracts/portal/landshark-codes';
import {
  reportCallNames,
  reportCalls,
  reportCriteriaSchema,
  reportNames,
  reportSettingOf,
  restrictedLogTypes,
  restrictedTransactionTypes,
  type ReportCall,
} from '@landrecords/contracts/reports/criteria';
import { longReportRows, reportJobIdParamsSchema, type ReportJobStatus } from '@landrecords/contracts/reports/jobs';
import { reportUsernamesQuerySchema, type ReportLists } from '@landrecords/contracts/reports/lists';
import { reportMessages as m } from '@landrecords/contracts/reports/messages';
import { todayIn } from '@landrecords/contracts/validation/dates';
import { readSection } from '@landrecords/projections/config/index';
import { sql } from '@landrecords/projections/platform/database';
import { chainHeadOf } from '@landrecords/projections/platform/eventstore/chain';
import { success } from '../platform/http/envelope';
import { UserFacingError } from '../platform/http/errors';
import { parseOrReject } from '../platform/http/validation';
import { enqueue } from '../platform/queue/enqueue';
import { createQueue, queueContextOf } from '../platform/queue/index';
import { signedIn } from '../platform/sessions/plugin';
import { callerScope } from '../users/index';
import { reportFilePath } from './report-files';
import { countReportRows, reportDocument, type ReportRequest } from './report-documents';
import { cancelReportJobRecord, readReportJob, updateReportJob, writeReportJob } from './report-job-record';
import { reportJob, type ReportJobData } from './report.job';
import { languageTagOf } from './report-language';
import { reportReach } from './report-scope';
import { reportStreams } from './report-streams';
import { contentTypes, renderReportBytes, type ReportFormat } from './render-file';
import { reportWindow } from './report-window';

type JobParams = { Params: { jobId: string } };

const listOf = (codes: Readonly<Record<string, string>>, allowed?: readonly string[]) =>
  Object.entries(codes)
    .filter(([code]) => !allowed || allowed.includes(code))
    .map(([code, description]) => ({ code, description }));

const attachment = (reply: FastifyReply, fileName: string, format: ReportFormat) =>
  reply
    .type(contentTypes[format])
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store');

/**
 * The reports (002 §2.2, §6, §7): report/<call> answers the file, or 202 with a job for a report of more than
 * `longReportRows` rows; report/job/... its progress, file and cancel, for the caller who asked only; report/lists
 * and report/usernames what the screens offer. TRIMIN, COUNTY and ACCOUNT only; the limits of each are settled by
 * reportReach before a row is read.
 */
async function reportRoutes(app: FastifyInstance): Promise<void> {
  const { pool, redis, config } = app.ctx;
  const prefix = config.QUEUE_PREFIX;

  for (const call of reportCallNames) {
    const { report, format } = reportCalls[call as ReportCall];
    app.post(`/report/${call}`, async (request, reply) => {
      const session = request.session!;
      const { timeZone } = await readSection(pool, 'common');
      const today = todayIn(timeZone);
      const criteria = parseOrReject(reportCriteriaSchema(today), request.body ?? {});
      const scope = await callerScope(pool, session);
      const reach = await reportReach(pool, scope, report, criteria);
      const language = await pool.maybeOneFirst(sql.unsafe`SELECT language FROM users WHERE id = ${scope.userId}`);
      const reportRequest: ReportRequest = {
        report,
        criteria,
        reach,
        window: reportWindow(criteria, today, timeZone),
        today,
        timeZone,
        language: languageTagOf(language),
        chainHead: await chainHeadOf(pool, await reportStreams(pool, reach)),
      };
      const total = await countReportRows(pool, reportRequest);
      const fileName = `${report}.${format}`;
      if (total <= longReportRows) {
        const doc = await reportDocument(pool, reportRequest, total);
        return attachment(reply, fileName, format).send(Buffer.from(await renderReportBytes(doc, format)));
      }
      const jobId = randomUUID();
      const path = await reportFilePath(config.DATA_DIR, jobId, format);
      await writeReportJob(redis, prefix, jobId, {
        userId: session.userId,
        path,
        state: 'running',
        done: 0,
        total,
        fileName,
      });
      const data: ReportJobData = { jobId, request: reportRequest, format, total, path };
      await enqueue(app.ctx, reportJob.queue, data, { jobId, ...reportJob.jobOptions });
      return reply.code(202).send(success({ jobId, total }, m.started({ total })));
    });
  }

  // The queue, to tell a job its worker lost (killed, or failed before it could say so) from one still running.
  let queue: Queue | null = null;
  app.addHook('onClose', async () => queue?.close());
  const lostByItsWorker = async (jobId: string) => {
    queue ??= createQueue(reportJob.queue, queueContextOf(app.ctx));
    const job = await queue.getJob(jobId);
    return !job || (await job.getState()) === 'failed';
  };

  /** A job of the caller's own; anyone else's is answered as none. */
  const ownJob = async (jobId: string, userId: string) => {
    const record = await readReportJob(redis, prefix, jobId);
    if (!record || record.userId !== userId) throw new UserFacingError(m.noSuchJob, 404);
    if (record.state === 'running' && (await lostByItsWorker(jobId))) {
      await updateReportJob(redis, prefix, jobId, { state: 'failed', message: m.failed.text });
      return { ...record, state: 'failed' as const, message: m.failed.text };
    }
    return record;
  };

  const jobSchema = { schema: { params: reportJobIdParamsSchema } };
  app.get<JobParams>('/report/job/:jobId', jobSchema, async (request) => {
    const { state, done, total, fileName, message } = await ownJob(request.params.jobId, request.session!.userId);
    const status: ReportJobStatus = { state, done: Math.min(done, total), total, fileName };
    return success(message ? { ...status, message } : status);
  });

  app.get<JobParams>('/report/job/:jobId/file', jobSchema, async (request, reply) => {
    const record = await ownJob(request.params.jobId, request.session!.userId);
    if (record.state === 'cancelled') throw new UserFacingError(m.cancelled, 409);
    if (record.state === 'failed') throw new UserFacingError(m.failed, 409);
    if (record.state !== 'done') throw new UserFacingError(m.notReady, 409);
    const format: ReportFormat = record.fileName.endsWith('.xlsx') ? 'xlsx' : 'pdf';
    const file = createReadStream(record.path);
    const opened = await new Promise<boolean>((resolve) => {
      file.once('open', () => resolve(true));
      file.once('error', () => resolve(false));
    });
    if (!opened) throw new UserFacingError(m.expired, 410);
    return attachment(reply, record.fileName, format).send(file);
  });

  app.post<JobParams>('/report/job/:jobId/cancel', jobSchema, async (request) => {
    await ownJob(request.params.jobId, request.session!.userId);
    const cancelled = await cancelReportJobRecord(redis, prefix, request.params.jobId, m.cancelled.text);
    return success(null, cancelled ? m.cancelled : null);
  });

  app.get('/report/lists', async (request): Promise<ReturnType<typeof success<ReportLists>>> => {
    const scope = await callerScope(pool, request.session!);
    const staff = countyStaffRoles.includes(scope.role);
    const settings = await readSection(pool, 'reports');
    const reports = reportNames.filter(
      (name) => settings[reportSettingOf[name]] && (staff || name !== 'AccountTypeReport'),
    );
    return success({
      logTypes: listOf(landSharkCodes.logTypes, staff ? undefined : restrictedLogTypes),
      transactionTypes: listOf(landSharkCodes.transactionTypes, staff ? undefined : restrictedTransactionTypes),
      dataSources: staff ? listOf(landSharkCodes.dataSourceTypes) : [],
      accounts: scope.allowableAccounts,
      chooseAccount: staff,
      chooseDataSource: staff,
      reports,
      notes: Object.fromEntries(reports.map((name) => [name, settings[`${reportSettingOf[name]}CountyNote`]])),
    });
  });

  app.get('/report/usernames', { schema: { querystring: reportUsernamesQuerySchema } }, async (request) => {
    const query = request.query as { accountName: string; startsWith: string };
    const scope = await callerScope(pool, request.session!);
    const staff = countyStaffRoles.includes(scope.role);
    const accountIds = scope.allowableAccounts.map((account) => account.id);
    const rows = await pool.any(sql.unsafe`
      SELECT u.username, a.name AS account_name FROM users u JOIN accounts a ON a.id = u.account_id
      WHERE lower(u.username) LIKE ${`${query.startsWith.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`}
        ${query.accountName === '' ? sql.fragment`` : sql.fragment`AND lower(a.name) = lower(${query.accountName})`}
        ${staff ? sql.fragment`` : sql.fragment`AND u.account_id = ANY(${sql.array(accountIds, 'int8')})`}
      ORDER BY lower(u.username) LIMIT 50`);
    return success(rows.map((row) => ({ username: String(row.username), accountName: String(row.account_name) })));
  });
}

export const reportCapabilityRoutes = signedIn([reportRoutes], ...managerRoles);
