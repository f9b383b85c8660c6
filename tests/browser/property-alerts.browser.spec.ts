/// <reference lib="dom" />
// Property alerts (issue 29) in the portal: a home owner on a phone signs up from the login page's link, opens the
// confirmation link from the local mailbox, is emailed when a document under the watched name is pushed through
// the records feed, and stops the alerts from that email's link; each message of a refused sign-up under its
// field; a signed-in user's "My property alerts" from the account menu; the home page's card; the screens in
// Japanese; axe on every screen and screenshots on a phone, an old PC's screen and in Japanese.
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { sampleLandDocument } from '../support/records';
import {
  apiAs,
  catalogText,
  checkAccessibility,
  demoUser,
  input,
  latestMailTo,
  messageUnder,
  settledScreenshot as screenshot,
  signIn,
  uniqueEmail,
  uniqueSurname,
  useBrowser,
  type Mail,
} from './support/index';

const text = (key: string, tag = 'en') => catalogText(tag, `propertyAlerts.${key}`);
const message = (code: string, tag = 'en') => catalogText(tag, `messages.${code}`);
const phone = { width: 360, height: 740 };
const oldPc = { width: 1024, height: 768 };

/** The path of the email's link to one of the alert pages: /alerts/confirm/<token>, /alerts/unsubscribe/<token>. */
function alertLink(mail: Mail, page: 'confirm' | 'unsubscribe'): string {
  for (const link of mail.links) {
    const url = new URL(link);
    if (url.pathname.includes(`/alerts/${page}`)) return url.pathname + url.search;
  }
  throw new Error(`No /alerts/${page} link in the email "${mail.subject}" (${mail.file}):\n${mail.text}`);
}

const submit = (page: Page, tag = 'en') =>
  page.getByRole('button', { name: text('form.submit', tag), exact: true }).click();

