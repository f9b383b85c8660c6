/// <reference lib="dom" />
// The administration app's parts of issues 28 and 29, as COUNTY: userAccess's two-step switches and how long a
// lock lasts (saved, then read again after a reload), Reset Two-Step Verification on a user who enrolled (through
// the API, with codes from `otpauth`) and the lines it leaves in the user's history, and the property alerts'
// staff view: a subscriber found by email (subscribed and confirmed through the API, the token read from the
// local mailbox), one watch removed; the county's on/off switch. axe on each screen, screenshots in English and
// Japanese. Every section changed is put back as it was.
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { Page } from 'playwright-core';
import { sampleLandDocument } from '../support/records';
import {
  alertWith,
  apiAs,
  checkAccessibility,
  fieldError,
  givenEscrowUser,
  latestMailTo,
  newUserPassword,
  openSection,
  readSection,
  restoringSections as restoring,
  saveSection,
  settledScreenshot,
  signInAs,
  submit,
  uniqueEmail,
  uniqueSurname,
  useBrowser,
} from './support/index';
import { appCode } from './support/second-step';

jest.setTimeout(300_000);

/** Signs the user in through the API in a page of its own and enrols its second step with an app's code. */
async function enrol(page: Page, username: string) {
  await page.goto('/login');
  const login = (await apiAs(page, 'auth/login', { username, password: newUserPassword, language: 'ENGLISH' })) as {
    content: { secondStep: string; ticket: string };
  };
  expect(login.content).toMatchObject({ secondStep: 'enrol' });
  const { ticket } = login.content;
  const enrolment = (await apiAs(page, 'auth/secondStep/enrolment', { ticket })) as { content: { secret: string } };
  const code = appCode(enrolment.content.secret);
  expect(await apiAs(page, 'auth/secondStep/enrol', { ticket, code })).toMatchObject({ ok: true });
}

