/// <reference lib="dom" />
// The control panel's Technical group as TRIMIN (002 §2.4, §3, §4, §5, §7): e-file, languages and the records index
// saved once valid (the portal shows it) and once invalid (the message under its field), reload configuration's
// message, the LandShark One migration forms (required fields, the wipe confirmation, the server's answer), and
// the monitoring page (issue 24) showing a mail job that really failed, retried from the page once its cause is
// gone, and another deleted. axe on every screen; screenshots in English and Japanese.
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Queue, type ConnectionOptions } from 'bullmq';
import { Redis } from 'ioredis';
import type { Page } from 'playwright-core';
import { configMessages } from '../../contracts/config/messages';
import { monitoringMessages } from '../../contracts/monitoring/messages';
import {
  checkAccessibility,
  openSection as openPanelSection,
  readSection as section,
  saveSection as restore,
  savedAlert,
  settledScreenshot,
  signInAs,
  submit,
  testServer,
  useBrowser,
} from './support/index';

const required = configMessages.required.text;

/** Opens a Technical section once a button of its screen has come (the frame draws the heading first). */
const openSection = (page: Page, path: string, title: string) =>
  openPanelSection(page, path, title, { ready: 'main .MuiButton-root' });

const signInAsTrimin = (page: Page, language?: string) => signInAs(page, 'trimin.admin', language);

/** The error under a field, found by the field's input name. */
const fieldMessage = (page: Page, source: string) =>
  page
    .locator('.MuiFormControl-root', { has: page.locator(`input[name="${source}"], textarea[name="${source}"]`) })
    .locator('.MuiFormHelperText-root.Mui-error');

// The test server's queues live under its QUEUE_PREFIX, which global-setup names after its database.
const queuePrefix = () => new URL(testServer().databaseUrl).pathname.slice(1);
let redis: Redis;
let mail: Queue;

beforeAll(() => {
  redis = new Redis(testServer().redisUrl, { maxRetriesPerRequest: null });
  mail = new Queue('mail', { connection: redis as ConnectionOptions, prefix: queuePrefix() });
});
afterAll(async () => {
  await mail.close();
  redis.disconnect();
});

/**
 * A mail job the server's own worker fails: its body is read from a file that is not there yet (nodemailer's
 * `text: { path }`), on its one attempt. Writing the file later lets a retry deliver it.
 */
async function failingMail() {
  const bodyFile = join(testServer().dataDir, `monitoring-${randomBytes(4).toString('hex')}.txt`);
  const job = await mail.add(
    'mail',
    { to: 'monitoring@example.test', subject: 'Monitoring test', text: { path: bodyFile } },
    { attempts: 1 },
  );
  await until(async () => (await job.getState()) === 'failed');
  return { id: String(job.id), bodyFile };
}

