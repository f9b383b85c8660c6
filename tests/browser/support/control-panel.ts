// The admin app's control panel as the browser tests drive it: signing in as a demo user, opening a section,
// reading and saving a section through the API (to check what a screen saved and to put it back afterwards), and
// the screen's Submit button, field messages and alerts.
import { expect } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { demoUser } from './users';
import { apiAs, signIn } from './portal';

/** A control panel section's content as the API reads and saves it (amounts in dollars). */
export type Section = Record<string, unknown>;

/** A busy machine draws the admin app's first screen slowly: the longest a section's heading or screen may take. */
const sectionTimeout = 40_000;

/** Signs in as one of the demo users with its own password, optionally choosing the language first. */
export const signInAs = (page: Page, username: string, language?: string) =>
  signIn(page, username, demoUser(username).password, language);

/** The heading the control panel's frame draws for the section shown. */
export const panelHeading = (page: Page) => page.locator('main h1');

export type OpenSectionOptions = {
  /** Whether the heading must be the whole name (default: the heading contains it). */
  exact?: boolean;
  /** What in `main` says the screen's code and its section have come (default: its first button). */
  ready?: string;
};

/**
 * Opens a control panel section of the admin app (`/admin/#/controlPanel/<path>`) and waits for its heading and
 * then for its screen (`ready`): the frame draws the heading before the section has loaded.
 */
export async function openSection(
  page: Page,
  path: string,
  heading: string | RegExp,
  { exact = false, ready = 'main button' }: OpenSectionOptions = {},
) {
  await page.goto(`/admin/#/controlPanel/${path}`);
  await page.getByRole('heading', { name: heading, exact }).waitFor({ timeout: sectionTimeout });
  await page.locator(ready).first().waitFor({ timeout: sectionTimeout });
}

/** A section as the server has it now, read with the page's session. */
export async function readSection<Content = Section>(page: Page, section: string): Promise<Content> {
  const response = await page.request.get(`/api/controlPanel/countyConfig/${section}`);
  return ((await response.json()) as { content: Content }).content;
}

/** Saves a section through the API with the page's session (to put it back as it was) and expects it accepted. */
export const saveSection = async (page: Page, section: string, values: unknown) =>
  expect(await apiAs(page, `controlPanel/countyConfig/${section}`, values)).toMatchObject({ ok: true });

/**
 * Runs a test's steps, then saves these sections back as they were (the page signed in as COUNTY or above), so
 * no other file on this server finds them changed. What the API reads but never saves (userAccess's lockedUsers)
 * is left out of what is saved back.
 */
export async function restoringSections(page: Page, sections: string[], steps: () => Promise<void>) {
  const before = new Map<string, Section>();
  for (const section of sections) before.set(section, await readSection(page, section));
  try {
    await steps();
  } finally {
    for (const [section, values] of before) {
      const { lockedUsers: _locked, ...settings } = values;
      await saveSection(page, section, settings);
    }
  }
}

/** A button by its whole name. */
export const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Clicks the section's Submit button. */
export const submit = (page: Page) => button(page, 'Submit').click();

/** A field's message in error: react-admin's under the field (it replaces the field's help), or a table's under it. */
export const fieldError = (scope: Page | Locator, message: string) =>
  scope.locator('.MuiFormHelperText-root.Mui-error', { hasText: message });

/** An alert whose whole text is this message (its punctuation taken literally). */
export const alertSaying = (page: Page, message: string) =>
  page.getByRole('alert').filter({ hasText: new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });

/** An alert containing this text or matching this pattern. */
export const alertWith = (page: Page, message: string | RegExp) => page.getByRole('alert').filter({ hasText: message });

/** The alert a section shows once saved ("Settings updated", perhaps followed by what else was done). */
export const savedAlert = (page: Page) => alertWith(page, 'Settings updated');
