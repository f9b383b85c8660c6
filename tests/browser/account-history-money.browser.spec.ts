/// <reference lib="dom" />
// An account's money in its history (issue 25): a charge's monthly fee and statement from Run Account Tasks,
// read by county staff in English and Japanese.
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { apiAs, checkAccessibility, demoUser, settledScreenshot, signIn, useBrowser } from './support/index';

async function givenBilledAccount(page: Page, name: string) {
  const created = (await apiAs(page, 'controlPanel/account', {
    id: 0,
    name,
    accountType: 'MONTHLY_FEE',
    paymentMethod: 'INVOICE',
    monthlyFee: 25,
    landLinkAccount: '7301',
  })) as { ok: boolean; content: { account: { id: number } } };
  expect(created.ok).toBe(true);
  const id = created.content.account.id;
  expect(await apiAs(page, 'controlPanel/runAccountTasks', { accountId: id })).toMatchObject({ ok: true });
  return id;
}

describe("an account's history in the admin app", () => {
  const browser = useBrowser();

  it('shows the monthly fee and the statement as lines in dollars, in English and Japanese', async () => {
    const { page } = browser;
    const county = demoUser('county.clerk');
    await signIn(page, county.username, county.password);
    const name = `Capitol Hill Title ${Date.now().toString(36).slice(-5)}`;
    const id = await givenBilledAccount(page, name);
    await page.goto(`/admin/#/controlPanel/accountHistory/${id}/${encodeURIComponent(name)}`);
    await page.getByRole('cell', { name: 'Statement issued', exact: true }).waitFor();
    await page.getByText('Closing Balance: $25.00').waitFor();
    await page.getByText('Amount: $25.00').waitFor();
    await checkAccessibility(page, 'account history with money');
    await settledScreenshot(page, 'admin-account-history-money-en-wide');

    const japanese = await browser.newPage({ locale: 'ja-JP' });
    await signIn(japanese.page, county.username, county.password, '日本語');
    await japanese.page.goto(`/admin/#/controlPanel/accountHistory/${id}/${encodeURIComponent(name)}`);
    await japanese.page.getByRole('cell', { name: '請求書の発行', exact: true }).waitFor();
    await japanese.page.getByText('今回残高: $25.00').waitFor();
    await checkAccessibility(japanese.page, 'account history with money, Japanese');
    await settledScreenshot(japanese.page, 'admin-account-history-money-ja-wide');
    expect(browser.consoleErrors).toEqual([]);
  });
});
