/// <reference lib="dom" />
// The user manager of the administration app (002 §2.3, §4, §5; issue 23) as TRIMIN, COUNTY and ACCOUNT.
import { describe, expect, it } from '@jest/globals';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { request, type Page } from 'playwright-core';
import {
  checkAccessibility,
  demoUser,
  query,
  settledScreenshot,
  signIn,
  testServer,
  uniqueEmail,
  useBrowser,
} from './support/index';

const field = (page: Page, name: string) => page.locator(`input[name="${name}"]`);

async function openUserManager(page: Page): Promise<void> {
  await page.goto('/admin/#/users');
  await page.getByText(/^Displaying Results: \d+-\d+ of \d+$/).waitFor();
}

/** The list narrowed to one user by the free-text filter, and that user's row. */
async function rowOf(page: Page, username: string) {
  await field(page, 'q').fill(username);
  const row = page.locator('tbody tr', { hasText: username });
  await expect(row.count()).resolves.toBeGreaterThanOrEqual(0);
  await page.getByText('Displaying Results: 1-1 of 1').waitFor();
  return row;
}

async function confirmDialog(page: Page, text: string | RegExp): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: text });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

async function notified(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor();
}

async function statusOf(username: string): Promise<string> {
  const [row] = await query<{ status: string }>(`SELECT status FROM users WHERE username = '${username}'`);
  return row?.status ?? 'gone';
}

/** Signs in through the API in a context of its own: does this password open the account? */
async function canSignIn(username: string, password: string): Promise<boolean> {
  const api = await request.newContext({ baseURL: testServer().baseUrl });
  try {
    const response = await api.post('/api/auth/login', { data: { username, password } });
    return ((await response.json()) as { ok: boolean }).ok;
  } finally {
    await api.dispose();
  }
}

/**
 * New, the entry form with its formatting and its defaults, Edit, Deactivate, the read-only form of an inactive
 * user, Activate (at once for I), Password and Delete, as one manager; each step checked in the list, the
 * database and the user's history.
 */
async function manageOneUser(page: Page, manager: string, username: string, options: { staff: boolean }) {
  const { password } = demoUser(manager);
  await signIn(page, manager, password);
  await openUserManager(page);
  await page.getByRole('link', { name: 'New' }).click();
  await field(page, 'username').waitFor();
  // New users start on the first allowable account as USER (002 §6).
  await expect(page.getByRole('combobox', { name: /User Type/ }).innerText()).resolves.toContain('User');
  await checkAccessibility(page, `user form, new, ${manager}`);
  await settledScreenshot(page, `admin-users-new-${manager}`);
  // Required fields first: the spec's message under each.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Required.').count()).resolves.toBeGreaterThanOrEqual(3);
  await field(page, 'username').fill(`  ${username}  `);
  await field(page, 'password').fill('Closing#2024');
  await field(page, 'passwordConfirm').fill('Closing#2024');
  await field(page, 'firstName').fill('  Maria ');
  await field(page, 'lastName').fill('Sablan');
  await field(page, 'email').fill(' Maria.Sablan@Example.COM');
  await expect(field(page, 'email').inputValue()).resolves.toBe('maria.sablan@example.com');
  await field(page, 'zip').fill('9695x0');
  await expect(field(page, 'zip').inputValue()).resolves.toBe('96950');
  await field(page, 'phone').pressSequentially('6705550190');
  await expect(field(page, 'phone').inputValue()).resolves.toBe('(670) 555-0190');
  expect(await page.getByLabel('View Protected Documents').count()).toBe(options.staff ? 1 : 0);
  if (options.staff) await page.getByLabel('View Protected Documents').check();
  await page.getByRole('button', { name: 'Save' }).click();
  if (options.staff) {
    await confirmDialog(page, 'Give user ability to view all protected documents?');
    await page
      .getByText(/^You are giving /)
      .first()
      .waitFor();
  }
  await notified(page, `User ${username} added.`);
  await page.getByText(/^Displaying Results/).waitFor();
  const [made] = await query<{ id: number; first_name: string; view_judicial_protection: boolean }>(
    `SELECT id, first_name, view_judicial_protection FROM users WHERE username = '${username}'`,
  );
  expect(made).toMatchObject({ first_name: 'Maria', view_judicial_protection: options.staff });

  // Edit.
  const row = await rowOf(page, username);
  await row.getByRole('link', { name: 'Edit' }).click();
  await field(page, 'firstName').fill('Mariana');
  await page.getByRole('button', { name: 'Save' }).click();
  if (options.staff) await confirmDialog(page, 'Give user ability to view all protected documents?');
  await notified(page, `User ${username} saved.`);

  // Deactivate in the list; the badge says so.
  await (await rowOf(page, username)).getByRole('button', { name: 'Deactivate' }).click();
  await notified(page, `User ${username} deactivated.`);
  await (await rowOf(page, username)).getByText('inactive', { exact: true }).waitFor();
  expect(await statusOf(username)).toBe('I');

  // An inactive user's form is read-only, account and user type as fixed text; Activate happens at once.
  await (await rowOf(page, username)).getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('button', { name: 'Activate' }).waitFor();
  expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
  await expect(field(page, 'firstName').isDisabled()).resolves.toBe(true);
  expect(await page.getByRole('combobox', { name: /User Type/ }).count()).toBe(0);
  await checkAccessibility(page, `user form, inactive, ${manager}`);
  await settledScreenshot(page, `admin-users-inactive-${manager}`);
  await page.getByRole('button', { name: 'Activate' }).click();
  await notified(page, `User ${username} activated.`);
  await page.getByRole('button', { name: 'Save' }).waitFor();
  expect(await statusOf(username)).toBe('A');

  // The history below the form shows what was just done, by whom.
  const history = page.getByRole('region', { name: 'Change History' });
  await history.getByText('First Name: Maria → Mariana').waitFor();
  await expect(history.getByText('Status: Active → Inactive').count()).resolves.toBe(1);
  await expect(history.getByText('Status: Inactive → Active').count()).resolves.toBe(1);
  await expect(history.getByRole('cell', { name: manager, exact: true }).count()).resolves.toBeGreaterThanOrEqual(3);
  await checkAccessibility(page, `user form with history, ${manager}`);
  await settledScreenshot(page, `admin-users-edit-history-${manager}`);

  // Reset the password.
  await openUserManager(page);
  await (await rowOf(page, username)).getByRole('link', { name: 'Password' }).click();
  await page.waitForURL(/\/userManager\/UserPassword\/\d+$/);
  await field(page, 'password').fill('Renewed#2025');
  await field(page, 'passwordConfirm').fill('Renewed#2026');
  await page.getByRole('button', { name: 'Save Password' }).click();
  await page.getByText('Mismatched passwords.').waitFor();
  await checkAccessibility(page, `reset password, ${manager}`);
  await settledScreenshot(page, `admin-users-password-${manager}`);
  await field(page, 'passwordConfirm').fill('Renewed#2025');
  await page.getByRole('button', { name: 'Save Password' }).click();
  await notified(page, `Password updated for ${username}.`);
  expect(await canSignIn(username, 'Renewed#2025')).toBe(true);

  // Delete from the list, asked by name.
  await openUserManager(page);
  await (await rowOf(page, username)).getByRole('button', { name: 'Delete' }).click();
  await confirmDialog(page, `Delete User ${username}?`);
  await notified(page, `User ${username} deleted.`);
  expect(await statusOf(username)).toBe('gone');
}