async function until(check: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the Technical group, as TRIMIN', () => {
  const browser = useBrowser();

  it('e-file: saved valid (the portal offers E-File), refused without its acknowledgement statement', async () => {
    const { page } = browser;
    await signInAsTrimin(page);
    const before = await section<{ efile: boolean; acknowledgement: boolean }>(page, 'efile');
    try {
      await openSection(page, 'efile', 'E-file');
      await checkAccessibility(page, 'technical: e-file');
      await settledScreenshot(page, 'control-panel-technical-efile-en');

      // Invalid: the acknowledgement asked for with no statement.
      if (!(await page.getByLabel('Ask submitters to acknowledge a statement').isChecked())) {
        await page.getByLabel('Ask submitters to acknowledge a statement').check();
      }
      await page.getByLabel('Acknowledgement statement').fill('');
      await submit(page);
      await expect(fieldMessage(page, 'acknowledgementStatement').textContent()).resolves.toContain(required);
      expect(await section(page, 'efile')).toEqual(before);

      // Valid: e-file on with its statement.
      if (!(await page.getByLabel('E-file is offered').isChecked())) await page.getByLabel('E-file is offered').check();
      await page.getByLabel('Acknowledgement statement').fill('I am authorized to record this document.');
      await submit(page);
      await savedAlert(page).waitFor();
      expect(await section(page, 'efile')).toMatchObject({
        efile: true,
        acknowledgement: true,
        acknowledgementStatement: 'I am authorized to record this document.',
      });
      const visitor = await browser.newPage();
      await visitor.page.goto('/');
      await visitor.page.getByRole('link', { name: 'E-File', exact: true }).first().waitFor();
    } finally {
      await restore(page, 'efile', before);
    }
  });

  it('languages: saved, and the portal’s login page follows it', async () => {
    const { page } = browser;
    await signInAsTrimin(page);
    const before = await section<{ languages: boolean }>(page, 'languages');
    try {
      await openSection(page, 'languages', 'Languages');
      await checkAccessibility(page, 'technical: languages');
      await settledScreenshot(page, 'control-panel-technical-languages-en');
      const toggle = page.getByLabel('Offer the language menu');
      expect(await toggle.isChecked()).toBe(before.languages);
      await (before.languages ? toggle.uncheck() : toggle.check());
      await submit(page);
      await savedAlert(page).waitFor();
      expect(await section(page, 'languages')).toEqual({ languages: !before.languages });
      const visitor = await browser.newPage();
      await visitor.page.goto('/login');
      await visitor.page.locator('input[name="username"]').waitFor();
      expect(await visitor.page.locator('input[name="language"]').count()).toBe(before.languages ? 0 : 1);
    } finally {
      await restore(page, 'languages', before);
    }
  });

  it('records index: saved valid, refused with a tax link that has no {parcelId}', async () => {
    const { page } = browser;
    await signInAsTrimin(page);
    const before = await section<Record<string, unknown>>(page, 'recordsIndex');
    try {
      await openSection(page, 'recordsIndex', 'Records Index');
      await checkAccessibility(page, 'technical: records index');
      await settledScreenshot(page, 'control-panel-technical-records-index-en');

      await page.getByLabel('Tax system link').fill('https://tax.example.gov/parcels');
      await submit(page);
      await expect(fieldMessage(page, 'taxLinkTemplate').textContent()).resolves.toContain(
        configMessages.linkTemplate.text,
      );
      expect(await section(page, 'recordsIndex')).toEqual(before);

      await page.getByLabel('Tax system link').fill('https://tax.example.gov/parcels?id={parcelId}');
      await page.getByLabel('Tax system heading').fill('County Tax Records');
      await submit(page);
      await savedAlert(page).waitFor();
      expect(await section(page, 'recordsIndex')).toMatchObject({
        taxLinkTemplate: 'https://tax.example.gov/parcels?id={parcelId}',
        taxLinkHeader: 'County Tax Records',
      });
    } finally {
      await restore(page, 'recordsIndex', before);
    }
  });

  it('reload configuration: the server’s message is shown', async () => {
    const { page } = browser;
    await signInAsTrimin(page);
    await openSection(page, 'reloadConfiguration', 'Reload Configuration');
    await checkAccessibility(page, 'technical: reload configuration');
    await page.getByRole('button', { name: 'Reload Configuration', exact: true }).click();
    const said = page.getByRole('status').filter({ hasText: /^Configuration reloaded: \d+ sections\./ });
    await said.waitFor();
    await settledScreenshot(page, 'control-panel-technical-reload-en');
  });

  it('migration of accounts and users: four required fields, the wipe confirmation, the server’s answer', async () => {
    const { page } = browser;
    await signInAsTrimin(page);
    await openSection(page, 'LandSharkOneAccountsUsers', 'LandShark One Accounts and Users');
    await checkAccessibility(page, 'technical: LandShark One accounts and users');
    await page.getByRole('button', { name: 'Start Migration', exact: true }).click();
    for (const source of [
      'landSharkOneDbAddress',
      'landSharkOneDbName',
      'landSharkOneDbUsername',
      'landSharkOneDbPassword',
    ]) {
      await expect(fieldMessage(page, source).textContent()).resolves.toContain(required);
    }
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await settledScreenshot(page, 'control-panel-technical-migration-accounts-required-en');

    await page.getByLabel('Database server address').fill('landshark.county.local');
    await page.getByLabel('Database name').fill('landshark');
    await page.getByLabel('Database user name').fill('reader');
    await page.getByLabel('Database password').fill('s3cret');
    await page.getByRole('button', { name: 'Start Migration', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Wipe existing data?' });
    await dialog.getByText(/will be wiped/).waitFor();
    await checkAccessibility(page, 'technical: migration confirmation');
    await dialog.getByRole('button', { name: 'Wipe and Migrate' }).click();
    await page.getByRole('alert').filter({ hasText: configMessages.migrationUnavailable.text }).waitFor();
    await settledScreenshot(page, 'control-panel-technical-migration-accounts-answer-en');
  });

  it('migration of the audit log: its batch size 10000 by default, required fields, the server’s answer', async () => {
    const { page } = browser;
    await signInAsTrimin(page);
    await openSection(page, 'LandSharkOneAuditLog', 'LandShark One Audit Log');
    await checkAccessibility(page, 'technical: LandShark One audit log');
    expect(await page.getByLabel('Batch size').inputValue()).toBe('10000');
    await page.getByLabel('From date').fill('13/45/2020');
    await page.getByRole('button', { name: 'Start Migration', exact: true }).click();
    await expect(fieldMessage(page, 'landSharkOneDbPassword').textContent()).resolves.toContain(required);
    await expect(fieldMessage(page, 'fromDate').textContent()).resolves.toContain(configMessages.dateFormat.text);

    await page.getByLabel('Database server address').fill('landshark.county.local');
    await page.getByLabel('Database name').fill('landshark');
    await page.getByLabel('Database user name').fill('reader');
    await page.getByLabel('Database password').fill('s3cret');
    await page.getByLabel('From date').fill('01/01/2020');
    await page.getByLabel('To date').fill('12/31/2021');
    await page.getByRole('button', { name: 'Start Migration', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Wipe existing data?' });
    await dialog.getByRole('button', { name: 'Wipe and Migrate' }).click();
    await page.getByRole('alert').filter({ hasText: configMessages.migrationUnavailable.text }).waitFor();
    await settledScreenshot(page, 'control-panel-technical-migration-audit-log-en');
  });

  it('performance monitoring opens the monitoring page in a new tab', async () => {
    const { page } = browser;
    await signInAsTrimin(page);
    await openSection(page, 'performanceMonitoring', 'Performance Monitoring');
    await checkAccessibility(page, 'technical: performance monitoring');
    await settledScreenshot(page, 'control-panel-technical-performance-monitoring-en');
    const [opened] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: /^Open Performance Monitoring/ }).click(),
    ]);
    await opened.waitForURL(/\/admin\/#\/monitoring$/);
    await opened.getByRole('heading', { level: 2, name: 'Background job queues' }).waitFor();
    await opened.close();
  });
});

