/// <reference lib="dom" />
// Accounts in the administration app (002 §2.4, §4, §5): the list, the form, the account screens, status and
// deletion with the users, the export and the history, as TRIMIN and COUNTY; an ACCOUNT administrator kept out.
import { describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { apiAs, checkAccessibility, demoUser, query, settledScreenshot, signIn, useBrowser } from './support/index';

/** The accounts resource's list in the admin app (its router keeps the screen in the hash). */
const list = '/admin/#/controlPanel/accounts';
const narrow = { width: 390, height: 844 };
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36).slice(-5)}`;

/** Signs in through the portal's login page, then opens the accounts list of the admin app. */
async function openAccounts(page: Page, username: string) {
  const { password } = demoUser(username);
  await signIn(page, username, password);
  await page.goto(list);
  await page.getByText(/Displaying Results/).waitFor();
}

/**
 * The list narrowed to one account by its name (the free-text filter), once the filtered page has come: the row
 * is on the unfiltered page too, and a menu opened on it before the list redraws would close with it.
 */
async function findAccount(page: Page, name: string, found = 'Displaying Results: 1-1 of 1') {
  await page.getByPlaceholder(/Search accounts|アカウントを検索/).fill(name);
  await page.getByText(found, { exact: true }).waitFor();
  return page.getByRole('row', { name: new RegExp(name) });
}

/** An account (and one user of it) made through the API, for the tests about status and deletion. */
async function givenAccountWithUser(page: Page, name: string) {
  const created = (await apiAs(page, 'controlPanel/account', {
    id: 0,
    name,
    accountType: 'A_LA_CARTE',
    paymentMethod: 'INVOICE',
    landLinkAccount: '7001',
  })) as { ok: boolean; content: { account: { id: number } } };
  expect(created.ok).toBe(true);
  const accountId = created.content.account.id;
  const username = `acct.user${accountId}x`;
  const user = (await apiAs(page, 'userManager/user', {
    id: 0,
    username,
    role: 'USER',
    accountId,
    password: 'Secret#123',
    passwordConfirm: 'Secret#123',
    firstName: 'Pat',
    lastName: 'Reyes',
    email: `${username.replace('.', '')}@example.test`,
  })) as { ok: boolean };
  expect(user).toMatchObject({ ok: true });
  return { accountId, username };
}

const userStatus = async (username: string) =>
  (await query<{ status: string }>(`SELECT status FROM users WHERE username = '${username}'`))[0]?.status ?? null;

describe('accounts in the admin app', () => {
  const browser = useBrowser();

  it('COUNTY creates a flat-fee account, sets its document types, access and flat-fee usage, and runs its tasks', async () => {
    const { page } = browser;
    await openAccounts(page, 'county.clerk');
    await page.getByText(/Displaying Results: 1-\d+ of \d+/).waitFor();
    await checkAccessibility(page, 'accounts list');
    await settledScreenshot(page, 'admin-accounts-list-en-wide');

    await page.getByRole('link', { name: 'Create' }).click();
    const name = unique('Saipan Surveys');
    await page.getByLabel('Account', { exact: true }).fill(name);
    // A la carte by default: Monthly Fee, no Monthly Rate; Post to LandLink only for a card account.
    await page.getByLabel('Monthly Fee').waitFor();
    expect(await page.getByLabel('Post to LandLink').count()).toBe(0);
    await chooseOption(page, 'Payment Method', 'Credit Card');
    await page.getByLabel('Post to LandLink').waitFor();
    await chooseOption(page, 'Account Type', 'Flat Fee');
    // Credit Card is not offered for a flat-fee account: the payment method falls back to the first one offered.
    await page.getByLabel('Monthly Fee').waitFor({ state: 'detached' });
    await page.getByRole('combobox', { name: 'Monthly Rate' }).waitFor();
    expect(await page.getByLabel('Post to LandLink').count()).toBe(0);
    // The non-a-la-carte payment methods only.
    await page.getByRole('combobox', { name: 'Payment Method' }).click();
    expect(await page.getByRole('option').allInnerTexts()).toEqual(['Escrow', 'Invoice']);
    await page.getByRole('option', { name: 'Escrow' }).click();
    await chooseOption(page, 'Monthly Rate', /^Option 1/);
    await page.getByLabel('Reload by Account Admin').waitFor();
    await page.getByLabel('Phone').fill('6705550110');
    expect(await page.getByLabel('Phone').inputValue()).toBe('(670) 555-0110');
    await page.getByLabel('Zip').fill('969');
    await page.getByRole('button', { name: 'Save' }).click();
    // The LandLink account is required for a flat-fee account with a rate level; the zip has five digits.
    await page.getByText('Required.').waitFor();
    await page.getByText('5-digit zip.').waitFor();
    await checkAccessibility(page, 'account form with errors');
    await settledScreenshot(page, 'admin-accounts-form-errors-en-wide');
    await page.getByLabel('LandLink Account').fill('12a');
    await page.getByText('Numeric Account Number').waitFor();
    await page.getByLabel('LandLink Account').fill('40077');
    await page.getByLabel('Zip').fill('96950');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`Account ${name} added.`).waitFor();
    await page.getByText(/Displaying Results/).waitFor();
    const [account] = await query<{ id: number; account_type: string; landlink_account: string }>(
      `SELECT id, account_type, landlink_account FROM accounts WHERE name = '${name}'`,
    );
    expect(account).toMatchObject({ account_type: 'FLAT_FEE', landlink_account: '40077' });
    const id = account!.id;

    // Document types: five blank rows to begin with, five more at a time; organize sorts and drops blanks.
    let row = await findAccount(page, name);
    await openMore(page, row, 'Document Types');
    await page.waitForURL(new RegExp(`/controlPanel/accountDocTypes/${id}/`));
    await page.getByRole('textbox', { name: 'Row 1: Document Type' }).waitFor();
    expect(await page.getByRole('textbox', { name: /^Row \d+: Document Type$/ }).count()).toBe(5);
    await page.getByRole('button', { name: 'Add 5 Rows' }).click();
    expect(await page.getByRole('textbox', { name: /^Row \d+: Document Type$/ }).count()).toBe(10);
    await page.getByRole('textbox', { name: 'Row 1: Document Type' }).fill('mtg');
    await page.getByRole('textbox', { name: 'Row 7: Document Type' }).fill('DEED');
    await chooseOption(page, 'Row 1: Image Charge Method', 'Document');
    await page.getByLabel('Row 7: Show Preview').uncheck();
    await checkAccessibility(page, 'account document types');
    await settledScreenshot(page, 'admin-accounts-doctypes-en-wide');
    await page.getByRole('button', { name: 'Organize' }).click();
    await page.getByText('Document types organized.').waitFor();
    expect(await page.getByRole('textbox', { name: /^Row \d+: Document Type$/ }).count()).toBe(2);
    expect(await page.getByRole('textbox', { name: 'Row 1: Document Type' }).inputValue()).toBe('DEED');
    const docTypes = await apiGet<{ accountDocTypesContainer: { accountDocTypes: unknown[] } }>(
      page,
      `controlPanel/accountDocTypes/${id}`,
    );
    expect(docTypes.accountDocTypesContainer.accountDocTypes).toEqual([
      { documentType: 'DEED', imageChargeMethod: 'PAGE', imageRetrieval: true, previewRetrieval: false },
      { documentType: 'MTG', imageChargeMethod: 'DOCUMENT', imageRetrieval: true, previewRetrieval: true },
    ]);

    // Access: the fifteen search flags.
    await page.goto(list);
    row = await findAccount(page, name);
    await openMore(page, row, 'Access');
    await page.getByLabel('Plat', { exact: true }).waitFor();
    expect(await page.locator('input[type="checkbox"]').count()).toBe(15);
    await page.getByLabel('Plat', { exact: true }).uncheck();
    await page.getByLabel('Tax Lien').uncheck();
    await checkAccessibility(page, 'account access');
    await settledScreenshot(page, 'admin-accounts-access-en-wide');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Access saved.').waitFor();
    expect(await apiGet(page, `controlPanel/accountPageAccess/${id}`)).toMatchObject({
      searchByPlat: false,
      searchByTaxLien: false,
      searchByName: true,
    });

    // Reload (the demo county lets its staff reload): the new balance beside the current one.
    await page.goto(list);
    row = await findAccount(page, name);
    await openMore(page, row, 'Reload');
    await page.getByText('Current images remaining: 0').waitFor();
    await page.getByLabel('New images remaining').fill('-1');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Whole numbers only.').waitFor();
    await page.getByLabel('New images remaining').fill('75');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Images remaining updated.').waitFor();
    await page.getByText('Current images remaining: 75').waitFor();
    await checkAccessibility(page, 'flat fee usage override');
    await settledScreenshot(page, 'admin-accounts-reload-en-wide');

    // Tasks: billed now, then a run; COUNTY is not offered Prepare to Rerun.
    await page.goto(list);
    row = await findAccount(page, name);
    await openMore(page, row, 'Tasks');
    await page.getByRole('button', { name: 'Run Account Tasks' }).waitFor();
    expect(await page.getByRole('button', { name: 'Prepare to Rerun Account Tasks' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Indicate Billed Now' }).click();
    await page.getByText('Marked billed now.').waitFor();
    await page.getByRole('button', { name: 'Run Account Tasks' }).click();
    await page.getByText(/^Account tasks run/).waitFor();
    const [tasks] = await query<{ last_billed: Date | null; last_tasks: Date | null }>(
      `SELECT last_billed, last_tasks FROM accounts WHERE id = ${id}`,
    );
    expect(tasks?.last_billed).not.toBeNull();
    expect(tasks?.last_tasks).not.toBeNull();
    await checkAccessibility(page, 'account tasks');
    await settledScreenshot(page, 'admin-accounts-tasks-en-wide');

    // The history shows what was just done.
    await page.goto(list);
    row = await findAccount(page, name);
    await openMore(page, row, 'History');
    for (const event of ['Account created', 'Document types set', 'Access set', 'Flat fee usage set']) {
      await page.getByRole('cell', { name: event, exact: true }).first().waitFor();
    }
    await checkAccessibility(page, 'account history');
    await settledScreenshot(page, 'admin-accounts-history-en-wide');
    expect(browser.consoleErrors).toEqual([]);
    // One journey through six screens: on a busy two-core machine it takes over a minute.
  }, 240_000);

  it("opens the spec's addresses: /controlPanel/accounts, /controlPanel/accounts/0 and /controlPanel/accounts/{id}", async () => {
    const { page } = browser;
    await openAccounts(page, 'county.clerk');
    await page.goto('/admin/#/controlPanel/accounts');
    await page.getByText(/Displaying Results/).waitFor();
    await page.goto('/admin/#/controlPanel/accounts/0');
    await page.getByRole('heading', { name: 'New Account' }).waitFor();
    const [account] = await query<{ id: number }>(`SELECT id FROM accounts WHERE name = 'Island Surveyors'`);
    await page.goto(`/admin/#/controlPanel/accounts/${account!.id}`);
    await page.getByRole('heading', { name: 'Account Island Surveyors' }).waitFor();
  });

  it('TRIMIN prepares to rerun account tasks after its confirmation', async () => {
    const { page } = browser;
    await openAccounts(page, 'trimin.admin');
    const row = await findAccount(page, 'Island Surveyors');
    await openMore(page, row, 'Tasks');
    await page.getByRole('button', { name: 'Prepare to Rerun Account Tasks' }).click();
    const dialog = page.getByRole('dialog', { name: 'Prepare to rerun account tasks?' });
    await dialog.waitFor();
    await checkAccessibility(page, 'prepare to rerun confirmation');
    await settledScreenshot(page, 'admin-accounts-rerun-confirm-en-wide');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Account tasks ready to run again.').waitFor();
    await page.getByRole('cell', { name: 'Never' }).first().waitFor();
  });

  it('deactivates and activates an account with its users after the confirmation, then deletes both', async () => {
    const { page } = browser;
    await openAccounts(page, 'county.clerk');
    const name = unique('Tinian Title');
    const { accountId, username } = await givenAccountWithUser(page, name);
    const row = await findAccount(page, name);
    await row.getByRole('link', { name: `Edit account ${name}` }).click();
    await page.getByLabel('City').fill('San Jose');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`Account ${name} saved.`).waitFor();
    expect(await query(`SELECT city FROM accounts WHERE id = ${accountId}`)).toEqual([{ city: 'San Jose' }]);
    await row.getByRole('button', { name: `Deactivate account ${name}` }).click();
    const deactivate = page.getByRole('dialog', { name: `Deactivate Account ${name} and users?` });
    await deactivate.waitFor();
    await checkAccessibility(page, 'deactivate confirmation');
    await settledScreenshot(page, 'admin-accounts-deactivate-confirm-en-wide');
    await deactivate.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(`Account ${name} and 1 user deactivated.`).waitFor();
    expect(await userStatus(username)).toBe('I');

    // An inactive account's type, payment, address and contact are read-only; its LandLink account is not.
    await row.getByRole('link', { name: `Edit account ${name}` }).click();
    await page.getByText('Inactive account').waitFor();
    expect(await page.getByLabel('City').getAttribute('readonly')).not.toBeNull();
    expect(await page.getByLabel('LandLink Account').getAttribute('readonly')).toBeNull();
    await checkAccessibility(page, 'inactive account form');
    await settledScreenshot(page, 'admin-accounts-form-inactive-en-wide');
    await page.goBack();

    await (await findAccount(page, name)).getByRole('button', { name: `Activate account ${name}` }).click();
    const activate = page.getByRole('dialog', { name: `Activate Account ${name} and users?` });
    await activate.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(`Account ${name} and 1 user activated.`).waitFor();
    expect(await userStatus(username)).toBe('A');

    // Users(1) opens the user list filtered to the account.
    await openMore(page, await findAccount(page, name), 'Users(1)');
    await page.waitForURL((url) => decodeURIComponent(url.hash).includes(`"accountId":${accountId}`));
    await page.getByText(username).waitFor();

    await page.goto(list);
    await (await findAccount(page, name)).getByRole('button', { name: `Delete account ${name}` }).click();
    const remove = page.getByRole('dialog', { name: `Delete account ${name} and users?` });
    await remove.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(`Account ${name} and 1 user deleted.`).waitFor();
    expect(await userStatus(username)).toBeNull();
  });

  it('exports accounts.xlsx with the rows of the list filter', async () => {
    const { page } = browser;
    await openAccounts(page, 'county.clerk');
    await chooseOption(page, 'Status', 'Active Only');
    await page.getByText(/Displaying Results/).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('accounts.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const names: string[] = [];
    sheet.eachRow((sheetRow, index) => {
      if (index > 1) names.push(String(sheetRow.getCell(2).value));
    });
    const active = await query<{ name: string }>(`SELECT name FROM accounts WHERE status = 'A' ORDER BY name`);
    expect(names.sort()).toEqual(active.map((account) => account.name).sort());
    expect(sheet.getRow(1).getCell(2).value).toBe('Account');

    // The list on a phone: the name with its details under it, the row's buttons beside it.
    await page.setViewportSize(narrow);
    await page.getByText('Monthly $25.00').first().waitFor();
    await checkAccessibility(page, 'accounts list, narrow');
    await settledScreenshot(page, 'admin-accounts-list-en-narrow');
    await page.getByRole('link', { name: 'Edit account Island Surveyors' }).click();
    await page.getByLabel('Monthly Rate').waitFor();
    await checkAccessibility(page, 'account form, narrow');
    await settledScreenshot(page, 'admin-accounts-form-en-narrow');
  });

  it('keeps an ACCOUNT administrator out of the accounts', async () => {
    const { page } = browser;
    const { username, password } = demoUser('escrow.admin');
    await signIn(page, username, password);
    await page.goto(list);
    await page
      .getByText(/not allowed|Not allowed|permission/i)
      .first()
      .waitFor();
    expect(await page.getByText(/Displaying Results/).count()).toBe(0);
    const refused = await page.request.get('/api/admin/accounts');
    expect(refused.status()).toBe(403);
  });
});

