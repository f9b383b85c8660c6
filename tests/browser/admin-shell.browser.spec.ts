/// <reference lib="dom" />
// The administration app's shell (issue 23; 000 §2, §6; 002 §6): reached from the portal's links by role, the same
// header and navigation, signed out to the portal's login and back, deep links and reloads, Japanese, wide and narrow.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { repositoryRoot } from '../../ops/runtime';
import { checkAccessibility, demoUser, query, settledScreenshot, signIn, useBrowser } from './support/index';

/** A text of the admin app's shell catalog: `adminText('ja', 'nav.userManager')`. */
function adminText(tag: string, key: string): string {
  const catalog = JSON.parse(readFileSync(join(repositoryRoot, 'admin', 'src', 'i18n', `${tag}.json`), 'utf8'));
  const text = key.split('.').reduce((node, part) => node?.[part], catalog);
  if (typeof text !== 'string') throw new Error(`No ${key} in admin ${tag}.json`);
  return text;
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The control panel's screen has come: a section (by default Home - Notable Dates) beside its side navigation. */
async function controlPanelScreen(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor();
  await page.locator('main form').first().waitFor();
}

/**
 * The app's screen has come: the header greets the user and the main area holds a table of rows (the user
 * manager) or a control panel section.
 */
async function adminScreen(page: Page, hash: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/admin/' && url.hash === hash);
  await page
    .locator('header')
    .getByText(/^Hello, /)
    .waitFor();
  if (hash === '#/controlPanel') await controlPanelScreen(page);
  else await page.locator('main table tbody tr').first().waitFor();
  expect(await page.locator('main').innerText()).not.toMatch(/Not allowed|Page not found/);
}

async function signInAs(page: Page, username: string): Promise<void> {
  await signIn(page, username, demoUser(username).password);
}

describe('the administration app’s shell', () => {
  const browser = useBrowser();

  for (const username of ['trimin.admin', 'county.clerk']) {
    it(`takes ${username} from the portal’s Control Panel and User Manager links to their screens`, async () => {
      const { page } = browser;
      await signInAs(page, username);
      await nav(page).getByRole('link', { name: 'Control Panel' }).click();
      await adminScreen(page, '#/controlPanel');
      // The same county header and navigation as the portal.
      const header = page.locator('header');
      await expect(header.innerText()).resolves.toContain('Land Record');
      await nav(page).getByRole('link', { name: 'Home' }).waitFor();
      expect(await nav(page).getByRole('link', { name: 'Control Panel' }).getAttribute('aria-current')).toBe('page');
      await checkAccessibility(page, `control panel (${username})`);
      // By keyboard: the first Tab reaches the skip link, which takes focus to the screen.
      await page.keyboard.press('Tab');
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Skip to main content');
      await page.keyboard.press('Enter');
      await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('main');
      await settledScreenshot(page, `admin-shell-control-panel-${username}`);

      await nav(page).getByRole('link', { name: 'User Manager' }).click();
      await adminScreen(page, '#/userManager');
      // Each screen's own document title, as in the portal (WCAG 2.4.2).
      await page.waitForFunction(() => document.title.startsWith('User Manager - '));
      await checkAccessibility(page, `user manager (${username})`);

      // Home goes back to the portal's own page.
      await nav(page).getByRole('link', { name: 'Home' }).click();
      await page.waitForURL(/\/home$/);
      await nav(page).getByRole('link', { name: 'User Manager' }).click();
      await adminScreen(page, '#/userManager');
      expect(browser.consoleErrors).toEqual([]);
    });
  }

  it('takes an account administrator to the user manager, and not to the control panel', async () => {
    const { page } = browser;
    await signInAs(page, 'escrow.admin');
    expect(await nav(page).getByRole('link', { name: 'Control Panel' }).count()).toBe(0);
    await nav(page).getByRole('link', { name: 'User Manager' }).click();
    await adminScreen(page, '#/userManager');
    expect(await nav(page).getByRole('link', { name: 'Control Panel' }).count()).toBe(0);
    // The account's balance beside the greeting, as in the portal's header, with its refresh.
    await page
      .locator('header')
      .getByText(/^Escrow balance: \$[\d,]+\.\d\d$/)
      .waitFor();
    await page.locator('header').getByRole('button', { name: 'Refresh usage balance' }).click();
    await page
      .locator('header')
      .getByText(/^Escrow balance: \$[\d,]+\.\d\d$/)
      .waitFor();
    await settledScreenshot(page, 'admin-shell-user-manager-account');
    // The portal's own address of the user manager, typed or bookmarked, opens the app there too.
    await page.goto('/userManager');
    await adminScreen(page, '#/userManager');
    // Typed in: the app says so, and offers the portal.
    for (const hash of ['#/controlPanel', '#/accounts', '#/accounts/1']) {
      await page.goto(`/admin/${hash}`);
      await page.getByRole('heading', { level: 1, name: 'Not allowed' }).waitFor();
      expect(await page.locator('main table').count()).toBe(0);
    }
    await checkAccessibility(page, 'control panel refused to ACCOUNT');
  });

  for (const username of ['escrow.searcher', 'guestuser']) {
    it(`tells ${username} the app is not theirs and offers the way back to the portal`, async () => {
      const { page } = browser;
      await signIn(page, username, username === 'guestuser' ? 'anything at all' : demoUser(username).password);
      expect(await nav(page).getByRole('link', { name: 'User Manager' }).count()).toBe(0);
      for (const hash of ['#/userManager', '#/controlPanel', '#/users']) {
        await page.goto(`/admin/${hash}`);
        await page.getByRole('heading', { level: 1, name: 'Not allowed' }).waitFor();
        expect(await page.locator('main table').count()).toBe(0);
      }
      await checkAccessibility(page, `not allowed (${username})`);
      await settledScreenshot(page, `admin-shell-not-allowed-${username}`);
      await page.getByRole('link', { name: adminText('en', 'shell.toPortal') }).click();
      await page.waitForURL(/\/home$/);
    });
  }

  it('sends a signed-out visitor to the portal’s login, and back to the screen asked for', async () => {
    const { page } = browser;
    await page.goto('/admin/#/controlPanel');
    await page.waitForURL((url) => url.pathname.endsWith('/login'));
    expect(new URL(page.url()).searchParams.get('next')).toBe('/admin/#/controlPanel');
    await signInAs(page, 'county.clerk');
    await adminScreen(page, '#/controlPanel');
    // A reload of the deep link keeps it.
    await page.reload();
    await adminScreen(page, '#/controlPanel');
    // Logout asks, then ends the session and opens the portal's login.
    await page.locator('header').getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/login') && !url.search);
    await page.goto('/admin/#/userManager');
    await page.waitForURL((url) => url.pathname.endsWith('/login'));
  });

  it('sends the user to the login at the next call once the server has ended the session, and back', async () => {
    const { page } = browser;
    await signInAs(page, 'trimin.admin');
    await page.goto('/admin/#/userManager');
    await adminScreen(page, '#/userManager');
    await query("DELETE FROM auth_sessions WHERE username = 'trimin.admin'");
    await nav(page).getByRole('link', { name: 'Control Panel' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/login'));
    expect(new URL(page.url()).searchParams.get('next')).toMatch(/^\/admin\/#\/(controlPanel|userManager)/);
    await signInAs(page, 'trimin.admin');
    await page.waitForURL((url) => url.pathname === '/admin/');
    await controlPanelScreen(page);
  });

  it('refuses to send the login anywhere but the admin app', async () => {
    const { page } = browser;
    await page.goto(`/login?next=${encodeURIComponent('https://example.test/admin/')}`);
    await signInAs(page, 'county.clerk');
    await page.waitForURL(/\/home$/);
  });

  it('speaks the language the user signed in with: Japanese', async () => {
    const { page } = browser;
    await page.goto('/login');
    await signIn(page, 'county.clerk', demoUser('county.clerk').password, '日本語');
    await nav(page)
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
    await page.goto('/admin/#/controlPanel');
    const japaneseNav = page.getByRole('navigation', { name: adminText('ja', 'nav.label') });
    await japaneseNav.getByRole('link', { name: adminText('ja', 'nav.controlPanel') }).waitFor();
    await controlPanelScreen(page);
    expect(await page.getAttribute('html', 'lang')).toBe('ja');
    expect(await page.locator('header').innerText()).toContain('こんにちは');
    await checkAccessibility(page, 'control panel in Japanese');
    await settledScreenshot(page, 'admin-shell-control-panel-ja');
  });

  it('keeps the header to one bar with a menu on a phone', async () => {
    const { page } = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signInAs(page, 'trimin.admin');
    await page.goto('/admin/#/userManager');
    // A phone's list is react-admin's SimpleList, not a table: wait for its pager's words.
    await page.getByText(/^Displaying Results: /).waitFor();
    await settledScreenshot(page, 'admin-shell-user-manager-narrow');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Control Panel' }).waitFor();
    await checkAccessibility(page, 'admin phone menu');
    await settledScreenshot(page, 'admin-shell-phone-menu');
    await menu.getByRole('link', { name: 'Control Panel' }).click();
    await page.waitForURL((url) => url.hash === '#/controlPanel');
    await controlPanelScreen(page);
  });
});