describe('the user manager', () => {
  const browser = useBrowser();

  it('lets TRIMIN create, edit, deactivate, activate, reset the password of and delete a user', async () => {
    await manageOneUser(browser.page, 'trimin.admin', 'a2.trimin.made', { staff: true });
    expect(browser.consoleErrors).toEqual([]);
  });

  it('lets COUNTY do the same', async () => {
    await manageOneUser(browser.page, 'county.clerk', 'a2.county.made', { staff: true });
  });

  it('lets an ACCOUNT administrator do the same within its account, without View Protected Documents', async () => {
    await manageOneUser(browser.page, 'escrow.admin', 'a2.escrow.made', { staff: false });
  });

  it('asks before activating a pending and a locked user, in the words of 002 §4', async () => {
    const { page } = browser;
    const pending = 'a2.pending.user';
    const signUp = await page.request.post('/api/auth/signUp', {
      data: {
        username: pending,
        password: 'Pending#2024',
        firstName: 'Pia',
        lastName: 'Pending',
        address: 'PO Box 1',
        city: 'Saipan',
        state: 'MP',
        zip: '96950',
        email: uniqueEmail('pending'),
        phoneFormatType: 'STANDARD',
        phone: '(670) 555-0101',
      },
    });
    expect(((await signUp.json()) as { ok: boolean }).ok).toBe(true);
    const { username: lockedName } = demoUser('flatfee.user');
    for (let attempt = 0; (await statusOf(lockedName)) !== 'L' && attempt < 12; attempt += 1) {
      const api = await request.newContext({ baseURL: testServer().baseUrl });
      const response = await api.post('/api/auth/login', { data: { username: lockedName, password: 'wrong#Pass1' } });
      const wait = Number(response.headers()['retry-after'] ?? 0);
      await api.dispose();
      if (wait > 0) await page.waitForTimeout(wait * 1000 + 100);
    }
    expect(await statusOf(lockedName)).toBe('L');

    const county = demoUser('county.clerk');
    await signIn(page, county.username, county.password);
    await openUserManager(page);
    // Pending Only lists the self-registered user with its badge.
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Pending Only' }).click();
    const pendingRow = await rowOf(page, pending);
    await pendingRow.getByText('pending', { exact: true }).waitFor();
    await checkAccessibility(page, 'user list, pending only');
    await pendingRow.getByRole('button', { name: 'Activate' }).click();
    const question = page.getByRole('dialog').filter({ hasText: 'User has not completed self registration.' });
    await question.waitFor();
    await checkAccessibility(page, 'activate a pending user');
    await settledScreenshot(page, 'admin-users-activate-pending');
    // Cancel leaves the user pending; Confirm activates it.
    await question.getByRole('button', { name: 'Cancel' }).click();
    expect(await statusOf(pending)).toBe('P');
    await pendingRow.getByRole('button', { name: 'Activate' }).click();
    await confirmDialog(page, 'User has not completed self registration.  Continue to activate?');
    await notified(page, `User ${pending} activated.`);
    expect(await statusOf(pending)).toBe('A');

    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'All Users' }).click();
    const lockedRow = await rowOf(page, lockedName);
    await lockedRow.getByText('locked!', { exact: true }).waitFor();
    await lockedRow.getByRole('button', { name: 'Activate' }).click();
    await confirmDialog(page, 'User was locked out due to suspicious activties.  Continue to activate?');
    await notified(page, `User ${lockedName} activated.`);
    expect(await statusOf(lockedName)).toBe('A');
  });

  it('exports users.xlsx of the filter, read back with exceljs', async () => {
    const { page } = browser;
    const trimin = demoUser('trimin.admin');
    await signIn(page, trimin.username, trimin.password);
    await openUserManager(page);
    await field(page, 'q').fill('escrow');
    await page.locator('tbody tr', { hasText: 'trimin.admin' }).waitFor({ state: 'detached' });
    const shown = await page.locator('tbody tr').count();
    await page.getByText(`Displaying Results: 1-${shown} of ${shown}`).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('users.xlsx');
    const file = join(tmpdir(), `admin-users-${process.pid}.xlsx`);
    await download.saveAs(file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Username');
    const usernames: string[] = [];
    sheet.eachRow((row, number) => {
      if (number > 1) usernames.push(String(row.getCell(1).value));
    });
    expect(usernames).toHaveLength(shown);
    expect(usernames).toEqual(expect.arrayContaining(['escrow.admin', 'escrow.searcher']));
  });

  it("shows an ACCOUNT administrator only its own account's users, and refuses another's by URL", async () => {
    const { page } = browser;
    const admin = demoUser('escrow.admin');
    await signIn(page, admin.username, admin.password);
    // The spec's own addresses (000 §2): /userManager, and /userManager/0 for a new user.
    await page.goto('/admin/#/userManager/0');
    await field(page, 'username').waitFor();
    await page.goto('/admin/#/userManager');
    await page.getByText(/^Displaying Results: 1-\d+ of \d+$/).waitFor();
    const accounts = await page.locator('tbody tr td:nth-child(3)').allInnerTexts();
    expect(new Set(accounts).size).toBe(1);
    expect(await page.getByLabel('Account', { exact: true }).count()).toBe(0);
    const [other] = await query<{ id: number }>(`SELECT id FROM users WHERE username = 'flatfee.user'`);
    await page.goto(`/admin/#/users/${other!.id}`);
    await page.getByText('There is no such user.').waitFor();
    await page.getByText(/^Displaying Results/).waitFor();
    expect(await page.locator('input[name="firstName"]').count()).toBe(0);
  });

  it('filters by account for county staff, and is pictured wide and narrow in English and Japanese', async () => {
    const { page } = browser;
    const county = demoUser('county.clerk');
    await signIn(page, county.username, county.password);
    await openUserManager(page);
    const lookup = page.getByRole('combobox', { name: 'Account' });
    await lookup.fill('Escrow');
    const chosen = await page.getByRole('option').first().innerText();
    await page.getByRole('option').first().click();
    await page.waitForURL(/accountId/);
    await page.locator('tbody tr').filter({ hasNotText: chosen }).first().waitFor({ state: 'detached' });
    const accounts = await page.locator('tbody tr td:nth-child(3)').allInnerTexts();
    expect(new Set(accounts).size).toBe(1);
    await checkAccessibility(page, 'user list, one account');
    await settledScreenshot(page, 'admin-users-list-en-wide');
    await page.setViewportSize({ width: 390, height: 844 });
    await checkAccessibility(page, 'user list, narrow');
    await settledScreenshot(page, 'admin-users-list-en-narrow');

    const japanese = await browser.newPage({ locale: 'ja-JP' });
    await signIn(japanese.page, county.username, county.password, '日本語');
    await japanese.page.goto('/admin/#/users');
    await japanese.page.getByText(/^表示中の結果/).waitFor();
    await checkAccessibility(japanese.page, 'user list, Japanese');
    await settledScreenshot(japanese.page, 'admin-users-list-ja-wide');
    await japanese.page.getByRole('link', { name: '新規' }).click();
    await japanese.page.locator('input[name="username"]').waitFor();
    await checkAccessibility(japanese.page, 'user form, Japanese');
    await settledScreenshot(japanese.page, 'admin-users-new-ja-wide');
    await japanese.page.setViewportSize({ width: 390, height: 844 });
    await settledScreenshot(japanese.page, 'admin-users-new-ja-narrow');
  });
});
