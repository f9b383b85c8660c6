/// <reference lib="dom" />
// The control panel's Web Pages screens (002 §2.4, §3, §4, §5): the login page's links, news, slides and
// registration, the home page's More News, More Links, notable dates and selections, as COUNTY. Each is saved
// once valid (and seen where the portal shows it) and once invalid (the spec's message), checked with axe and
// pictured in English and Japanese. Every section is put back as it was: other files read the home and login pages.
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import {
  alertSaying,
  button,
  checkAccessibility,
  fieldError,
  openSection as openPanelSection,
  readSection,
  saveSection,
  settledScreenshot,
  signInAs,
  useBrowser,
} from './support/index';

/** Each test signs in, saves, and loads the portal beside the admin app; filling 50 rows takes a while on a busy machine. */
const slow = 300_000;
type Row = Record<string, string>;

/** Opens a Web Pages screen by its whole heading once its form has come. */
const openSection = (page: Page, path: string, heading: string) =>
  openPanelSection(page, path, heading, { exact: true, ready: 'main form' });
const rows = (page: Page) => page.getByTestId('list-row');
const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

async function submitSaved(page: Page) {
  await button(page, 'Submit').click();
  await alertSaying(page, 'Settings updated').waitFor();
  await page.locator('[data-status="SUCCESS"]').waitFor();
}

/** The login page as a visitor sees it, freshly loaded. */
async function loginPage(page: Page) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log In' }).waitFor();
  await page.waitForLoadState('networkidle');
  return page;
}

/** The texts of a region's links: the login page's or the home page's Links. */
const linkTexts = (page: Page, region: string) =>
  page.getByRole('region', { name: region, exact: true }).getByRole('link').allTextContents();

/** The home page as a visitor sees it, freshly loaded. */
async function homePage(page: Page) {
  await page.goto('/home');
  await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  return page;
}