describe('two-step verification and property alerts in the administration app, as COUNTY', () => {
  const browser = useBrowser();
  beforeEach(() => browser.page.setDefaultTimeout(40_000));

  it('user access: the two-step switches and a lock of some minutes are saved and read again', async () => {
    const { page } = browser;
    await signInAs(page, 'county.clerk');
    await restoring(page, ['userAccess'], async () => {
      await openSection(page, 'userAccess', 'User Access');
      const staff = page.getByLabel('Two-step verification for county staff (TRIMIN, COUNTY)');
      const admins = page.getByLabel('Two-step verification for account administrators');
      const untilActivated = page.getByLabel('Until an administrator activates the user');
      const forMinutes = page.getByLabel('For a number of minutes');
      const minutes = page.getByLabel('Lock Minutes');

      await untilActivated.check();
      await expect(minutes.isDisabled()).resolves.toBe(true);
      await forMinutes.check();
      await expect(minutes.isEnabled()).resolves.toBe(true);
      await minutes.fill('1441');
      await submit(page);
      await fieldError(page, 'At most 1440 minutes (a day).').waitFor();
      await checkAccessibility(page, 'user access, a lock of too many minutes');

      await minutes.fill('20');
      await admins.check();
      await expect(staff.isChecked()).resolves.toBe(false); // the demo county signs staff in with a password alone
      await submit(page);
      await alertWith(page, 'Settings updated').waitFor();
      expect(await readSection(page, 'userAccess')).toMatchObject({
        secondStepStaff: false,
        secondStepAccountAdmins: true,
        lockMode: 'MINUTES',
        lockMinutes: 20,
      });

      await page.reload();
      await page.getByRole('heading', { name: 'User Access' }).waitFor();
      await admins.waitFor();
      await expect(admins.isChecked()).resolves.toBe(true);
      await expect(forMinutes.isChecked()).resolves.toBe(true);
      await expect(minutes.inputValue()).resolves.toBe('20');
      await checkAccessibility(page, 'user access');
      await settledScreenshot(page, 'admin-user-access-two-step-en');
    });
  });

  it('resets an enrolled user’s two-step verification after asking, and the history says so', async () => {
    const { page } = browser;
    await signInAs(page, 'county.clerk');
    await restoring(page, ['userAccess'], async () => {
      const before = await readSection(page, 'userAccess');
      const { lockedUsers: _locked, ...settings } = before;
      await saveSection(page, 'userAccess', { ...settings, secondStepAccountAdmins: true });
      const user = await givenEscrowUser(page, 'twostep', 'ACCOUNT');
      const other = await browser.newPage();
      await enrol(other.page, user.username);

      await page.goto(`/admin/#/userManager/${user.id}`);
      const reset = page.getByRole('button', { name: 'Reset Two-Step Verification' });
      await reset.click();
      const dialog = page.getByRole('dialog', { name: 'Reset two-step verification?' });
      await dialog.getByText(`Do this when ${user.username} has lost the phone`).waitFor();
      await checkAccessibility(page, 'reset two-step verification, asked');
      await settledScreenshot(page, 'admin-user-reset-two-step-en');
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await alertWith(
        page,
        'Two-step verification reset: the user will set it up again at the next sign-in.',
      ).waitFor();

      const history = page.getByRole('region', { name: 'Change History' });
      await history.getByRole('cell', { name: 'Two-step verification reset', exact: true }).waitFor();
      await history.getByRole('cell', { name: 'Two-step verification set up', exact: true }).waitFor();
      // The secret and the recovery codes' hashes are never shown.
      await expect(history.getByText(/secret|recoveryCodeHashes/i).count()).resolves.toBe(0);
      await expect(reset.count()).resolves.toBe(0);
      await checkAccessibility(page, 'user with the reset in its history');
      await settledScreenshot(page, 'admin-user-history-two-step-en');
    });
  });

  it('counts an alert sent today, finds its subscriber by email and removes one watch', async () => {
    const { page } = browser;
    await signInAs(page, 'county.clerk');
    await restoring(page, ['propertyAlerts'], async () => {
      await saveSection(page, 'propertyAlerts', { ...(await readSection(page, 'propertyAlerts')), enabled: true });

      // Subscribed and confirmed through the API, the token read from the local mailbox.
      const email = uniqueEmail('watcher');
      const surname = uniqueSurname('ZZADM');
      const since = Date.now();
      const visitor = await browser.newPage();
      await visitor.page.goto('/login');
      const subscribed = await apiAs(visitor.page, 'alerts/subscribe', {
        email,
        frequency: 'IMMEDIATE',
        language: 'ENGLISH',
        watches: [
          { kind: 'NAME', lastName: surname, firstName: '' },
          { kind: 'PARCEL', parcelId: '1-02139-0051' },
        ],
      });
      expect(subscribed).toMatchObject({ ok: true });
      const mail = await latestMailTo(email, { since, timeoutMs: 30_000 });
      const link = mail.links.map((text) => new URL(text)).find((url) => url.pathname.endsWith('/alerts/confirm'));
      const token = link?.searchParams.get('token');
      expect(token).toEqual(expect.any(String));
      expect(await apiAs(visitor.page, 'alerts/confirm', { token })).toMatchObject({ ok: true });

      // A document under the watched name pushed through the records feed: an alert leaves at once.
      const provider = await browser.newPage();
      await signInAs(provider.page, 'trimin.admin');
      const docId = `ADM-ALERT-${Date.now()}`;
      const pushedAt = Date.now();
      const grantors = [{ lastName: surname, firstName: 'Ana', middleInitial: '' }];
      const feed = [sampleLandDocument({ docId, recordedDateTime: new Date().toISOString(), grantors })];
      expect(await apiAs(provider.page, 'records/feed', feed)).toMatchObject({ ok: true });
      expect((await latestMailTo(email, { since: pushedAt, timeoutMs: 90_000 })).text).toContain(docId);

      await page.goto('/admin/#/alerts');
      await page.getByRole('heading', { name: 'Property Alerts', level: 1 }).waitFor();
      const perDay = page.getByRole('table', { name: 'Alerts sent per day (last 30 days)' });
      await perDay.waitFor();
      expect(await perDay.getByRole('row').count()).toBeGreaterThan(1);
      await page.getByLabel('Email address').fill(email);
      await page.getByRole('button', { name: 'Find' }).click();
      const watches = page.getByRole('list', { name: `Watches of ${email}` });
      await watches.getByText(`Name: ${surname}`, { exact: true }).waitFor();
      await watches.getByText('Parcel: 1-02139-0051').waitFor();
      await page.getByText('Confirmed', { exact: true }).waitFor();
      await checkAccessibility(page, 'property alerts, a subscriber found');
      await settledScreenshot(page, 'admin-alerts-person-en');

      await page.getByRole('button', { name: 'Remove the watch Parcel: 1-02139-0051' }).click();
      const dialog = page.getByRole('dialog', { name: 'Remove this watch?' });
      await dialog.getByText(`${email} will no longer be emailed about Parcel: 1-02139-0051.`).waitFor();
      await checkAccessibility(page, 'property alerts, removing a watch');
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await alertWith(page, 'The watch was removed.').waitFor();
      await watches.getByText('Parcel: 1-02139-0051').waitFor({ state: 'detached' });
      await watches.getByText(`Name: ${surname}`, { exact: true }).waitFor();
    });
  });

  it('turns property alerts off and on in the control panel', async () => {
    const { page } = browser;
    await signInAs(page, 'county.clerk');
    await restoring(page, ['propertyAlerts'], async () => {
      await openSection(page, 'propertyAlerts', 'Property Alerts');
      const offered = page.getByLabel('Offer property alerts');
      await offered.uncheck();
      await submit(page);
      await alertWith(page, 'Settings updated').waitFor();
      expect(await readSection(page, 'propertyAlerts')).toMatchObject({ enabled: false });

      // The staff view says they are off, and leads back to the switch.
      await page.goto('/admin/#/alerts');
      const off = page.getByRole('alert').filter({ hasText: 'Property alerts are turned off' });
      await off.waitFor();
      await checkAccessibility(page, 'property alerts turned off');
      await settledScreenshot(page, 'admin-alerts-off-en');
      await off.getByRole('link', { name: 'Turn them on in the control panel' }).click();
      await page.getByRole('heading', { name: 'Property Alerts', level: 1 }).waitFor();
      await offered.check();
      await submit(page);
      await alertWith(page, 'Settings updated').waitFor();
      expect(await readSection(page, 'propertyAlerts')).toMatchObject({ enabled: true });
      await checkAccessibility(page, 'property alerts switch');
      await settledScreenshot(page, 'admin-property-alerts-switch-en');
    });
  });

  it('is not for an account administrator', async () => {
    const { page } = browser;
    await signInAs(page, 'escrow.admin');
    await page.goto('/admin/#/alerts');
    await page.getByRole('heading', { name: 'Not allowed' }).waitFor();
    await expect(page.getByRole('link', { name: 'Property Alerts' }).count()).resolves.toBe(0);
  });
});