describe('the monitoring page, as TRIMIN', () => {
  const browser = useBrowser();

  it('shows a mail job that failed, retries it from the page once it can pass, and deletes another', async () => {
    const { page } = browser;
    const failed = await failingMail();
    const doomed = await failingMail();
    try {
      await signInAsTrimin(page);
      await page.goto('/admin/#/monitoring');
      await page.getByRole('heading', { level: 1, name: 'Performance Monitoring' }).waitFor();
      const failedJobs = page.getByRole('table', { name: 'Failed jobs' });
      const row = failedJobs.getByRole('row').filter({ hasText: `mail #${failed.id}` });
      await row.getByText(/ENOENT/).waitFor();
      await row.getByText('Dead-lettered').waitFor();
      const queues = page.getByRole('table', { name: 'Background job queues' });
      await queues.getByRole('row').filter({ hasText: 'mail' }).waitFor();
      await page.getByRole('table', { name: 'Requests per call' }).getByText('GET /api/monitoring').waitFor();
      await page
        .getByRole('table', { name: 'Read models and reactors' })
        .getByText('search', { exact: true })
        .waitFor();
      await checkAccessibility(page, 'monitoring page');
      await settledScreenshot(page, 'monitoring-en');

      // The cause goes away; Retry runs it again, and it is delivered.
      await writeFile(failed.bodyFile, 'The body the mail job could not read before.');
      await row.getByRole('button', { name: `Retry mail #${failed.id}` }).click();
      await page.getByText(monitoringMessages.jobRetried({ id: failed.id }).text).waitFor();
      await until(async () => (await mail.getJobState(failed.id)) === 'completed');
      await row.waitFor({ state: 'detached' });

      // Delete asks first, then the job is gone from the page and from its queue.
      const doomedRow = failedJobs.getByRole('row').filter({ hasText: `mail #${doomed.id}` });
      await doomedRow.getByRole('button', { name: `Delete mail #${doomed.id}` }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete this job?' });
      await checkAccessibility(page, 'monitoring: delete confirmation');
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await page.getByText(monitoringMessages.jobDeleted({ id: doomed.id }).text).waitFor();
      await doomedRow.waitFor({ state: 'detached' });
      expect(await mail.getJob(doomed.id)).toBeUndefined();
    } finally {
      await rm(failed.bodyFile, { force: true });
      await mail.remove(doomed.id).catch(() => undefined);
    }
  });

  it('is not for COUNTY', async () => {
    const { page } = browser;
    await signInAs(page, 'county.clerk');
    await page.goto('/admin/#/monitoring');
    await page.getByRole('heading', { level: 1, name: 'Not allowed' }).waitFor();
  });

  it('reads in Japanese, as do the Technical screens', async () => {
    const { page } = browser;
    const failed = await failingMail();
    try {
      await signInAsTrimin(page, '日本語');
      await page.goto('/admin/#/monitoring');
      await page.getByRole('heading', { level: 1, name: 'パフォーマンス監視' }).waitFor();
      await page.getByRole('table', { name: '失敗したジョブ' }).getByText(`mail #${failed.id}`).waitFor();
      await checkAccessibility(page, 'monitoring page (ja)');
      await settledScreenshot(page, 'monitoring-ja');
      for (const [path, title, name] of [
        ['efile', '電子申請', 'efile'],
        ['recordsIndex', '記録索引', 'records-index'],
        ['LandSharkOneAuditLog', 'LandShark One の監査ログ', 'migration-audit-log'],
        ['performanceMonitoring', 'パフォーマンス監視', 'performance-monitoring'],
      ] as const) {
        await openSection(page, path, title);
        await checkAccessibility(page, `technical: ${path} (ja)`);
        await settledScreenshot(page, `control-panel-technical-${name}-ja`);
      }
    } finally {
      await mail.remove(failed.id).catch(() => undefined);
    }
  });
});