describe('Web Pages screens in the control panel, as COUNTY', () => {
  const browser = useBrowser();

  it(
    'Login - Links: 12 rows moved up and down with the first/last alerts; a bad address refused; the login page shows the new order',
    async () => {
      const { page } = browser;
      await signInAs(page, 'county.clerk');
      const before = await readSection(page, 'loginPageLinks');
      try {
        await openSection(page, 'loginPageLinks', 'Login - Links');
        await expect(rows(page).count()).resolves.toBe(12);

        await button(page, 'Move link 1 up').click();
        await alertSaying(page, 'Already at first row').waitFor();
        await button(page, 'Move link 12 down').click();
        await alertSaying(page, 'Already at last row').waitFor();

        // Row 2 moves up by the keyboard, and the keyboard follows it.
        const second = (before.paragraphs as Row[])[1]!;
        await button(page, 'Move link 2 up').focus();
        await page.keyboard.press('Enter');
        await expect(page.getByLabel('Link 1 description').inputValue()).resolves.toBe(second.description);
        await expect(focusedLabel(page)).resolves.toBe('Move link 1 up');

        // A blank row given a link: its address must be a web address.
        await page.getByLabel('Link 6 description').fill('Land Court');
        await page.getByLabel('Link 6 web address').fill('landcourt.example');
        await button(page, 'Submit').click();
        await fieldError(page, 'Enter a web address starting with http:// or https://.').waitFor();
        await checkAccessibility(page, 'login links refused');
        expect(await readSection(page, 'loginPageLinks')).toEqual(before);

        await page.getByLabel('Link 6 web address').fill('https://landcourt.example');
        await submitSaved(page);
        const saved = (await readSection(page, 'loginPageLinks')).paragraphs as Row[];
        expect(saved).toHaveLength(12);
        expect(saved[0]).toEqual(second);
        expect(saved[5]).toEqual({ description: 'Land Court', url: 'https://landcourt.example' });
        await checkAccessibility(page, 'login links');
        await settledScreenshot(page, 'control-panel-loginPageLinks-en');

        const visitor = await loginPage((await browser.newPage()).page);
        const shown = await linkTexts(visitor, 'Links');
        expect(shown[0]).toBe(second.description);
        expect(shown).toContain('Land Court');
      } finally {
        await saveSection(page, 'loginPageLinks', before);
      }
    },
    slow,
  );

  it(
    'Login - Latest News: rows added 5 at a time up to 50 with the limit alert; a long heading refused; the login page shows the news',
    async () => {
      const { page } = browser;
      await signInAs(page, 'county.clerk');
      const before = await readSection(page, 'loginPageLatestNews');
      const kept = (before.paragraphs as Row[]).length;
      try {
        await openSection(page, 'loginPageLatestNews', 'Login - Latest News');
        await expect(rows(page).count()).resolves.toBe(kept);
        await button(page, 'Add 5 Rows').click();
        await expect(rows(page).count()).resolves.toBe(kept + 5);
        // The keyboard lands on the first new row.
        await expect(focusedLabel(page)).resolves.toBe(`Paragraph ${kept + 1} heading`);

        await page.getByLabel(`Paragraph ${kept + 1} heading`).fill('x'.repeat(201));
        await button(page, 'Submit').click();
        await fieldError(page, '200 characters max.').waitFor();
        await checkAccessibility(page, 'login news refused');
        expect(await readSection(page, 'loginPageLatestNews')).toEqual(before);

        await page.getByLabel(`Paragraph ${kept + 1} heading`).fill('Office moved');
        await page.getByLabel(`Paragraph ${kept + 1} text`).fill('The recorder is now on the second floor.');
        // The first paragraph removed: the keyboard stays on the row that took its place.
        await button(page, 'Remove paragraph 1').click();
        await expect(rows(page).count()).resolves.toBe(kept + 4);
        await expect(focusedLabel(page)).resolves.toBe('Paragraph 1 heading');

        // Up to 50 rows, then the spec's alert.
        while ((await rows(page).count()) < 50) await button(page, 'Add 5 Rows').click();
        await expect(rows(page).count()).resolves.toBe(50);
        await button(page, 'Add 5 Rows').click();
        await alertSaying(page, "There's a limit of 50 paragraphs.").waitFor();
        await expect(rows(page).count()).resolves.toBe(50);

        await submitSaved(page);
        // Blank rows are left out when saved.
        expect((await readSection(page, 'loginPageLatestNews')).paragraphs).toEqual([
          ...(before.paragraphs as Row[]).slice(1),
          { heading: 'Office moved', paragraphContent: 'The recorder is now on the second floor.' },
        ]);
        await checkAccessibility(page, 'login news');
        await settledScreenshot(page, 'control-panel-loginPageLatestNews-en');

        const visitor = await loginPage((await browser.newPage()).page);
        await visitor.getByRole('heading', { name: 'Office moved' }).waitFor();
        if (kept > 0) {
          const removed = (before.paragraphs as Row[])[0]!.heading;
          await expect(visitor.getByRole('heading', { name: removed, exact: true }).count()).resolves.toBe(0);
        }
      } finally {
        await saveSection(page, 'loginPageLatestNews', before);
      }
    },
    slow,
  );

  it(
    'Login - Slides: 1 to 6 offered; the login page shows the count chosen',
    async () => {
      const { page } = browser;
      await signInAs(page, 'county.clerk');
      const before = await readSection(page, 'loginPageSlides');
      const count = before.numberOfSlides === 5 ? 2 : 5;
      try {
        await openSection(page, 'loginPageSlides', 'Login - Slides');
        await page.getByLabel('Number of Slides').click();
        await expect(page.getByRole('option').allTextContents()).resolves.toEqual(['1', '2', '3', '4', '5', '6']);
        await page.getByRole('option', { name: String(count), exact: true }).click();
        await submitSaved(page);
        expect(await readSection(page, 'loginPageSlides')).toEqual({ numberOfSlides: count });
        await checkAccessibility(page, 'slides');
        await settledScreenshot(page, 'control-panel-loginPageSlides-en');

        const visitor = await loginPage((await browser.newPage()).page);
        await visitor.getByText(`1 of ${count}`, { exact: true }).waitFor();
      } finally {
        await saveSection(page, 'loginPageSlides', before);
      }
    },
    slow,
  );

  it(
    'Login - Registration: a blank or too long expiry refused; the login page loses Forgot password and New User',
    async () => {
      const { page } = browser;
      await signInAs(page, 'county.clerk');
      const before = await readSection(page, 'loginPageRegistration');
      try {
        await saveSection(page, 'loginPageRegistration', {
          ...before,
          forgotPasswordLink: true,
          selfRegistration: true,
        });
        await openSection(page, 'loginPageRegistration', 'Login - Registration');
        const expiry = page.getByLabel('Email Links Expire In (hours)');
        await expiry.fill('');
        await button(page, 'Submit').click();
        await fieldError(page, 'Required.').waitFor();
        await checkAccessibility(page, 'registration refused');
        await expiry.fill('200');
        await fieldError(page, 'At most 168 hours (one week).').waitFor();
        await button(page, 'Submit').click();
        expect(await readSection(page, 'loginPageRegistration')).toMatchObject({
          emaileExpireIn: before.emaileExpireIn,
        });

        await expiry.fill('24');
        await page.getByLabel('Forgot Password Link').uncheck();
        await page.getByLabel('Self Registration').uncheck();
        await submitSaved(page);
        expect(await readSection(page, 'loginPageRegistration')).toEqual({
          forgotPasswordLink: false,
          selfRegistration: false,
          emaileExpireIn: 24,
        });
        await checkAccessibility(page, 'registration');
        await settledScreenshot(page, 'control-panel-loginPageRegistration-en');

        const visitor = await loginPage((await browser.newPage()).page);
        await visitor.getByRole('link', { name: 'Forgot username?' }).waitFor();
        await expect(visitor.getByRole('link', { name: 'Forgot password?' }).count()).resolves.toBe(0);
        await expect(visitor.getByRole('link', { name: 'New User?' }).count()).resolves.toBe(0);
      } finally {
        await saveSection(page, 'loginPageRegistration', before);
      }
    },
    slow,
  );

  it(
    'More News: a long heading refused; a changed first paragraph shown on the home page',
    async () => {
      const { page } = browser;
      await signInAs(page, 'county.clerk');
      const before = await readSection(page, 'latestNews');
      try {
        await saveSection(page, 'latestNews', {
          paragraphs: [
            { heading: 'Placeholder', paragraphContent: 'Replaced by the test.' },
            ...(before.paragraphs as Row[]),
          ],
        });
        await openSection(page, 'homeLatestNews', 'Home - More News');
        await page.getByLabel('Paragraph 1 heading').fill('y'.repeat(201));
        await button(page, 'Submit').click();
        await fieldError(page, '200 characters max.').waitFor();

        await page.getByLabel('Paragraph 1 heading').fill('Recorder closed Friday');
        await page.getByLabel('Paragraph 1 text').fill('The office and the counter close for the holiday.');
        await submitSaved(page);
        await checkAccessibility(page, 'more news');
        await settledScreenshot(page, 'control-panel-homeLatestNews-en');

        // The home page needs no sign-in (000 §2): a visitor's fresh load.
        const visitor = await homePage((await browser.newPage()).page);
        const news = visitor.getByRole('region', { name: 'Latest News', exact: true });
        await news.getByRole('heading', { name: 'Recorder closed Friday' }).waitFor();
        await news.getByText('The office and the counter close for the holiday.').waitFor();
      } finally {
        await saveSection(page, 'latestNews', before);
      }
    },
    slow,
  );

  it(
    'More Links: a link without its address refused; rows up to 50 with the links alert; the home page links the new one',
    async () => {
      const { page } = browser;
      await signInAs(page, 'county.clerk');
      const before = await readSection(page, 'externalLinks');
      const kept = (before.paragraphs as Row[]).length;
      try {
        await openSection(page, 'homeExternalLinks', 'Home - More Links');
        await button(page, 'Add 5 Rows').click();
        const row = kept + 1;
        await page.getByLabel(`Link ${row} description`).fill('Land Court');
        await button(page, 'Submit').click();
        await fieldError(page, 'Required.').waitFor();
        await page.getByLabel(`Link ${row} web address`).fill('ftp://landcourt.example');
        await fieldError(page, 'Enter a web address starting with http:// or https://.').waitFor();
        expect(await readSection(page, 'externalLinks')).toEqual(before);

        while ((await rows(page).count()) < 50) await button(page, 'Add 5 Rows').click();
        await button(page, 'Add 5 Rows').click();
        await alertSaying(page, "There's a limit of 50 links.").waitFor();

        await page.getByLabel(`Link ${row} web address`).fill('https://landcourt.example');
        await submitSaved(page);
        expect((await readSection(page, 'externalLinks')).paragraphs).toEqual([
          ...(before.paragraphs as Row[]),
          { description: 'Land Court', url: 'https://landcourt.example' },
        ]);
        await checkAccessibility(page, 'more links');
        await page.reload();
        await page.getByLabel('Link 1 description').waitFor();
        await settledScreenshot(page, 'control-panel-homeExternalLinks-en');

        // The home page needs no sign-in (000 §2): a visitor's fresh load.
        const visitor = await homePage((await browser.newPage()).page);
        const link = visitor
          .getByRole('region', { name: 'Links', exact: true })
          .getByRole('link', { name: 'Land Court' });
        await expect(link.getAttribute('href')).resolves.toBe('https://landcourt.example');
      } finally {
        await saveSection(page, 'externalLinks', before);
      }
    },
    slow,
  );

  it(
    'Notable dates: a bad date refused; the legal switches follow separate indexes; the home card shows a new date',
    async () => {
      const { page } = browser;
      await signInAs(page, 'county.clerk');
      const before = await readSection(page, 'notableDates');
      try {
        await saveSection(page, 'notableDates', { ...before, showNotableDates: true, showSeparateIndexes: true });
        await openSection(page, 'homeNotableDates', 'Home - Notable Dates');
        const posted = page.getByLabel('Abstract Posted Through');
        await posted.fill('13/45/2026');
        await button(page, 'Submit').click();
        await fieldError(page, 'MM/DD/YYYY').waitFor();
        await checkAccessibility(page, 'notable dates refused');
        expect(await readSection(page, 'notableDates')).toEqual({
          ...before,
          showNotableDates: true,
          showSeparateIndexes: true,
        });

        // 002 §4: the legal switches (and the torrens and lien dates) only count with separate indexes.
        const legal = page.getByLabel('Torrens: legal descriptions verified');
        await expect(legal.isEnabled()).resolves.toBe(true);
        await page.getByLabel('Separate Indexes').uncheck();
        await expect(legal.isDisabled()).resolves.toBe(true);
        await expect(page.getByLabel('Lien Posted Through').isDisabled()).resolves.toBe(true);
        await expect(posted.isEnabled()).resolves.toBe(true);
        await page.getByLabel('Separate Indexes').check();
        await expect(legal.isEnabled()).resolves.toBe(true);

        await posted.fill('11/20/2026');
        await submitSaved(page);
        expect(await readSection(page, 'notableDates')).toMatchObject({ abstractPosted: '11/20/2026' });
        await checkAccessibility(page, 'notable dates');
        await settledScreenshot(page, 'control-panel-homeNotableDates-en');

        // The home page needs no sign-in (000 §2): a visitor's fresh load.
        const visitor = await homePage((await browser.newPage()).page);
        await visitor.getByRole('region', { name: 'Notable Dates', exact: true }).getByText('11/20/2026').waitFor();
      } finally {
        await saveSection(page, 'notableDates', before);
      }
    },
    slow,
  );

  it(
    'Home selections: the disclaimer note only with its card; a long note refused; the home page follows the switches',
    async () => {
      const { page } = browser;
      await signInAs(page, 'county.clerk');
      const before = await readSection(page, 'homeSelections');
      try {
        await saveSection(page, 'homeSelections', { ...before, disclaimer: true, contactUs: true });
        await openSection(page, 'homeSelections', 'Home - Selections');
        const note = page.getByLabel('Disclaimer Note');
        await note.waitFor();
        await page.getByLabel('Disclaimer', { exact: true }).uncheck();
        await expect(note.count()).resolves.toBe(0);
        await page.getByLabel('Disclaimer', { exact: true }).check();

        await note.fill('z'.repeat(2001));
        await button(page, 'Submit').click();
        await fieldError(page, '2000 characters max.').waitFor();
        await checkAccessibility(page, 'home selections refused');

        await note.fill('Indexes are a guide, not legal advice.');
        await page.getByLabel('Contact Us').uncheck();
        await submitSaved(page);
        expect(await readSection(page, 'homeSelections')).toMatchObject({
          disclaimer: true,
          disclaimerNote: 'Indexes are a guide, not legal advice.',
          contactUs: false,
        });
        await checkAccessibility(page, 'home selections');
        await settledScreenshot(page, 'control-panel-homeSelections-en');

        // The home page needs no sign-in (000 §2): a visitor's fresh load.
        const visitor = await homePage((await browser.newPage()).page);
        await visitor
          .getByRole('region', { name: 'Disclaimer', exact: true })
          .getByText('Indexes are a guide, not legal advice.')
          .waitFor();
        await expect(visitor.getByRole('region', { name: 'Contact Us', exact: true }).count()).resolves.toBe(0);
      } finally {
        await saveSection(page, 'homeSelections', before);
      }
    },
    slow,
  );
});