describe('the same screens in Japanese', () => {
  const browser = useBrowser({ locale: 'ja-JP' });
  beforeEach(() => browser.page.setDefaultTimeout(40_000));

  it('shows user access and the property alerts in Japanese', async () => {
    const { page } = browser;
    await signInAs(page, 'county.clerk', '日本語');
    await openSection(page, 'userAccess', 'ユーザーアクセス');
    await page.getByText('郡職員（TRIMIN、COUNTY）の2段階認証').waitFor();
    await checkAccessibility(page, 'user access, Japanese');
    await settledScreenshot(page, 'admin-user-access-two-step-ja');
    await openSection(page, 'propertyAlerts', '不動産アラート', { exact: true });
    await page.getByLabel('不動産アラートを提供する').waitFor();
    await checkAccessibility(page, 'property alerts switch, Japanese');
    await settledScreenshot(page, 'admin-property-alerts-switch-ja');
    await page.goto('/admin/#/alerts');
    await page.getByRole('heading', { name: '不動産アラート', level: 1 }).waitFor();
    await page.getByRole('heading', { name: '日別の送信アラート数（過去30日）' }).waitFor();
    await checkAccessibility(page, 'property alerts, Japanese');
    await settledScreenshot(page, 'admin-alerts-ja');
  });
});
