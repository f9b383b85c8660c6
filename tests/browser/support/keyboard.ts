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