describe('Web Pages screens in Japanese', () => {
  const browser = useBrowser({ locale: 'ja-JP' });

  it(
    'shows every Web Pages screen of this file in Japanese',
    async () => {
      const { page } = browser;
      await signInAs(page, 'county.clerk', '日本語');
      for (const [path, heading] of [
        ['loginPageLinks', 'ログイン - リンク'],
        ['loginPageLatestNews', 'ログイン - 最新のお知らせ'],
        ['loginPageSlides', 'ログイン - スライド'],
        ['loginPageRegistration', 'ログイン - 登録'],
        ['homeLatestNews', 'ホーム - その他のお知らせ'],
        ['homeExternalLinks', 'ホーム - その他のリンク'],
        ['homeNotableDates', 'ホーム - 主な日付'],
        ['homeSelections', 'ホーム - 表示項目'],
      ] as const) {
        await openSection(page, path, heading);
        await checkAccessibility(page, `${path}, Japanese`);
        await settledScreenshot(page, `control-panel-${path}-ja`);
      }
      // The alerts speak Japanese too.
      await openSection(page, 'loginPageLinks', 'ログイン - リンク');
      await button(page, 'リンク 1 を上へ移動').click();
      await alertSaying(page, 'すでに先頭の行です').waitFor();
    },
    slow,
  );
});
