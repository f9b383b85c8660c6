/// <reference lib="dom" />
// The whole journey by keyboard alone: skip link, sign in, the navigation, a dialog that traps focus and gives it
// back, sign out (WCAG 2.1 2.1.1, 2.4.1, 2.4.3).
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { demoUser, useBrowser } from './support/index';

const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return { tag: element?.tagName, name: element?.getAttribute('name'), text: element?.textContent?.trim() ?? '' };
  });

/** Presses Tab until the focused element matches, at most `limit` times. */
async function tabTo(page: Page, matches: (element: Awaited<ReturnType<typeof focused>>) => boolean, limit = 40) {
  for (let step = 0; step < limit; step++) {
    await page.keyboard.press('Tab');
    if (matches(await focused(page))) return;
  }
  throw new Error(`Tab never reached the element; last focus: ${JSON.stringify(await focused(page))}`);
}

describe('the portal by keyboard alone', () => {
  const browser = useBrowser();

  it('signs in, moves around, opens and closes the profile and signs out without a mouse', async () => {
    const { page } = browser;
    const user = demoUser('escrow.searcher');
    await page.goto('/login');
    await page.locator('input[name="username"]').waitFor();

    await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    await tabTo(page, (element) => element.name === 'username');
    await page.keyboard.type(user.username);
    await page.keyboard.press('Tab');
    expect((await focused(page)).name).toBe('password');
    await page.keyboard.type(user.password);
    await Promise.all([page.waitForURL(/\/home$/), page.keyboard.press('Enter')]);
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();

    await tabTo(page, (element) => element.text === 'SEARCH' || element.text === 'Search');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Search', level: 1 }).waitFor();

    // The search screen's heading has focus now: Tab runs through the form, past the page's end, to the header.
    await tabTo(page, (element) => element.tag === 'BUTTON' && /profile/i.test(element.text), 80);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Profile' });
    await page.locator('input[name="firstName"]').waitFor();
    // Focus stays inside the dialog however far one tabs.
    for (let step = 0; step < 25; step++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect((await focused(page)).text).toMatch(/profile/i);

    await tabTo(page, (element) => element.tag === 'BUTTON' && /logout/i.test(element.text));
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Logout' }).waitFor();
    await tabTo(page, (element) => element.text === 'YES' || element.text === 'Yes', 5);
    await Promise.all([page.waitForURL(/\/login$/), page.keyboard.press('Enter')]);
    expect(browser.consoleErrors).toEqual([]);
  });
});