describe('property alerts in the portal', () => {
  const browser = useBrowser({ locale: 'en-US', viewport: phone });

  it('signs up from the login page, confirms by email, is alerted of a pushed document and unsubscribes by its link', async () => {
    const { page, consoleErrors } = browser;
    const email = uniqueEmail('owner');
    const surname = uniqueSurname('ZZALERT');

    await page.goto('/login');
    await page.getByRole('link', { name: text('loginLink') }).click();
    await page.waitForURL(/\/alerts$/);
    await page.getByRole('heading', { level: 1, name: text('title') }).waitFor();
    await page.getByRole('heading', { name: text('explain.doesNotTitle') }).waitFor();
    await checkAccessibility(page, 'the property alerts page on a phone');
    await screenshot(page, 'property-alerts-phone');

    // Nothing typed: each rule's message under its field, focus on the first.
    await submit(page);
    await expect(messageUnder(page, 'email')).resolves.toBe(message('ALERTS_EMAIL'));
    await expect(messageUnder(page, 'watches.0.lastName')).resolves.toBe(message('ALERTS_NAME_TOO_SHORT'));
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
    await checkAccessibility(page, 'the refused sign-up');
    await screenshot(page, 'property-alerts-phone-refused');

    await input(page, 'email').fill(email);
    await page.getByRole('radio', { name: text('frequency.IMMEDIATE') }).check();
    await input(page, 'watches.0.lastName').fill(surname.toLowerCase());
    // A second watch, of a parcel, then removed again: the form keeps the first.
    await page.getByRole('button', { name: text('form.addWatch') }).click();
    // Its kind chosen by keyboard: the select keeps the focus, and Tab goes on to the parcel's field.
    await page
      .getByRole('combobox', { name: text('kind.label') })
      .nth(1)
      .focus();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('option', { name: text('kind.PARCEL') }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await input(page, 'watches.1.parcelId').waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('watches.1.parcelId');
    await page.keyboard.type('1-02139-0051');
    const secondWatch = catalogText('en', 'propertyAlerts.form.watchNumber').replace('{{number}}', '2');
    await page.getByRole('button', { name: text('removeWatch').replace('{{watch}}', secondWatch) }).click();
    await expect(input(page, 'watches.1.parcelId').count()).resolves.toBe(0);

    const signedUpAt = Date.now();
    await submit(page);
    await page.getByRole('heading', { name: text('sent.title') }).waitFor();
    await page.getByText(message('ALERTS_CHECK_YOUR_EMAIL')).waitFor();
    await checkAccessibility(page, 'the sign-up sent');
    await screenshot(page, 'property-alerts-phone-sent');

    const confirmation = await latestMailTo(email, { since: signedUpAt, timeoutMs: 30_000 });
    await page.goto(alertLink(confirmation, 'confirm'));
    await page.getByRole('heading', { level: 1, name: text('confirm.title') }).waitFor();
    await page.getByText(text('confirm.immediate')).waitFor();
    await page.getByText(text('watchText.name').replace('{{name}}', surname), { exact: false }).waitFor();
    await checkAccessibility(page, 'the confirmation page');
    await screenshot(page, 'property-alerts-phone-confirmed');

    // A document recorded under the watched name arrives through the records feed (provider staff push it).
    const staff = await browser.newPage();
    const trimin = demoUser('trimin.admin');
    await signIn(staff.page, trimin.username, trimin.password);
    const docId = `ALERT-${Date.now()}`;
    const pushedAt = Date.now();
    const pushed = (await apiAs(staff.page, 'records/feed', [
      sampleLandDocument({
        docId,
        recordedDateTime: new Date().toISOString(),
        grantors: [{ lastName: `${surname[0]}${surname.slice(1).toLowerCase()}`, firstName: 'Ana', middleInitial: '' }],
      }),
    ])) as { ok: boolean };
    expect(pushed.ok).toBe(true);

    // The matcher follows the log; an IMMEDIATE subscriber's email leaves within half a minute.
    const alert = await latestMailTo(email, { since: pushedAt, timeoutMs: 90_000 });
    expect(alert.text).toContain(docId);
    expect(alert.text.toUpperCase()).toContain(surname);

    await page.goto(alertLink(alert, 'unsubscribe'));
    await page.getByRole('heading', { level: 1, name: text('unsubscribe.title') }).waitFor();
    await page.getByText(message('ALERTS_UNSUBSCRIBED')).waitFor();
    await checkAccessibility(page, 'the unsubscribe page');
    await screenshot(page, 'property-alerts-phone-unsubscribed');

    // A link whose token is not known says so, with the way to sign up again.
    await page.goto('/alerts/confirm/not-a-token-anyone-was-given-0000');
    await page.getByText(message('ALERTS_BAD_TOKEN')).waitFor();
    await page.getByRole('link', { name: text('link.subscribeAgain') }).waitFor();
    await checkAccessibility(page, 'a confirmation link that is not valid');
    expect(consoleErrors.filter((error) => !/status of 4\d\d/.test(error))).toEqual([]);
  }, 180_000);

  it('lets a signed-in user add and remove watches from the account menu, on an old PC', async () => {
    const { page } = browser;
    await page.setViewportSize(oldPc);
    const searcher = demoUser('escrow.searcher');
    await signIn(page, searcher.username, searcher.password);
    await page.goto('/home');
    // The home page's card, where the county shows it.
    const card = page.getByRole('region', { name: text('home.title') });
    await card.getByRole('link', { name: text('home.manage') }).waitFor();
    await checkAccessibility(page, 'the home page with its Property alerts card');
    await screenshot(page, 'property-alerts-home-card-old-pc');

    await page
      .getByRole('banner')
      .getByRole('link', { name: text('menuLink') })
      .click();
    await page.waitForURL(/\/alerts\/mine$/);
    await page.getByRole('heading', { level: 1, name: text('mine.title') }).waitFor();
    await page.getByText(text('mine.sentTo').replace('{{email}}', searcher.email)).waitFor();

    const surname = uniqueSurname('ZZALERT');
    await input(page, 'watch.lastName').fill('ab');
    await page.getByRole('button', { name: text('mine.add'), exact: true }).click();
    await expect(messageUnder(page, 'watch.lastName')).resolves.toBe(message('ALERTS_NAME_TOO_SHORT'));
    await input(page, 'watch.lastName').fill(surname);
    await page.getByRole('button', { name: text('mine.add'), exact: true }).click();
    const listed = text('watchText.name').replace('{{name}}', surname);
    await page.getByRole('listitem').filter({ hasText: listed }).waitFor();
    await page.getByText(message('ALERTS_WATCH_ADDED')).waitFor();
    await checkAccessibility(page, 'My property alerts');
    await screenshot(page, 'property-alerts-mine-old-pc');

    await page.getByRole('button', { name: text('mine.remove').replace('{{watch}}', listed) }).click();
    const dialog = page.getByRole('dialog', { name: text('mine.removeTitle') });
    await checkAccessibility(page, 'the remove question');
    await dialog.getByRole('button', { name: catalogText('en', 'common.yes') }).click();
    await page.getByText(message('ALERTS_WATCH_REMOVED')).waitFor();
    await expect(page.getByRole('listitem').filter({ hasText: listed }).count()).resolves.toBe(0);

    // By keyboard alone: a parcel watch chosen in the select, typed, added with Enter; removed with the keyboard too.
    const kind = page.getByRole('combobox', { name: text('kind.label') });
    await kind.focus();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('option', { name: text('kind.PARCEL') }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await input(page, 'watch.parcelId').waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('watch.parcelId');
    await page.keyboard.type('7-00451-0012');
    await page.keyboard.press('Enter');
    const parcel = text('watchText.parcel').replace('{{parcelId}}', '7-00451-0012');
    await page.getByRole('listitem').filter({ hasText: parcel }).waitFor();
    await page.getByRole('button', { name: text('mine.remove').replace('{{watch}}', parcel) }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: text('mine.removeTitle') }).waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: parcel })
        .waitFor({ state: 'detached' })
        .then(() => true),
    ).resolves.toBe(true);

    // The public page on the same screen, as a clerk at the counter would show it.
    await page.goto('/alerts');
    await page.getByRole('link', { name: text('signedInManage') }).waitFor();
    await checkAccessibility(page, 'the property alerts page on an old PC');
    await screenshot(page, 'property-alerts-old-pc');
  }, 120_000);

  it('speaks Japanese: the page, its messages under their fields, and the sign-up sent', async () => {
    const { page } = browser;
    await page.addInitScript(() => localStorage.setItem('lr.language', 'JAPANESE'));
    await page.goto('/alerts');
    await page.getByRole('heading', { level: 1, name: text('title', 'ja') }).waitFor();
    await input(page, 'email').fill('not-an-address');
    await input(page, 'watches.0.lastName').fill('ab');
    await submit(page, 'ja');
    await expect(messageUnder(page, 'email')).resolves.toBe(message('ALERTS_EMAIL', 'ja'));
    await expect(messageUnder(page, 'watches.0.lastName')).resolves.toBe(message('ALERTS_NAME_TOO_SHORT', 'ja'));
    await checkAccessibility(page, 'the property alerts page in Japanese');
    await screenshot(page, 'property-alerts-phone-ja');

    await input(page, 'email').fill(uniqueEmail('owner-ja'));
    await input(page, 'watches.0.lastName').fill('Yamada');
    await submit(page, 'ja');
    await page.getByRole('heading', { name: text('sent.title', 'ja') }).waitFor();
    await page.getByText(message('ALERTS_CHECK_YOUR_EMAIL', 'ja')).waitFor();
    await screenshot(page, 'property-alerts-phone-ja-sent');
  }, 90_000);

  it('is nowhere to be seen when the county turns property alerts off', async () => {
    const { page } = browser;
    const clerk = demoUser('county.clerk');
    await signIn(page, clerk.username, clerk.password);
    expect(await apiAs(page, 'controlPanel/countyConfig/propertyAlerts', { enabled: false })).toMatchObject({
      ok: true,
    });
    try {
      const visitor = await browser.newPage({ viewport: phone });
      await visitor.page.goto('/login', { waitUntil: 'networkidle' });
      await input(visitor.page, 'username').waitFor();
      await expect(visitor.page.getByRole('link', { name: text('loginLink') }).count()).resolves.toBe(0);
      await visitor.page.goto('/home', { waitUntil: 'networkidle' });
      await visitor.page.getByRole('heading', { level: 1 }).waitFor();
      await expect(visitor.page.getByRole('region', { name: text('home.title') }).count()).resolves.toBe(0);
      await visitor.page.goto('/alerts');
      await visitor.page.getByText(text('notOffered')).waitFor();
      await expect(input(visitor.page, 'email').count()).resolves.toBe(0);
    } finally {
      await apiAs(page, 'controlPanel/countyConfig/propertyAlerts', { enabled: true });
    }
  }, 60_000);
});
