/// <reference lib="dom" />
import type { Page } from 'playwright-core';

/** How a focused element is named: its aria-label, its aria-labelledby element's text (unless `labelledBy` is false), its label's, a button's text. */
export type FocusNaming = { labelledBy?: boolean };

/** The focused element's accessible name, as far as the portal's dialogs need it. */
export const focusedName = (page: Page, { labelledBy = true }: FocusNaming = {}) =>
  page.evaluate((byLabelledBy) => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return '';
    const labelled = byLabelledBy ? element.getAttribute('aria-labelledby') : null;
    const labels = (element as HTMLInputElement).labels;
    return [
      element.getAttribute('aria-label') ?? '',
      ...(byLabelledBy ? [labelled ? (document.getElementById(labelled)?.textContent ?? '') : ''] : []),
      labels && labels.length > 0 ? (labels[0]!.textContent ?? '') : '',
      element.tagName === 'BUTTON' ? (element.textContent ?? '') : '',
    ].join(' ');
  }, labelledBy);

/** Tabs on until the focused element's name matches; fails after `most` presses. */
export async function tabTo(
  page: Page,
  wanted: RegExp,
  { most = 60, ...naming }: FocusNaming & { most?: number } = {},
): Promise<void> {
  for (let press = 0; press < most; press++) {
    await page.keyboard.press('Tab');
    if (wanted.test(await focusedName(page, naming))) return;
  }
  throw new Error(`Tab never reached ${wanted}`);
}

/**
 * Waits until the focused element's name contains `wanted` (a screen moves the focus in an effect after its
 * render, which a busy machine may run a moment after the text the test waited for); fails with the name it had.
 */
export async function focusReaches(
  page: Page,
  wanted: string,
  { timeoutMs = 5_000, ...naming }: FocusNaming & { timeoutMs?: number } = {},
): Promise<void> {
  const until = Date.now() + timeoutMs;
  let name = await focusedName(page, naming);
  while (!name.includes(wanted)) {
    if (Date.now() > until) throw new Error(`the focus never reached "${wanted}"; it is on "${name.trim()}"`);
    await page.waitForTimeout(50);
    name = await focusedName(page, naming);
  }
}
