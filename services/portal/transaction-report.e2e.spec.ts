import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { pdfText } from '../../tests/support/pdf-text';
import { portalMessages } from '@landrecords/contracts/portal/messages';
import { todayIn, type CalendarDate, formatDate } from '@landrecords/contracts/validation/dates';
import { apiClient, clientWithSession, type ApiClient } from '../../tests/support/api-client';
import { givenAccount } from '../../tests/support/accounts';
import { testContext } from '../../tests/support/context';
import { givenUser } from '../../tests/support/people';
import { saveSection } from '../config/county-config';
import { buildApp } from '../app';
import { portalRoutes } from './routes';

const TIME_ZONE = 'Pacific/Saipan';
let ctx: Awaited<ReturnType<typeof testContext>>;
let app: FastifyInstance;
let accountAdmin: ApiClient;
let clerk: ApiClient;
let county: ApiClient;
let guest: ApiClient;

const signedIn = async (username: string, role: 'ACCOUNT' | 'USER' | 'COUNTY' | 'GUEST', accountId: number) => {
  const userId = await givenUser(ctx.pool, { username, role, accountId });
  return clientWithSession(app, { userId: String(userId), username, role });
};

beforeAll(async () => {
  ctx = await testContext();
  app = await buildApp(ctx, { apiRoutes: [portalRoutes] });
  await saveSection(ctx.pool, 'common', { countyName: 'Saipan Recorder', timeZone: TIME_ZONE }, { system: 'test' });
  const titleCo = await givenAccount(ctx.pool, { name: 'Marianas Title' });
  const recorder = await givenAccount(ctx.pool, { name: 'County Recorder' });
  accountAdmin = await signedIn('title.admin', 'ACCOUNT', titleCo);
  clerk = await signedIn('title.clerk', 'USER', titleCo);
  county = await signedIn('county.clerk', 'COUNTY', recorder);
  guest = await signedIn('guestuser', 'GUEST', recorder);
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

const daysFrom = (date: CalendarDate, days: number) => {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day) + days * 86_400_000);
  return formatDate({ year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() });
};
const report = (client: ApiClient, body: object) => client.post('/api/home/transactionReport', body);

async function printed(client: ApiClient, body: object) {
  const response = await report(client, body);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toBe('inline; filename="TransactionReport.pdf"');
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return pdfText(response.rawPayload);
}

describe('home/transactionReport: who may ask', () => {
  it('sends a visitor who is not signed in to the login page', async () => {
    const response = await report(apiClient(app), { reportType: 'USER', reportRange: 'YTD' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ ok: false, status: 'LOGIN', content: null });
  });

  it('refuses GUEST, before reading the body', async () => {
    const response = await report(guest, { reportType: 'USER', reportRange: 'CUSTOM', fromDate: '' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ ok: false, message: 'You do not have access to this.', content: null });
    expect(response.json()).not.toHaveProperty('status');
  });

  it("refuses the whole account's report to anyone but its administrator", async () => {
    for (const caller of [clerk, county]) {
      const response = await report(caller, { reportType: 'ACCOUNT', reportRange: 'YTD' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ ok: false, message: portalMessages.accountReportOnly.text });
    }
  });
});

describe('home/transactionReport: the dates (000 §5)', () => {
  const today = todayIn(TIME_ZONE);
  const refused = async (body: object) => {
    const response = await report(clerk, { reportType: 'USER', reportRange: 'CUSTOM', ...body });
    expect(response.statusCode).toBe(400);
    const answer = response.json();
    expect(answer).toMatchObject({ ok: false, lockout: false, content: null });
    expect(answer.message).toBe(Object.values(answer.errors as Record<string, string[]>)[0]![0]);
    return answer.errors;
  };

  it('requires the from date of a custom range, in MM/DD/YYYY', async () => {
    expect(await refused({ fromDate: '', toDate: '' })).toEqual({ fromDate: ['Required.'] });
    expect(await refused({ fromDate: null, toDate: formatDate(today) })).toEqual({ fromDate: ['Required.'] });
    expect(await refused({ fromDate: '2/3/2025', toDate: '02/30/2025' })).toEqual({
      fromDate: ['MM/DD/YYYY'],
      toDate: ['MM/DD/YYYY'],
    });
  });

  it('refuses a future date, a to date before the from date and a range over a year', async () => {
    expect(await refused({ fromDate: daysFrom(today, 1) })).toEqual({ fromDate: ['Future date entered.'] });
    expect(await refused({ fromDate: daysFrom(today, -3), toDate: daysFrom(today, -4) })).toEqual({
      toDate: ['Invalid date range.'],
    });
    expect(await refused({ fromDate: daysFrom(today, -400), toDate: daysFrom(today, -10) })).toEqual({
      toDate: ['Date range cannot exceed a year.'],
    });
    // A blank to date is today in the county, so the from date alone may make the range too long.
    expect(await refused({ fromDate: daysFrom(today, -367), toDate: '' })).toEqual({
      toDate: ['Date range cannot exceed a year.'],
    });
  });

  it('refuses an unknown report type or range', async () => {
    expect(await refused({ reportType: 'ALL' })).toEqual({ reportType: [portalMessages.reportType.text] });
    expect(await refused({ reportRange: 'WEEK' })).toEqual({ reportRange: [portalMessages.reportRange.text] });
  });

  it('ignores the dates of the other ranges, as the dialog disables them', async () => {
    const { text: shown } = await printed(clerk, { reportType: 'USER', reportRange: 'TODAY', fromDate: 'soon' });
    expect(shown).toContain(`Today: ${formatDate(today)} to ${formatDate(today)}`);
  });
});

describe('home/transactionReport: the PDF', () => {
  const today = todayIn(TIME_ZONE);

  it("prints the account's report for its administrator, with the range and no invented rows", async () => {
    const from = daysFrom(today, -30);
    const to = daysFrom(today, -2);
    const { pdf, text: shown } = await printed(accountAdmin, {
      reportType: 'ACCOUNT',
      reportRange: 'CUSTOM',
      fromDate: from,
      toDate: to,
      errors: {},
    });
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(`Saipan Recorder: Transactions Report, Custom Range: ${from} to ${to}`);
    for (const line of [
      'Saipan Recorder',
      'Transactions Report',
      'Account: Marianas Title',
      `Custom Range: ${from} to ${to}`,
      'No transactions in this range.',
      'Page 1 of 1',
    ]) {
      expect(shown).toContain(line);
    }
  });

  it("prints a user's own transactions, this year or this month in the county's calendar", async () => {
    const year = await printed(clerk, { reportType: 'USER', reportRange: 'YTD' });
    expect(year.text).toContain('User: title.clerk (Rosa Camacho), Marianas Title');
    expect(year.text).toContain(`Year to Date: 01/01/${today.year} to ${formatDate(today)}`);
    const month = await printed(accountAdmin, { reportType: 'USER', reportRange: 'MONTH' });
    expect(month.text).toContain('User: title.admin (Rosa Camacho), Marianas Title');
    expect(month.text).toContain(`This Month: ${formatDate({ ...today, day: 1 })} to ${formatDate(today)}`);
  });

  it('takes a blank body as the dialog’s defaults: my transactions, year to date', async () => {
    const { text: shown } = await printed(county, {});
    expect(shown).toContain('User: county.clerk (Rosa Camacho), County Recorder');
    expect(shown).toContain(`Year to Date: 01/01/${today.year} to ${formatDate(today)}`);
  });
});
