/// <reference lib="dom" />
// The auditor's view (issue 26): county staff choose an account, see its events with the running balances and
// its state as of a moment, run the replay check and print it; a configuration section's history; an account
// administrator is refused. In English and Japanese, axe on each state of the screen.
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { apiAs, checkAccessibility, demoUser, settledScreenshot, signIn, useBrowser } from './support/index';

/** An invoiced account of its own, billed once: its monthly fee and statement are the money that moved. */
async function givenBilledAccount(page: Page, name: string) {
  const created = (await apiAs(page, 'controlPanel/account', {
    id: 0,
    name,
    accountType: 'MONTHLY_FEE',
    paymentMethod: 'INVOICE',
    monthlyFee: 25,
    landLinkAccount: '7302',
  })) as { ok: boolean; content: { account: { id: number } } };
  expect(created.ok).toBe(true);
  const id = created.content.account.id;
  expect(await apiAs(page, 'controlPanel/runAccountTasks', { accountId: id })).toMatchObject({ ok: true });
  return id;
}

async function chooseAccount(page: Page, name: string) {
  const lookup = page.getByRole('combobox', { name: 'Account' });
  await lookup.fill(name);
  await page.getByRole('option', { name }).click();
}

describe("the auditor's view", () => {
  const browser = useBrowser();

  it('shows an account’s events with the running balance, its state as of a moment, the check and the print', async () => {
    const { page } = browser;
    const county = demoUser('county.clerk');
    await signIn(page, county.username, county.password);
    const name = `Susupe Title ${Date.now().toString(36).slice(-5)}`;
    const id = await givenBilledAccount(page, name);
    await page.goto('/admin/#/controlPanel');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Auditor' }).click();
    await page.waitForURL(/#\/auditor$/);
    await page.getByRole('heading', { name: "Auditor's view" }).waitFor();
    await checkAccessibility(page, "auditor's view, empty");

    await chooseAccount(page, name);
    await page.getByRole('button', { name: 'Show' }).click();
    const events = page.getByRole('table', { name: `Events of ${name}, oldest first` });
    await events.getByRole('cell', { name: 'MonthlyFeeCharged', exact: true }).waitFor();
    const statement = events.getByRole('row').filter({ hasText: 'StatementIssued' });
    // The statement's row carries the balance the fold left: the month's $25.00 on the statement.
    expect(await statement.getByRole('cell').nth(9).innerText()).toBe('$25.00');
    await page.getByRole('heading', { name: 'State now' }).waitFor();
    await checkAccessibility(page, "auditor's view, an account");

    await page.getByRole('button', { name: 'Check' }).click();
    await page.getByText(/^The read models agree with a replay of the log\. Events replayed: \d+\.$/).waitFor();
    await page.getByRole('rowheader', { name: 'Statement balance' }).waitFor();
    await checkAccessibility(page, "auditor's view, checked");
    await settledScreenshot(page, 'admin-auditor-account-en-wide');

    const print = page.getByRole('link', { name: 'Print' });
    const href = (await print.getAttribute('href'))!;
    expect(href).toContain(`/api/auditor/account/${id}/print`);
    const pdf = await page.request.get(href);
    expect([pdf.status(), pdf.headers()['content-type']]).toEqual([200, 'application/pdf']);
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await page.getByLabel('As of').fill('2020-01-01T00:00:00');
    await page.getByRole('button', { name: 'Show' }).click();
    await page.getByText('It did not exist yet at this moment.').waitFor();
    await page.getByText('No events up to this moment.').waitFor();
    expect(await page.getByRole('link', { name: 'Print' }).getAttribute('href')).toMatch(/asOf=20(19|20)-/);
    await checkAccessibility(page, "auditor's view, before the account");
    expect(browser.consoleErrors).toEqual([]);
  });

  it('shows a configuration section’s saves, in Japanese too', async () => {
    const { page } = browser;
    const county = demoUser('county.clerk');
    await signIn(page, county.username, county.password);
    await page.goto('/admin/#/auditor');
    await page.getByRole('radio', { name: 'A configuration section' }).check();
    await page.getByRole('combobox', { name: 'Configuration section' }).click();
    // COUNTY is not offered the Technical group's sections.
    expect(await page.getByRole('option', { name: 'Languages' }).count()).toBe(0);
    await page.getByRole('option', { name: 'Common', exact: true }).click();
    await page.getByRole('button', { name: 'Show' }).click();
    await page.getByRole('cell', { name: 'CountyConfigSectionSaved', exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Check' }).click();
    await page.getByText(/^The read models agree with a replay of the log/).waitFor();
    await checkAccessibility(page, "auditor's view, a section");
    await settledScreenshot(page, 'admin-auditor-section-en-wide');

    const japanese = await browser.newPage({ locale: 'ja-JP' });
    await signIn(japanese.page, county.username, county.password, '日本語');
    await japanese.page.goto('/admin/#/auditor');
    await japanese.page.getByRole('heading', { name: '監査ビュー' }).waitFor();
    await japanese.page.getByRole('radio', { name: '設定セクション' }).check();
    await japanese.page.getByRole('combobox', { name: '設定セクション' }).click();
    await japanese.page.getByRole('option', { name: '共通', exact: true }).click();
    await japanese.page.getByRole('button', { name: '表示' }).click();
    await japanese.page.getByRole('heading', { name: '現在の状態' }).waitFor();
    await checkAccessibility(japanese.page, "auditor's view, Japanese");
    await settledScreenshot(japanese.page, 'admin-auditor-section-ja-wide');
    await japanese.page.setViewportSize({ width: 390, height: 844 });
    await checkAccessibility(japanese.page, "auditor's view, Japanese, narrow");
    await settledScreenshot(japanese.page, 'admin-auditor-section-ja-narrow');
  });

  it('is not offered to an account administrator, and refuses it', async () => {
    const { page } = browser;
    const admin = demoUser('escrow.admin');
    await signIn(page, admin.username, admin.password);
    await page.goto('/admin/#/auditor');
    await page.getByRole('heading', { name: 'Not allowed' }).waitFor();
    expect(await page.getByRole('link', { name: 'Auditor' }).count()).toBe(0);
    const answer = await page.request.get('/api/auditor/section/common');
    expect(answer.status()).toBe(403);
    await checkAccessibility(page, "auditor's view, not allowed");
  });
});
