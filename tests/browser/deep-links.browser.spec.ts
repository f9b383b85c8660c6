/// <reference lib="dom" />
// The deep links of 001 §2.1, the role guards of 000 §6, a document title per screen (WCAG 2.4.2) and the phone
// header and home tables (WCAG 1.4.10).
import { describe, expect, it } from '@jest/globals';
import pg from 'pg';
import type { Page } from 'playwright-core';
import {
  catalogText,
  checkAccessibility,
  demoUser,
  signIn,
  testServer,
  useBrowser,
  settledScreenshot as screenshot,
} from './support/index';

/** A document number and a parcel ID of the demo county, read behind the API. */
async function demoRecord(): Promise<{ docNumber: string; parcelId: string }> {
  const db = new pg.Client({ connectionString: testServer().databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ doc_number: string; parcel_id: string }>(
      `SELECT result->>'docNumber' AS doc_number, result->'parcelIds'->>0 AS parcel_id
         FROM search_documents
        WHERE NOT protected AND jsonb_array_length(coalesce(result->'parcelIds', '[]'::jsonb)) > 0
        ORDER BY doc_id LIMIT 1`,
    );
    if (!rows[0]) throw new Error('The demo county has no document with a parcel');
    return { docNumber: rows[0].doc_number, parcelId: rows[0].parcel_id };
  } finally {
    await db.end();
  }
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** The alert dialog's text once it shows; it is then closed. */
async function alertSays(page: Page, text: string) {
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText(text).waitFor();
  await checkAccessibility(page, `the alert '${text}'`);
  await dialog.getByRole('button', { name: 'Close' }).click();
}

describe('deep links', () => {
  const browser = useBrowser();

  it('runs a document number link on load and shows its results', async () => {
    const { page, consoleErrors } = browser;
    const { docNumber } = await demoRecord();
    const searcher = demoUser('escrow.searcher');
    await signIn(page, searcher.username, searcher.password);
    await page.goto(`/externalsearch/documentnumber/${encodeURIComponent(docNumber)}`);
    await page.waitForURL(/\/search\/SearchResults$/);
    await page.getByRole('table').first().waitFor();
    expect(await page.getByRole('table').first().innerText()).toContain(docNumber);
    await screenshot(page, 'deep-link-document-number-1280-en');
    expect(consoleErrors).toEqual([]);
  });

  it('runs a parcel ID link from 01/01/1900 and shows its results', async () => {
    const { page } = browser;
    const { parcelId, docNumber } = await demoRecord();
    const searcher = demoUser('escrow.searcher');
    await signIn(page, searcher.username, searcher.password);
    const posted: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/search/searchByParcelId')) posted.push(request.postDataJSON());
    });
    await page.goto(`/externalsearch/parcelid/${encodeURIComponent(parcelId)}`);
    await page.waitForURL(/\/search\/SearchResults$/);
    await page.getByRole('table').first().waitFor();
    expect(await page.getByRole('table').first().innerText()).toContain(docNumber);
    expect(posted[0]).toMatchObject({ parcelId, fromRecordedDate: '01/01/1900' });
  });

  it('alerts "Could not find requested ..." and goes back to /search when nothing is found', async () => {
    const { page } = browser;
    const searcher = demoUser('escrow.searcher');
    await signIn(page, searcher.username, searcher.password);
    await page.goto('/externalsearch/parcelid/999-NO-SUCH-PARCEL');
    await alertSays(page, 'Could not find requested Parcel ID');
    await page.waitForURL((url) => url.pathname.startsWith('/search') && !url.pathname.includes('Results'));
    await page.goto('/externalsearch/documentnumber/NO-SUCH-NUMBER-42');
    await alertSays(page, 'Could not find requested Document Number');
    await page.waitForURL((url) => url.pathname.startsWith('/search') && !url.pathname.includes('Results'));
  });

  it('says it in Japanese too', async () => {
    const { page } = browser;
    const searcher = demoUser('escrow.searcher');
    await signIn(page, searcher.username, searcher.password, '日本語');
    await page.goto('/externalsearch/documentnumber/NO-SUCH-NUMBER-42');
    await page
      .getByRole('alertdialog')
      .getByText(catalogText('ja', 'externalSearch.notFound.documentNumber'))
      .waitFor();
    await screenshot(page, 'deep-link-not-found-1280-ja');
  });

  it('sends a signed-out visitor to sign in first and then runs the link', async () => {
    const { page } = browser;
    const { docNumber } = await demoRecord();
    const link = `/externalsearch/documentnumber/${encodeURIComponent(docNumber)}`;
    await page.goto(link);
    await page.waitForURL(/\/login$/);
    // Never the server's raw JSON.
    expect(await page.locator('body').innerText()).not.toContain('"ok"');
    const searcher = demoUser('escrow.searcher');
    await signIn(page, searcher.username, searcher.password);
    await page.waitForURL(/\/search\/SearchResults$/);
    expect(await page.getByRole('table').first().innerText()).toContain(docNumber);
  });
});

