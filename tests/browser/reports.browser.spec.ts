/// <reference lib="dom" />
// The report screens of the administration app (002 §2.2, §5, §6, §9; issue 26): the four reports' criteria and
// defaults as COUNTY, a validation message, a PDF (its text read back) and an Excel download (read back with
// exceljs), a report the county turns off leaving the navigation, and an ACCOUNT administrator without the account
// type report, the account name or the data source; axe on each screen, pictured in English and Japanese.
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Download, Locator, Page } from 'playwright-core';
import { todayIn, formatDate } from '../../contracts/validation/dates';
import { pdfJsText } from '../support/pdf-js-text';
import {
  button,
  checkAccessibility,
  fieldError,
  query,
  readSection,
  saveSection,
  settledScreenshot,
  signInAs,
  useBrowser,
} from './support/index';

// A busy machine draws the admin app's first screen slowly; a report is made on a shared server.
jest.setTimeout(300_000);

/** The county's time zone (ops/demo/county.ts): the screens' today is the county's. */
const countyToday = () => formatDate(todayIn('Pacific/Saipan'));

/** The stand-in history's user and where its rows sit in the audit log (far past any real event's position). */
const bulkUser = 900_000_001;
const bulkFrom = 9_000_000_000_000;
/** Enough that its PDF takes a while, so Cancel comes while it is being made. */
const bulkRows = 20_000;

const reports = [
  { path: 'StatementReport', title: 'Statement Report', ja: '明細書レポート' },
  { path: 'AccountReport', title: 'Account Report', ja: 'アカウントレポート' },
  { path: 'UserReport', title: 'User Report', ja: 'ユーザーレポート' },
  { path: 'AccountTypeReport', title: 'Account Type Report', ja: 'アカウント種別レポート' },
] as const;

const reportsNav = (page: Page, name = 'Reports') => page.getByRole('navigation', { name, exact: true });

/** Opens a report screen and waits for its heading and its form. */
async function openReport(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(`/admin/#/reports/${path}`);
  await page.getByRole('heading', { name: heading, exact: true }).waitFor({ timeout: 40_000 });
  await page.locator('main form').waitFor({ timeout: 40_000 });
}

/** The from or to group of a report's form. */
const dateTime = (page: Page, end: 'From' | 'To') => page.getByRole('group', { name: end, exact: true });

/** A select by its label: MUI's select is a combobox named by its label and then its choice ("Hour 12"). */
const select = (scope: Page | Locator, label: string) =>
  scope.getByRole('combobox', { name: new RegExp(`^${label.replace(/[/]/g, '\\/')}( |$)`) });

/** A select's shown choice. */
const choiceOf = (scope: Page | Locator, label: string) => select(scope, label).innerText();

/** Clicks a button and waits for the download it starts. */
async function downloadBy(page: Page, name: string): Promise<Download> {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 120_000 }),
    button(page, name).click(),
  ]);
  return download;
}

/** Tabs on until the focused element's name (its labels, else its text) matches; fails after `most` presses. */
async function tabUntil(page: Page, wanted: RegExp, most = 40): Promise<void> {
  for (let press = 0; press < most; press++) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element) return '';
      const ids = element.getAttribute('aria-labelledby')?.split(/\s+/) ?? [];
      const labelled = ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
      const labels = [...((element as HTMLInputElement).labels ?? [])].map((label) => label.textContent).join(' ');
      return (labelled || labels || element.textContent || '').trim();
    });
    if (wanted.test(name)) return;
  }
  throw new Error(`Tab never reached ${wanted}`);
}

/** A downloaded PDF's text, page by page (pdfjs-dist reads it as a person's viewer would). */
async function pdfText(download: Download): Promise<string> {
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return pdfJsText(bytes);
}

