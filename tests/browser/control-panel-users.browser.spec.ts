/// <reference lib="dom" />
// The control panel's User Admin and Account Admin sections (002 §2.4, §3, §4, §5): user access, the lockout in
// two steps, purge now and the purge schedules, as COUNTY: each saved once valid and once invalid, its dependent
// fields, axe and screenshots in English and Japanese. Every section is put back as it was: a lockout left on
// would shut out the other files sharing this server.
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { Page } from 'playwright-core';
import {
  alertWith,
  checkAccessibility,
  demoUser,
  fieldError,
  givenEscrowUser,
  openSection,
  query,
  readSection,
  saveSection,
  settledScreenshot,
  signInAs,
  submit,
  useBrowser,
} from './support/index';

const saved = (page: Page, message: string | RegExp) => alertWith(page, message).waitFor();

// A busy machine runs these journeys slowly: each test may take a few minutes, a step up to 40 s.
jest.setTimeout(300_000);

describe('User Admin and Account Admin in the control panel, as COUNTY', () => {
  const browser = useBrowser();
  beforeEach(() => browser.page.setDefaultTimeout(40_000));

  it('user access: numbers disabled while their switch is off, at most 120 inactivity minutes, a valid change saved', async () => {
    const { page } = browser;
    await signInAs(page, 'county.clerk');
    const before = await readSection(page, 'userAccess');
    try {
      await openSection(page, 'userAccess', 'User Access');
      const limit = page.getByLabel('Limit Login Attempts');
      const attempts = page.getByLabel('Maximum Login Attempts');
      const inactivity = page.getByLabel('Inactivity Time Limit');
      const minutes = page.getByLabel('Inactivity Minutes');
      await limit.check();
      await inactivity.check();
      await limit.uncheck();
      await expect(attempts.isDisabled()).resolves.toBe(true);
      await limit.check();
      await expect(attempts.isEnabled()).resolves.toBe(true);
      await inactivity.uncheck();
      await expect(minutes.isDisabled()).resolves.toBe(true);
      await inactivity.check();

      await minutes.fill('121');
      await submit(page);
      await fieldError(page, 'At most 120 minutes.').waitFor();
      await expect(minutes.getAttribute('aria-invalid')).resolves.toBe('true');
      await checkAccessibility(page, 'user access with an error');

      await minutes.fill('45');
      await attempts.fill('2');
      await submit(page);
      await saved(page, 'Settings updated');
      expect(await readSection(page, 'userAccess')).toMatchObject({
        maxloginAttempts: 2,
        inactivityTimeLimitPeriod: 45,
        limitLoginAttempts: true,
      });

      // A number whose switch is off keeps its value: the server is sent it, not its default.
      await inactivity.uncheck();
      await submit(page);
      await saved(page, 'Settings updated');
      expect(await readSection(page, 'userAccess')).toMatchObject({
        inactivityTimeLimit: false,
        inactivityTimeLimitPeriod: 45,
      });

      // Two failed sign-ins now lock a user: the section lists it, with the notice of how many are locked.
      const { username } = await givenEscrowUser(page, 'locked.out', 'USER');
      const stranger = await browser.newPage();
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const login = { username, password: 'Wrong#Pass1', language: 'ENGLISH' };
        await stranger.page.request.post('/api/auth/login', { data: login });
      }
      await page.reload();
      await page.getByRole('heading', { name: 'User Access' }).waitFor({ timeout: 30_000 });
      await page.getByText(/\d+ users? (is|are) locked after too many failed sign-ins\./).waitFor();
      await page.getByText(username, { exact: true }).waitFor();
      await checkAccessibility(page, 'user access');
      await settledScreenshot(page, 'control-panel-user-access-en');
    } finally {
      const { lockedUsers: _locked, ...settings } = before;
      await saveSection(page, 'userAccess', settings);
    }
  });

  it('the lockout in two steps signs out a signed-in user and keeps them out until it is lifted', async () => {
    const { page } = browser;
    await signInAs(page, 'county.clerk');
    const before = await readSection(page, 'userLockout');
    const user = await browser.newPage();
    await signInAs(user.page, 'escrow.searcher');
    await user.page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    const headline = `Closed for the count ${Date.now().toString(36)}`;
    const loginMessage = 'The recorder is counting the year’s documents. Please come back tomorrow.';
    try {
      // Step one: the flag and its two messages, both required.
      await openSection(page, 'userLockout', 'Lockout 1');
      await page.getByLabel('Lockout in Place').check();
      await page.getByLabel('Headline Message').fill('');
      await page.getByLabel('Login Page Message').fill(loginMessage);
      await submit(page);
      await fieldError(page, 'Required.').waitFor();
      expect(await readSection(page, 'userLockout')).toMatchObject({ lockoutInPlace: before.lockoutInPlace });
      await page.getByLabel('Headline Message').fill(headline);
      await submit(page);
      await saved(page, /The lockout is in place/);
      await checkAccessibility(page, 'lockout 1');
      await settledScreenshot(page, 'control-panel-lockout1-en');

      // Until step two, the user already signed in stays in.
      await user.page.reload();
      await user.page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();

      // Step two: End All User Sessions, after its confirmation.
      await openSection(page, 'userLockout2', 'Lockout 2');
      await page.getByText(headline).waitFor();
      await page.getByRole('button', { name: 'End All User Sessions' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Everyone signed in now, except you, will be signed out.', { exact: false }).waitFor();
      await checkAccessibility(page, 'lockout 2 confirmation');
      await settledScreenshot(page, 'control-panel-lockout2-confirm-en');
      await dialog.getByRole('button', { name: 'End All User Sessions' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: /user sessions? ended\./ })
        .waitFor();
      await checkAccessibility(page, 'lockout 2');
      await settledScreenshot(page, 'control-panel-lockout2-en');

      // The user is signed out at the next call: the page reloaded greets nobody and shows the lockout's headline;
      // the login page says why, and signing in again is refused while the lockout is in place.
      await user.page.reload();
      await user.page.getByText(headline).first().waitFor();
      await expect(user.page.locator('header').innerText()).resolves.not.toContain('Hello');
      await user.page.goto('/login');
      await user.page.getByText(loginMessage).first().waitFor();
      await user.page.locator('input[name="username"]').fill('escrow.searcher');
      await user.page.locator('input[name="password"]').fill(demoUser('escrow.searcher').password);
      const [refused] = await Promise.all([
        user.page.waitForResponse((response) => response.url().endsWith('/api/auth/login')),
        user.page.locator('input[name="password"]').press('Enter'),
      ]);
      expect(await refused.json()).toMatchObject({ ok: false, message: loginMessage });
      expect(new URL(user.page.url()).pathname).toBe('/login');
      await settledScreenshot(user.page, 'control-panel-lockout-user-signed-out-en');

      // The clerk's own session lives on, and lifts the lockout.
      await openSection(page, 'userLockout', 'Lockout 1');
      await page.getByLabel('Lockout in Place').uncheck();
      await submit(page);
      await saved(page, 'Settings updated');
      await signInAs(user.page, 'escrow.searcher');
      await user.page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    } finally {
      await saveSection(page, 'userLockout', before);
    }
  });

  it('purge now asks first what it removes, then purges the users not signed in since the date', async () => {
    const { page } = browser;
    await signInAs(page, 'county.clerk');
    const before = await readSection(page, 'userPurgeNow');
    // A user made long ago who never signed in (the read model's dates, as an old county's would be).
    const { username } = await givenEscrowUser(page, 'purge.me', 'USER');
    await query(`UPDATE users SET created_at = '2019-03-01T00:00:00Z' WHERE username = '${username}'`);
    // Only that one is old enough: no demo user another test needs is purged.
    const idle = await query<{ username: string }>(
      `SELECT username FROM users WHERE role IN ('USER', 'GUEST')
         AND coalesce(last_sign_in_at, created_at) < '2020-01-05T00:00:00Z'`,
    );
    expect(idle.map((row) => row.username)).toEqual([username]);
    try {
      await openSection(page, 'userPurgeNow', 'Purge Now');
      const date = page.getByLabel('Purge Users Not Signed In Since');
      await date.fill('13/45/2020');
      await submit(page);
      await page.locator('.MuiFormHelperText-root.Mui-error').waitFor();
      await expect(date.getAttribute('aria-invalid')).resolves.toBe('true');

      await date.fill('01/05/2020');
      await submit(page);
      const dialog = page.getByRole('dialog');
      await dialog.getByText(/Purging removes for good every USER and GUEST user/).waitFor();
      await checkAccessibility(page, 'purge now confirmation');
      await settledScreenshot(page, 'control-panel-purge-now-confirm-en');
      await dialog.getByRole('button', { name: 'No' }).click();
      expect(await query(`SELECT 1 FROM users WHERE username = '${username}'`)).toHaveLength(1);

      await submit(page);
      await dialog.getByRole('button', { name: 'Yes' }).click();
      await saved(page, 'Settings updated. 1 user not signed in since 01/05/2020 purged.');
      expect(await query(`SELECT 1 FROM users WHERE username = '${username}'`)).toHaveLength(0);
      await checkAccessibility(page, 'purge now');
      await settledScreenshot(page, 'control-panel-purge-now-en');
    } finally {
      await saveSection(page, 'userPurgeNow', before);
    }
  });

  for (const { path, heading, days, minimum, valid } of [
    {
      path: 'userPurgeSchedule',
      heading: 'Purge Schedule',
      days: 'Purge Users Not Signed In For (days)',
      minimum: 365,
      valid: 400,
    },
    {
      path: 'auditLogPurgeSchedule',
      heading: 'Audit Log Purge',
      days: 'Purge Audit Log Entries Older Than (days)',
      minimum: 60,
      valid: 90,
    },
  ]) {
    it(`${path}: days disabled while automatic purge is off, at least ${minimum}, a valid change saved`, async () => {
      const { page } = browser;
      await signInAs(page, 'county.clerk');
      const before = await readSection(page, path);
      try {
        await openSection(page, path, heading);
        const automatic = page.getByLabel('Automatic Purge');
        const field = page.getByLabel(days);
        await automatic.uncheck();
        await expect(field.isDisabled()).resolves.toBe(true);
        await automatic.check();
        await field.fill(String(minimum - 1));
        await submit(page);
        await fieldError(page, `At least ${minimum} days.`).waitFor();
        await expect(field.getAttribute('aria-invalid')).resolves.toBe('true');
        expect(await readSection(page, path)).toEqual(before);

        await field.fill(String(valid));
        await submit(page);
        await saved(page, 'Settings updated');
        expect(await readSection(page, path)).toEqual({ automaticPurge: true, automaticPurgeAfterDays: valid });
        await checkAccessibility(page, path);
        await settledScreenshot(page, `control-panel-${path}-en`);
      } finally {
        await saveSection(page, path, before);
      }
    });
  }

  it('Account Admin opens with the accounts list', async () => {
    const { page } = browser;
    await signInAs(page, 'county.clerk');
    await page.goto('/admin/#/controlPanel/accounts');
    await page.getByText(/Displaying Results: 1-\d+ of \d+/).waitFor();
    await page.getByRole('link', { name: 'Audit Log Purge' }).click();
    await page.getByRole('heading', { name: 'Audit Log Purge' }).waitFor();
  });
});

describe('User Admin in Japanese', () => {
  const browser = useBrowser({ locale: 'ja-JP' });
  beforeEach(() => browser.page.setDefaultTimeout(40_000));

  it('shows every User Admin screen and the audit log purge in Japanese', async () => {
    const { page } = browser;
    await signInAs(page, 'county.clerk', '日本語');
    for (const [path, heading] of [
      ['userAccess', 'ユーザーアクセス'],
      ['userLockout', 'ロックアウト 1'],
      ['userLockout2', 'ロックアウト 2'],
      ['userPurgeNow', '今すぐ削除'],
      ['userPurgeSchedule', '削除スケジュール'],
      ['auditLogPurgeSchedule', '監査ログの削除'],
    ] as const) {
      await openSection(page, path, heading);
      await checkAccessibility(page, `${path}, Japanese`);
      await settledScreenshot(page, `control-panel-${path}-ja`);
    }
  });
});
