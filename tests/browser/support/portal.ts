import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { repositoryRoot } from '../../../ops/runtime';

/** An input of the portal's forms by its name: the same whatever language the page speaks. */
export const input = (page: Page, name: string) => page.locator(`input[name="${name}"]`);

/** The message under a field of the portal's forms: the text its input names in aria-describedby. */
export async function messageUnder(page: Page, name: string): Promise<string> {
  const ids = (await input(page, name).getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(
    ids
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => page.locator(`[id="${id}"]`).innerText()),
  );
  return texts.join(' ').trim();
}

/** A text of a portal catalog: `catalogText('ja', 'nav.home')`. */
export function catalogText(tag: string, key: string): string {
  const catalog = JSON.parse(readFileSync(join(repositoryRoot, 'web', 'src', 'locales', `${tag}.json`), 'utf8'));
  const text = key.split('.').reduce((node, part) => node?.[part], catalog);
  if (typeof text !== 'string') throw new Error(`No ${key} in ${tag}.json`);
  return text;
}

/** Fills the login page's username and password, choosing a language first (by its name); sends nothing yet. */
async function fillLogin(page: Page, username: string, password: string, language?: string): Promise<void> {
  if (!page.url().includes('/login')) await page.goto('/login');
  await input(page, 'username').fill(username);
  await input(page, 'password').fill(password);
  if (language) {
    await page.locator('#mui-component-select-language, [role="combobox"]').first().click();
    await page.getByRole('option', { name: language, exact: true }).click();
  }
}

/** Types the username and password on the login page and sends them, whatever the page does next (a second step). */
export async function enterPassword(page: Page, username: string, password: string, language?: string) {
  await fillLogin(page, username, password, language);
  await input(page, 'password').press('Enter');
}

/** Signs in through the login page and waits for the full reload into the portal. */
export async function signIn(page: Page, username: string, password: string, language?: string): Promise<void> {
  await fillLogin(page, username, password, language);
  await Promise.all([
    page.waitForURL((url) => !url.pathname.endsWith('/login')),
    input(page, 'password').press('Enter'),
  ]);
  await page.waitForLoadState('networkidle');
}

/**
 * A call to the API as the page's signed-in user (its cookies, its CSRF token), for setting the stage of a test
 * (a county lockout) rather than for what is tested.
 */
export async function apiAs(page: Page, path: string, body: unknown): Promise<unknown> {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'lr_csrf')?.value ?? '';
  const response = await page.request.post(`/api/${path}`, { data: body, headers: { 'x-csrf-token': csrf } });
  return response.json();
}