describe('accounts in Japanese, on a narrow screen', () => {
  const browser = useBrowser({ locale: 'ja-JP', viewport: narrow });

  it('shows the list, the form and the account screens in Japanese', async () => {
    const { page } = browser;
    const { username, password } = demoUser('county.clerk');
    await signIn(page, username, password, '日本語');
    await page.goto(list);
    await page.getByText(/表示結果/).waitFor();
    await checkAccessibility(page, 'accounts list, Japanese, narrow');
    await settledScreenshot(page, 'admin-accounts-list-ja-narrow');
    const row = await findAccount(page, 'Island Surveyors', '表示結果: 1-1 / 1件');
    await row.getByRole('button', { name: /その他の操作/ }).click();
    await page.getByRole('menuitem', { name: '文書種別' }).waitFor();
    await checkAccessibility(page, 'more menu, Japanese, narrow');
    await settledScreenshot(page, 'admin-accounts-more-ja-narrow');
    await page.getByRole('menuitem', { name: 'タスク' }).click();
    await page.getByRole('button', { name: 'アカウントのタスクを実行' }).waitFor();
    await checkAccessibility(page, 'account tasks, Japanese, narrow');
    await settledScreenshot(page, 'admin-accounts-tasks-ja-narrow');
    await page.goto(list);
    await page.getByRole('link', { name: '作成' }).click();
    await page.getByLabel('郵便番号').fill('9');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('5 桁の郵便番号を入力してください。').waitFor();
    await page.getByText('必須項目です。').first().waitFor();
    await checkAccessibility(page, 'account form, Japanese, narrow');
    await settledScreenshot(page, 'admin-accounts-form-ja-narrow');
    // The same screens wide.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(list);
    await page.getByText(/表示結果/).waitFor();
    await checkAccessibility(page, 'accounts list, Japanese, wide');
    await settledScreenshot(page, 'admin-accounts-list-ja-wide');
  });
});

/** Picks a choice of a react-admin select by the select's label. */
async function chooseOption(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** Opens an item of a row's More menu. */
async function openMore(page: Page, row: ReturnType<Page['getByRole']>, item: string) {
  await row.getByRole('button', { name: /^More for account/ }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

/** A control-panel GET as the page's user: its content. */
async function apiGet<Content>(page: Page, path: string): Promise<Content> {
  const response = await page.request.get(`/api/${path}`);
  return ((await response.json()) as { content: Content }).content;
}