describe('the report screens as COUNTY', () => {
  const browser = useBrowser();
  beforeEach(() => browser.page.setDefaultTimeout(40_000));

  it('offers the four reports, each with the criteria and defaults of 002 §2.2 and §9', async () => {
    const { page } = browser;
    await signInAs(page, 'county.clerk');
    // /reports opens the first report the county offers.
    await page.goto('/admin/#/reports');
    await page.getByRole('heading', { name: 'Statement Report', exact: true }).waitFor({ timeout: 40_000 });
    const entries = reportsNav(page).getByRole('link');
    await expect(entries.allInnerTexts()).resolves.toEqual(reports.map((report) => report.title));
    const today = countyToday();

    for (const report of reports) {
      await openReport(page, report.path, report.title);
      await expect(
        reportsNav(page).getByRole('link', { name: report.title }).getAttribute('aria-current'),
      ).resolves.toBe('page');
      // 12:00 am to 11:59 pm today.
      const from = dateTime(page, 'From');
      const to = dateTime(page, 'To');
      await expect(from.getByLabel('Date', { exact: true }).inputValue()).resolves.toBe(today);
      await expect(to.getByLabel('Date', { exact: true }).inputValue()).resolves.toBe(today);
      await expect(choiceOf(from, 'Hour')).resolves.toBe('12');
      await expect(choiceOf(from, 'Minute')).resolves.toBe('00');
      await expect(choiceOf(from, 'am/pm')).resolves.toBe('am');
      await expect(choiceOf(to, 'Hour')).resolves.toBe('11');
      await expect(choiceOf(to, 'Minute')).resolves.toBe('59');
      await expect(choiceOf(to, 'am/pm')).resolves.toBe('pm');
      // County staff choose the account (a lookup) and the data source, FIVE by default.
      await page.getByRole('combobox', { name: 'Account Name' }).waitFor();
      await expect(choiceOf(page, 'Data Source')).resolves.toBe('This portal');
      await button(page, 'PDF').waitFor();
      await button(page, 'Clear').waitFor();
      await expect(button(page, 'Excel').count()).resolves.toBe(report.path === 'AccountTypeReport' ? 0 : 1);
      await checkAccessibility(page, report.title);
      await settledScreenshot(page, `reports-${report.path}-en`);
    }

    // The statement report: username and statement number.
    await openReport(page, 'StatementReport', 'Statement Report');
    await page.getByRole('combobox', { name: 'Username' }).waitFor();
    await page.getByLabel('Statement Number').waitFor();
    // The audit reports: log and transaction type 'All', summary mode; order by Username on the account report.
    await openReport(page, 'AccountReport', 'Account Report');
    await expect(choiceOf(page, 'Log Type')).resolves.toBe('All');
    await expect(choiceOf(page, 'Transaction Type')).resolves.toBe('All');
    await expect(choiceOf(page, 'Order By')).resolves.toBe('Username');
    await page.getByLabel('Run in Summary Mode').waitFor();
    await select(page, 'Order By').click();
    await expect(page.getByRole('option').allInnerTexts()).resolves.toEqual(['Date and Time', 'Username']);
    await page.keyboard.press('Escape');
    // County staff see the full log type list.
    await select(page, 'Log Type').click();
    await page.getByRole('option', { name: 'County configuration changes' }).waitFor();
    await page.keyboard.press('Escape');
    await openReport(page, 'UserReport', 'User Report');
    await page.getByRole('combobox', { name: 'Username' }).waitFor();
    await expect(select(page, 'Order By').count()).resolves.toBe(0);
  });

  it('checks the criteria as the server does: the from date required, a future date, a range backwards', async () => {
    const { page } = browser;
    await signInAs(page, 'county.clerk');
    await openReport(page, 'AccountReport', 'Account Report');
    const fromDate = dateTime(page, 'From').getByLabel('Date', { exact: true });
    await fromDate.fill('');
    await button(page, 'PDF').click();
    await fieldError(page, 'Required.').waitFor();
    await checkAccessibility(page, 'account report, from date required');
    await settledScreenshot(page, 'reports-required-en');

    await fromDate.fill('12/31/2999');
    await button(page, 'Excel').click();
    await fieldError(page, 'Future date entered.').waitFor();

    // From 11:59 pm to 12:00 am of the same day: backwards.
    await fromDate.fill(countyToday());
    for (const [label, choice] of [
      ['Hour', '11'],
      ['Minute', '59'],
      ['am/pm', 'pm'],
    ] as const) {
      await select(dateTime(page, 'From'), label).click();
      await page.getByRole('option', { name: choice, exact: true }).click();
    }
    for (const [label, choice] of [
      ['Hour', '12'],
      ['Minute', '00'],
      ['am/pm', 'am'],
    ] as const) {
      await select(dateTime(page, 'To'), label).click();
      await page.getByRole('option', { name: choice, exact: true }).click();
    }
    await button(page, 'PDF').click();
    await fieldError(page, 'Invalid date/time range.').waitFor();

    // Clear: back to the defaults, no message left.
    await button(page, 'Clear').click();
    await expect(fromDate.inputValue()).resolves.toBe(countyToday());
    await expect(choiceOf(dateTime(page, 'To'), 'Hour')).resolves.toBe('11');
    await expect(page.locator('.Mui-error').count()).resolves.toBe(0);

    // The statement number is a whole number.
    await openReport(page, 'StatementReport', 'Statement Report');
    await page.getByLabel('Statement Number').fill('12a');
    await button(page, 'PDF').click();
    await fieldError(page, 'A statement number is a whole number.').waitFor();
  });

  it('downloads the account report as a PDF with its text, and the user report as an Excel workbook', async () => {
    const { page } = browser;
    await signInAs(page, 'county.clerk');
    await openReport(page, 'AccountReport', 'Account Report');
    const pdf = await downloadBy(page, 'PDF');
    expect(pdf.suggestedFilename()).toBe('AccountReport.pdf');
    const text = await pdfText(pdf);
    expect(text).toContain('Account Report');
    // The whole log of today for county staff: county.clerk's own sign-in of a moment ago is in it.
    expect(text).toContain('county.clerk');
    await page.getByRole('status').filter({ hasText: 'AccountReport.pdf was downloaded.' }).waitFor();
    await checkAccessibility(page, 'account report, downloaded');
    await settledScreenshot(page, 'reports-account-downloaded-en');

    await openReport(page, 'UserReport', 'User Report');
    const excel = await downloadBy(page, 'Excel');
    expect(excel.suggestedFilename()).toBe('UserReport.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile((await excel.path())!)) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBeGreaterThan(0);
    // Today's sign-ins are in it: county.clerk's own, just now.
    const cells = sheet.getSheetValues().flat().map(String).join(' ');
    expect(cells).toContain('county.clerk');
  });

  it('runs a report by keyboard alone: the navigation, a choice made with the arrows, the PDF by Enter', async () => {
    const { page } = browser;
    await signInAs(page, 'county.clerk');
    await openReport(page, 'StatementReport', 'Statement Report');
    // The side navigation by Tab and Enter.
    await page.locator('main').focus();
    await tabUntil(page, /^Account Report$/);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Account Report', exact: true }).waitFor();
    await page.locator('main form').waitFor();
    // A select opened, moved and chosen with the keyboard; then PDF.
    await tabUntil(page, /^Order By/);
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'Username' }).waitFor();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(choiceOf(page, 'Order By')).resolves.toBe('Date and Time');
    await tabUntil(page, /^PDF$/);
    const [pdf] = await Promise.all([
      page.waitForEvent('download', { timeout: 120_000 }),
      page.keyboard.press('Enter'),
    ]);
    expect(pdf.suggestedFilename()).toBe('AccountReport.pdf');
  });

  it('narrows a report by the account and the user chosen in their lookups', async () => {
    const { page } = browser;
    // Today's sign-ins of both sides: escrow.admin's (in a page of its own) and county.clerk's.
    const escrow = await browser.newPage();
    await signInAs(escrow.page, 'escrow.admin');
    await signInAs(page, 'county.clerk');
    const exported = async () => {
      const excel = await downloadBy(page, 'Excel');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await readFile((await excel.path())!)) as unknown as ArrayBuffer);
      return workbook.worksheets[0]!.getSheetValues().flat().map(String);
    };
    // County staff may have acted on the account in another test (a billing run); their sign-ins are never its.
    const signInsOf = async (username: string) =>
      (await exportedRows()).filter((row) => row.includes(username) && row.includes('User Signed In'));
    const exportedRows = async () => {
      const excel = await downloadBy(page, 'Excel');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await readFile((await excel.path())!)) as unknown as ArrayBuffer);
      return workbook.worksheets[0]!.getSheetValues().map((row) => (Array.isArray(row) ? row.map(String) : []));
    };

    await openReport(page, 'AccountReport', 'Account Report');
    await page.getByRole('combobox', { name: 'Account Name' }).fill('Marianas');
    await page.getByRole('option', { name: 'Marianas Title & Escrow' }).click();
    const ofAccount = await exported();
    expect(ofAccount).toContain('escrow.admin');
    await expect(signInsOf('county.clerk')).resolves.toEqual([]);

    // Another report starts from its own defaults: the account chosen on the last one is not carried over.
    await openReport(page, 'UserReport', 'User Report');
    await expect(page.getByRole('combobox', { name: 'Account Name' }).inputValue()).resolves.toBe('');
    await page.getByRole('combobox', { name: 'Username' }).fill('escrow.ad');
    await page.getByRole('option', { name: /^escrow\.admin / }).click();
    const ofUser = await exported();
    expect(ofUser).toContain('escrow.admin');
    expect(ofUser).not.toContain('county.clerk');
    await checkAccessibility(page, 'user report, a user chosen');
    await settledScreenshot(page, 'reports-user-chosen-en');
  });

  it('runs a long report in the background: its progress, Cancel, and the workbook once it is done', async () => {
    const { page } = browser;
    // A long history: 20,000 sign-ins today of a user long gone, in the audit log's read model the reports read
    // (more than the 2,000 rows a report makes at once, contracts/reports/jobs.ts), taken out again after.
    const bulk = `INSERT INTO audit_log (global_position, stream_category, stream_id, stream_position, event_type,
        actor_user_id, actor_username, source_ip, recorded_at)
      SELECT ${bulkFrom} + n, 'user', 'user-${bulkUser}', n, 'UserSignedIn', '${bulkUser}', 'bulk.signin',
        '203.0.113.9', now() FROM generate_series(1, ${bulkRows}) AS n`;
    await query(bulk);
    try {
      await signInAs(page, 'county.clerk');
      await openReport(page, 'UserReport', 'User Report');
      const progress = page.getByRole('progressbar', { name: 'Report progress' });
      const rows = page.getByRole('status').filter({ hasText: /^[\d,]+ of [\d,]+ rows$/ });

      await button(page, 'PDF').click();
      await rows.waitFor();
      const [, total] = /of ([\d,]+) rows/.exec(await rows.innerText())!;
      expect(Number(total!.replace(/,/g, ''))).toBeGreaterThan(bulkRows);
      await checkAccessibility(page, 'user report, a long report running');
      await settledScreenshot(page, 'reports-long-running-en');
      await button(page, 'Cancel').click();
      await page.getByRole('status').filter({ hasText: 'The report was cancelled.' }).waitFor();
      await expect(progress.count()).resolves.toBe(0);

      const [excel] = await Promise.all([
        page.waitForEvent('download', { timeout: 180_000 }),
        (async () => {
          await button(page, 'Excel').click();
          await progress.waitFor();
        })(),
      ]);
      expect(excel.suggestedFilename()).toBe('UserReport.xlsx');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await readFile((await excel.path())!)) as unknown as ArrayBuffer);
      const cells = workbook.worksheets[0]!.getSheetValues().flat().map(String);
      expect(cells.filter((cell) => cell === 'bulk.signin').length).toBe(bulkRows);
      await page.getByRole('status').filter({ hasText: 'UserReport.xlsx was downloaded.' }).waitFor();
    } finally {
      await query(`DELETE FROM audit_log WHERE global_position > ${bulkFrom} AND stream_id = 'user-${bulkUser}'`);
    }
  });

  it("leaves a report the county turns off out of the navigation and its route; shows a report's county note", async () => {
    const { page } = browser;
    await signInAs(page, 'county.clerk');
    const before = await readSection(page, 'reports');
    const note = 'Statements close on the first of the month.';
    try {
      await saveSection(page, 'reports', { ...before, auditUsersReport: false, statementReportCountyNote: note });
      await openReport(page, 'StatementReport', 'Statement Report');
      await page.getByText(note, { exact: true }).waitFor();
      await openReport(page, 'AccountReport', 'Account Report');
      await expect(reportsNav(page).getByRole('link').allInnerTexts()).resolves.toEqual([
        'Statement Report',
        'Account Report',
        'Account Type Report',
      ]);
      await page.goto('/admin/#/reports/UserReport');
      await page.getByRole('heading', { name: 'Report not offered' }).waitFor();
      await expect(page.locator('main form').count()).resolves.toBe(0);
    } finally {
      await saveSection(page, 'reports', before);
    }
  });
});

