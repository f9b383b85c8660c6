import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { formatDate, todayIn } from '@landrecords/contracts/validation/dates';
import { readSection } from '@landrecords/projections/config/index';
import { appendToStream } from '@landrecords/projections/platform/eventstore/index';
import { chainHead, formatChainHead } from '@landrecords/projections/platform/eventstore/chain';
import { apiClient, clientWithSession, type ApiClient, type ApiResponse } from '../../tests/support/api-client';
import { pdfJsText } from '../../tests/support/pdf-js-text';
import { givenAccount } from '../../tests/support/accounts';
import { testContext } from '../../tests/support/context';
import { logSettled } from '../../tests/support/database';
import { givenUser } from '../../tests/support/people';
import { buildApp } from '../app';
import { saveSection } from '../config/index';
import { createQueue, queueContextOf, startWorkers, type JobDefinition } from '../platform/queue/index';
import { reportCapabilityRoutes, reportJob } from './index';
import { reportsDirOf } from './report-files';
import { auditLogCaughtUp, billAccount, givenReportCounty, type ReportCounty } from './reports.fixtures';

const helpers = { givenAccount, givenUser, logSettled };

let ctx: Awaited<ReturnType<typeof testContext>>;
let app: FastifyInstance;
let county: ReportCounty;
let clerk: ApiClient;
let admin: ApiClient;
let today: string;

beforeAll(async () => {
  ctx = await testContext();
  app = await buildApp(ctx, { apiRoutes: [reportCapabilityRoutes] });
  county = await givenReportCounty(ctx.pool, helpers);
  await billAccount(ctx.pool, county.garapan, new Date());
  await auditLogCaughtUp(ctx.pool, helpers);
  today = formatDate(todayIn((await readSection(ctx.pool, 'common')).timeZone));
  clerk = await clientWithSession(app, { userId: '900', username: 'county.clerk1', role: 'COUNTY' });
  admin = await clientWithSession(app, { userId: String(county.admin), username: 'garapan.admin', role: 'ACCOUNT' });
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

async function sheetOf(response: ApiResponse) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: sheet.name, rows };
}

