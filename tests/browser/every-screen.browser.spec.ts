/// <reference lib="dom" />
// Every screen and dialog of the portal, in English and in Japanese: no serious accessibility violation, a
// screenshot of each (tests/browser/screenshots/), nothing left untranslated that the catalog has.
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { catalogText, checkAccessibility, demoUser, screenshot, signIn, useBrowser } from './support/index';

const languages = [
  { tag: 'en', language: 'ENGLISH' },
  { tag: 'ja', language: 'JAPANESE' },
] as const;

const publicScreens = [
  ['login', '/login', 'login.title'],
  ['register', '/register', 'register.title'],
  ['forgot-username', '/forgotUsername', 'recovery.usernameTitle'],
  ['forgot-password', '/forgotPassword', 'recovery.passwordTitle'],
  ['password-reset', '/passwordReset/not-a-real-ticket-0000', 'reset.title'],
  ['complete-registration', '/CompleteRegistration/not-a-real-ticket-0000', 'complete.incomplete'],
  ['home', '/home', 'home.title'],
  ['efile', '/efile', 'efile.title'],
  ['not-found', '/no/such/page', 'notFound.title'],
] as const;

async function look(page: Page, name: string, tag: string) {
  await checkAccessibility(page, `${name} (${tag})`);
  await screenshot(page, `${name}-${tag}`);
}

describe.each(languages)('every screen in $tag', ({ tag, language }) => {
  const browser = useBrowser();
  const heading = (page: Page, key: string) =>
    page.getByRole('heading', { level: 1, name: catalogText(tag, key), exact: true });

  const speak = async (page: Page) => {
    await page.addInitScript((chosen) => localStorage.setItem('lr.language', chosen), language);
  };

  it('public screens', async () => {
    const { page } = browser;
    await speak(page);
    for (const [name, path, title] of publicScreens) {
      await page.goto(path);
      await heading(page, title).waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe(tag);
      await page.waitForLoadState('networkidle');
      await look(page, name, tag);
    }
    // The narrow screen of a phone.
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/login');
    await heading(page, 'login.title').waitFor();
    await look(page, 'login-narrow', tag);
  });

  it('signed-in screens and dialogs', async () => {
    const { page } = browser;
    await speak(page);
    const admin = demoUser('escrow.admin');
    await signIn(page, admin.username, admin.password);
    await heading(page, 'home.title').waitFor();
    await look(page, 'home-signed-in', tag);

    await page.getByRole('button', { name: catalogText(tag, 'home.details') }).click();
    await page.getByRole('dialog').waitFor();
    await look(page, 'transactions-report', tag);
    await page.getByRole('button', { name: catalogText(tag, 'common.cancel') }).click();
    // A dialog fading out still takes the next click on its backdrop: go on once it is gone.
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: catalogText(tag, 'header.profile') }).click();
    await page.locator('input[name="firstName"]').waitFor();
    await look(page, 'profile', tag);
    await page.getByRole('button', { name: catalogText(tag, 'profile.changePassword') }).click();
    await page.locator('input[name="passwordConfirm"]').waitFor();
    await look(page, 'password', tag);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: catalogText(tag, 'header.logout') }).click();
    await page.getByRole('dialog').waitFor();
    await look(page, 'logout-confirm', tag);
    await page.getByRole('button', { name: catalogText(tag, 'common.no') }).click();

    await page.goto('/search');
    await page.waitForURL(/\/search\/searchBy\w+$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await look(page, 'search', tag);
    expect(browser.consoleErrors).toEqual([]);
  });
});