describe('routes guarded by role (000 §6)', () => {
  const browser = useBrowser();

  for (const username of ['escrow.searcher', 'guestuser']) {
    it(`keeps ${username} out of the administration app`, async () => {
      const { page } = browser;
      const user = demoUser(username);
      await signIn(page, user.username, user.password);
      for (const path of ['/reports', '/controlPanel', '/userManager', '/userManager/12']) {
        await page.goto(path);
        await page.getByRole('heading', { name: 'Not allowed', level: 1 }).waitFor();
        expect(pathOf(page)).toBe(path);
        expect(page.url()).not.toContain('/admin');
      }
      await checkAccessibility(page, 'not allowed');
      await screenshot(page, `not-allowed-${username}-1280-en`);
      await page.getByRole('link', { name: 'Go to the home page' }).click();
      await page.waitForURL(/\/home$/);
    });
  }

  it('lets an account administrator into reports but not the control panel', async () => {
    const { page } = browser;
    const admin = demoUser('escrow.admin');
    await signIn(page, admin.username, admin.password);
    await page.goto('/controlPanel');
    await page.getByRole('heading', { name: 'Not allowed', level: 1 }).waitFor();
    await page.goto('/reports');
    await page.waitForURL((url) => url.pathname.startsWith('/admin'));
  });

  it('lets county staff into the control panel', async () => {
    const { page } = browser;
    const clerk = demoUser('county.clerk');
    await signIn(page, clerk.username, clerk.password);
    await page.goto('/controlPanel');
    await page.waitForURL((url) => url.pathname.startsWith('/admin'));
  });
});

describe('document titles (WCAG 2.4.2)', () => {
  const browser = useBrowser();

  it('gives every screen its own', async () => {
    const { page } = browser;
    const titles = new Map<string, string>();
    const visit = async (path: string, heading: string) => {
      await page.goto(path);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await page.waitForFunction((name) => document.title.startsWith(name), heading);
      titles.set(path, await page.title());
    };
    await visit('/login', catalogText('en', 'login.title'));
    await visit('/forgotUsername', catalogText('en', 'recovery.usernameTitle'));
    await visit('/register', catalogText('en', 'register.title'));
    await visit('/no-such-page', 'Page not found');
    const searcher = demoUser('escrow.searcher');
    await signIn(page, searcher.username, searcher.password);
    await visit('/home', catalogText('en', 'home.title'));
    await visit('/search/searchByDocumentNumber', 'Search by Document Number');
    await visit('/search/searchByName', 'Search by Name');
    await visit('/reports', 'Not allowed');
    expect(new Set(titles.values()).size).toBe(titles.size);
    for (const title of titles.values()) expect(title).toMatch(/ - Land Record Portal$/);
  });
});

describe('on a 390 px phone', () => {
  const browser = useBrowser({ viewport: { width: 390, height: 844 } });

  it('keeps the header to one bar, with navigation and account actions in a menu', async () => {
    const { page } = browser;
    const admin = demoUser('escrow.admin');
    await signIn(page, admin.username, admin.password);
    await page.goto('/home');
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    const header = await page.locator('header').boundingBox();
    expect(header!.height).toBeLessThan(844 / 6);
    expect(await page.getByRole('link', { name: 'Search', exact: true }).count()).toBe(0);
    await screenshot(page, 'home-390-en');

    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await panel.getByRole('link', { name: 'Search', exact: true }).waitFor();
    await panel.getByText(/Escrow balance/).waitFor();
    await checkAccessibility(page, 'the phone menu');
    await screenshot(page, 'header-menu-390-en');
    await panel.getByRole('link', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\/search/);
    await panel.waitFor({ state: 'hidden' });

    // Profile from the menu opens the profile dialog after the menu has closed.
    await menu.click();
    await panel.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('dialog', { name: 'Profile' }).waitFor();
    await page.keyboard.press('Escape');
    // Logout asks first.
    await menu.click();
    await panel.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('dialog', { name: 'Logout' }).getByRole('button', { name: 'No' }).click();
  });

  it('keeps an open dialog and what was typed in it when the window crosses the phone width', async () => {
    const { page } = browser;
    const admin = demoUser('escrow.admin');
    await page.setViewportSize({ width: 1280, height: 844 });
    await signIn(page, admin.username, admin.password);
    await page.getByRole('button', { name: 'Profile' }).click();
    const firstName = page.locator('input[name="firstName"]');
    await firstName.fill('Rotated');
    // A tablet turned upright: the header's buttons move into the phone menu.
    await page.setViewportSize({ width: 390, height: 844 });
    // (behind the open dialog the header is hidden from the accessibility tree: found by its text)
    await page.locator('header button', { hasText: 'Menu' }).waitFor({ state: 'attached' });
    await expect(firstName.inputValue()).resolves.toBe('Rotated');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Profile' }).waitFor({ state: 'detached' });
  });

  it('scrolls the notable dates table within its card, by keyboard too', async () => {
    const { page } = browser;
    await page.goto('/home');
    const region = page.getByRole('group', { name: 'Notable Dates' });
    await region.waitFor();
    const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(fits).toBe(true);
    const { scrollWidth, clientWidth } = await region.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    if (scrollWidth > clientWidth) {
      await region.focus();
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction((element) => (element as HTMLElement).scrollLeft > 0, await region.elementHandle());
    }
    await checkAccessibility(page, 'home at 390 px');
    await screenshot(page, 'home-notable-dates-390-en');
  });

  it('shows the menu in Japanese', async () => {
    const { page } = browser;
    const searcher = demoUser('escrow.searcher');
    await signIn(page, searcher.username, searcher.password, '日本語');
    await page.getByRole('button', { name: catalogText('ja', 'headerMenu.menu') }).click();
    await page.getByRole('dialog', { name: catalogText('ja', 'headerMenu.menu') }).waitFor();
    await screenshot(page, 'header-menu-390-ja');
  });
});