describe('POST /api/report/<call>', () => {
  it('answers the account report as a PDF attachment with the events it printed', async () => {
    const answer = await clerk.post('/api/report/accountReport', { fromDate: today, accountName: 'Garapan Abstract' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="AccountReport.pdf"');
    const text = await pdfJsText(answer.rawPayload);
    for (const expected of ['Account Report', 'Garapan Abstract', 'ana.cruz01', '10.0.0.7', 'Account Charged'])
      expect(text).toContain(expected);
    expect(text).not.toContain('kenji.sato1');
    // The chain head it was built from: the account's, its postings' and its users' streams, recomputed as of
    // the printed transaction horizon.
    const printed = /([0-9a-f]{8}(?: [0-9a-f]{8}){3}) @ tx (\d+)/.exec(text);
    expect(printed).not.toBeNull();
    const streams = [
      `account-${county.garapan}`,
      `landlink-account-${county.garapan}`,
      `user-${county.admin}`,
      `user-${county.ana}`,
    ];
    const head = await chainHead(ctx.pool, streams, printed![2]);
    expect(formatChainHead(head)).toContain(printed![1]!);
  });

  it('answers the statement export as a workbook that reads back', async () => {
    const answer = await clerk.post('/api/report/statementExport', {
      fromDate: today,
      accountName: 'Garapan Abstract',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toBe('attachment; filename="StatementReport.xlsx"');
    const { rows } = await sheetOf(answer);
    const header = rows.findIndex((row) => row.includes('Description'));
    expect(header).toBeGreaterThanOrEqual(0);
    const descriptions = rows.slice(header + 1).map((row) => row[rows[header]!.indexOf('Description')]);
    expect(descriptions).toEqual(
      expect.arrayContaining([
        'Opening balance',
        'Name search ana-1 (invoice)',
        'Name search ana-2 (invoice)',
        'Closing balance',
      ]),
    );
  });

  it('prints an account’s name in its own script', async () => {
    await givenAccount(ctx.pool, { name: '田中 測量', paymentMethod: 'ESCROW' });
    const answer = await clerk.post('/api/report/accountTypeReport', { fromDate: today });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toBe('attachment; filename="AccountTypeReport.pdf"');
    const text = await pdfJsText(answer.rawPayload);
    for (const expected of ['Account Type Report', '田中 測量', 'Garapan Abstract', 'Escrow'])
      expect(text).toContain(expected);
  });

  it('refuses bad criteria with the field’s message, never a 500', async () => {
    const missing = await clerk.post('/api/report/userReport', {});
    expect([missing.statusCode, missing.json()]).toEqual([
      400,
      expect.objectContaining({ ok: false, message: 'Required.', code: 'VALIDATION_REQUIRED' }),
    ]);
    const backwards = await clerk.post('/api/report/userReport', {
      fromDate: today,
      toDate: today,
      fromHour: 5,
      toHour: 4,
      toAmPm: 'AM',
    });
    expect(backwards.json()).toMatchObject({ ok: false, message: 'Invalid date/time range.' });
    const hour = await clerk.post('/api/report/userReport', { fromDate: today, fromHour: 13 });
    expect(hour.json()).toMatchObject({ ok: false, message: 'Choose an hour from 1 to 12.' });
    const format = await clerk.post('/api/report/userReport', { fromDate: '2026-01-01' });
    expect(format.json()).toMatchObject({ ok: false, message: 'MM/DD/YYYY' });
    const junk = await clerk.post('/api/report/userReport', { fromDate: today, logInformation: 'EVERYTHING' });
    expect([junk.statusCode, junk.json().message]).toEqual([400, 'Choose a log type from the list.']);
  });

  it('holds an ACCOUNT administrator to its own account and the restricted lists', async () => {
    const other = await admin.post('/api/report/accountReport', { fromDate: today, accountName: 'Susupe Title' });
    expect([other.statusCode, other.json()]).toEqual([
      403,
      expect.objectContaining({ ok: false, code: 'REPORT_ACCOUNT_NOT_ALLOWED', content: null }),
    ]);
    const config = await admin.post('/api/report/accountReport', { fromDate: today, logInformation: 'CONFIGURATION' });
    expect(config.json()).toMatchObject({ code: 'REPORT_LIST_NOT_ALLOWED' });
    const accountTypes = await admin.post('/api/report/accountTypeReport', { fromDate: today });
    expect(accountTypes.json()).toMatchObject({ code: 'REPORT_NOT_ALLOWED' });
    const own = await admin.post('/api/report/accountExport', { fromDate: today });
    expect(own.statusCode).toBe(200);
    const printed = JSON.stringify((await sheetOf(own)).rows);
    expect(printed).toContain('ana.cruz01');
    expect(printed).not.toContain('kenji.sato1');
  });

  it('refuses users and visitors, and a report the county has switched off', async () => {
    const user = await clientWithSession(app, { userId: String(county.ana), username: 'ana.cruz01', role: 'USER' });
    expect((await user.post('/api/report/userReport', { fromDate: today })).statusCode).toBe(403);
    expect((await apiClient(app).post('/api/report/userReport', { fromDate: today })).statusCode).toBe(403);
    await saveSection(ctx.pool, 'reports', { auditUsersReport: false }, { system: 'test' });
    const off = await clerk.post('/api/report/userReport', { fromDate: today });
    expect(off.json()).toMatchObject({ code: 'REPORT_DISABLED' });
    const lists = (await clerk.get('/api/report/lists')).json().content;
    expect(lists.reports).toEqual(['StatementReport', 'AccountReport', 'AccountTypeReport']);
    await saveSection(ctx.pool, 'reports', { auditUsersReport: true }, { system: 'test' });
  });
});

describe('GET /api/report/lists and usernames', () => {
  it('offers county staff the full lists and the data source, an ACCOUNT administrator the restricted ones', async () => {
    const trimin = await clientWithSession(app, { userId: '1', username: 'provider.staff', role: 'TRIMIN' });
    const provider = (await trimin.get('/api/report/lists')).json().content;
    const full = (await clerk.get('/api/report/lists')).json().content;
    expect(provider).toEqual(full);
    expect(full).toMatchObject({ chooseAccount: true, chooseDataSource: true });
    expect(full.logTypes.map((type: { code: string }) => type.code)).toContain('CONFIGURATION');
    expect(full.dataSources).toEqual([{ code: 'FIVE', description: 'This portal' }]);
    const restricted = (await admin.get('/api/report/lists')).json().content;
    expect(restricted).toMatchObject({ chooseAccount: false, chooseDataSource: false, dataSources: [] });
    expect(restricted.accounts).toEqual([{ id: county.garapan, name: 'Garapan Abstract' }]);
    expect(restricted.logTypes.map((type: { code: string }) => type.code)).toEqual([
      'ALL',
      'TRANSACTION',
      'ACCOUNT',
      'USER',
    ]);
    expect(restricted.transactionTypes.map((type: { code: string }) => type.code)).not.toContain('CARD_AUTHORIZATION');
    expect(restricted.reports).not.toContain('AccountTypeReport');
  });

  it('looks usernames up within the caller’s accounts', async () => {
    const found = (await admin.get('/api/report/usernames?startsWith=')).json().content;
    expect(found.map((user: { username: string }) => user.username)).toEqual(['ana.cruz01', 'garapan.admin']);
    const staff = (await clerk.get('/api/report/usernames?startsWith=ken')).json().content;
    expect(staff).toEqual([{ username: 'kenji.sato1', accountName: expect.any(String) }]);
  });
});

describe('a long report', () => {
  let owner: ApiClient;
  let longUser: number;

  beforeAll(async () => {
    const tanapag = await givenAccount(ctx.pool, { name: 'Tanapag Surveys', paymentMethod: 'ESCROW' });
    longUser = await givenUser(ctx.pool, { username: 'long.user01', accountId: tanapag });
    const metadata = { actor: { userId: String(longUser), username: 'long.user01' }, sourceIp: '10.0.0.11' };
    for (let batch = 0; batch < 6; batch++)
      await appendToStream(
        ctx.pool,
        `user-${longUser}`,
        Array.from({ length: 1000 }, () => ({
          type: 'UserSignedIn',
          data: { userId: longUser, language: 'ENGLISH' },
          metadata,
        })),
      );
    await auditLogCaughtUp(ctx.pool, helpers);
    owner = await clientWithSession(app, { userId: '901', username: 'county.clerk2', role: 'COUNTY' });
  });

  const status = async (client: ApiClient, jobId: string) => (await client.get(`/api/report/job/${jobId}`)).json();

  async function until(client: ApiClient, jobId: string, done: (content: { state: string; done: number }) => boolean) {
    for (let tries = 0; tries < 600; tries++) {
      const answer = await status(client, jobId);
      if (done(answer.content)) return answer.content;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the report job never got there');
  }

  it('runs as a job with its progress, and its file is its owner’s', async () => {
    const started = await owner.post('/api/report/userExport', { fromDate: today, username: 'long.user01' });
    expect(started.statusCode).toBe(202);
    const { jobId, total } = started.json().content;
    expect(started.json()).toMatchObject({ ok: true, code: 'REPORT_STARTED' });
    const workers = startWorkers([reportJob as JobDefinition], queueContextOf(ctx));
    try {
      const finished = await until(owner, jobId, (content) => content.state !== 'running');
      expect(finished).toEqual({ state: 'done', done: total, total, fileName: 'UserReport.xlsx' });
    } finally {
      await workers.close();
    }
    expect((await clerk.get(`/api/report/job/${jobId}/file`)).json()).toMatchObject({ code: 'REPORT_NO_SUCH_JOB' });
    const file = await owner.get(`/api/report/job/${jobId}/file`);
    expect(file.headers['content-disposition']).toBe('attachment; filename="UserReport.xlsx"');
    const { rows } = await sheetOf(file);
    // Its sign-ins, and its creation (by the test's system process).
    expect(rows.filter((row) => row.includes('long.user01')).length).toBe(6000);
    expect(total).toBe(6001);
  });

  it('stops when cancelled, and leaves no file', async () => {
    const started = await owner.post('/api/report/userReport', { fromDate: today, username: 'long.user01' });
    const { jobId } = started.json().content;
    const workers = startWorkers([reportJob as JobDefinition], queueContextOf(ctx));
    try {
      const running = await until(owner, jobId, (content) => content.done > 0 || content.state !== 'running');
      expect(running).toMatchObject({ state: 'running', done: expect.any(Number) });
      const cancelled = await owner.post(`/api/report/job/${jobId}/cancel`, {});
      expect(cancelled.json()).toMatchObject({ ok: true, code: 'REPORT_CANCELLED' });
      const after = await until(owner, jobId, (content) => content.state !== 'running');
      // Cancelled even when its last rows were read before the cancel arrived (a loaded machine): no file is written.
      expect(after).toMatchObject({ state: 'cancelled', message: 'The report was cancelled.' });
    } finally {
      await workers.close();
    }
    expect((await owner.get(`/api/report/job/${jobId}/file`)).json()).toMatchObject({ code: 'REPORT_CANCELLED' });
    expect(existsSync(join(reportsDirOf(ctx.config.DATA_DIR), `${jobId}.pdf`))).toBe(false);
  });

  it('is told failed when its worker lost it', async () => {
    const started = await owner.post('/api/report/userReport', { fromDate: today, username: 'long.user01' });
    const { jobId } = started.json().content;
    expect((await status(owner, jobId)).content).toMatchObject({ state: 'running', done: 0 });
    const queue = createQueue(reportJob.queue, queueContextOf(ctx));
    await queue.remove(jobId);
    await queue.close();
    expect((await status(owner, jobId)).content).toMatchObject({
      state: 'failed',
      message: 'The report could not be prepared. Try again.',
    });
    expect((await owner.get(`/api/report/job/${jobId}/file`)).json()).toMatchObject({ code: 'REPORT_FAILED' });
  });
});