describe('the report screens as an ACCOUNT administrator', () => {
  const browser = useBrowser();
  beforeEach(() => browser.page.setDefaultTimeout(40_000));

  it('has no account type report, no account name lookup, no data source, and the restricted lists', async () => {
    const { page } = browser;
    await signInAs(page, 'escrow.admin');
    await openReport(page, 'StatementReport', 'Statement Report');
    await expect(reportsNav(page).getByRole('link').allInnerTexts()).resolves.toEqual([
      'Statement Report',
      'Account Report',
      'User Report',
    ]);
    await expect(page.getByRole('combobox', { name: 'Account Name' }).count()).resolves.toBe(0);
    await expect(select(page, 'Data Source').count()).resolves.toBe(0);
    await checkAccessibility(page, 'statement report, ACCOUNT');

    await openReport(page, 'AccountReport', 'Account Report');
    await select(page, 'Log Type').click();
    await expect(page.getByRole('option').allInnerTexts()).resolves.not.toContain('County configuration changes');
    await page.keyboard.press('Escape');

    // Its own account's log only: its own sign-in, not county staff's of a moment ago.
    const staff = await browser.newPage();
    await signInAs(staff.page, 'county.clerk');
    const excel = await downloadBy(page, 'Excel');
    expect(excel.suggestedFilename()).toBe('AccountReport.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile((await excel.path())!)) as unknown as ArrayBuffer);
    const cells = workbook.worksheets[0]!.getSheetValues().flat().map(String);
    expect(cells).toContain('escrow.admin');
    // County staff may have acted on the account in another test (a billing run); their sign-ins are never its.
    const rows = workbook.worksheets[0]!.getSheetValues().map((row) => (Array.isArray(row) ? row.map(String) : []));
    expect(rows.filter((row) => row.includes('county.clerk') && row.includes('User Signed In'))).toEqual([]);
    await checkAccessibility(page, 'account report, ACCOUNT');
    await settledScreenshot(page, 'reports-account-escrow-admin-en');

    await page.goto('/admin/#/reports/AccountTypeReport');
    await page.getByRole('heading', { name: 'Report not offered' }).waitFor();
    await expect(page.locator('main form').count()).resolves.toBe(0);
    await checkAccessibility(page, 'account type report, ACCOUNT');
  });
});

describe('the report screens in Japanese', () => {
  const browser = useBrowser({ locale: 'ja-JP' });
  beforeEach(() => browser.page.setDefaultTimeout(40_000));

  it('shows the four reports in Japanese', async () => {
    const { page } = browser;
    await signInAs(page, 'county.clerk', '日本語');
    for (const report of reports) {
      await openReport(page, report.path, report.ja);
      await reportsNav(page, 'レポート').getByRole('link', { name: report.ja }).waitFor();
      await button(page, 'クリア').waitFor();
      await checkAccessibility(page, `${report.path}, Japanese`);
      await settledScreenshot(page, `reports-${report.path}-ja`);
    }
  });
});
