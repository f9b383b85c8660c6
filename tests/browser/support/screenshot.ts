import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Frame, Page } from 'playwright-core';
import { repositoryRoot } from '../../../ops/runtime';

/** Where screenshots (and the test server's log, server.log) go; git-ignored. */
export const outputDir = join(repositoryRoot, 'tests', 'browser', 'screenshots');

/** A full-page PNG at tests/browser/screenshots/<name>.png (the name made file-safe); resolves with its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(outputDir, { recursive: true });
  const file = join(outputDir, `${name.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || 'page'}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Until every finite animation has ended: a dialog fading in is judged and pictured as it will stay. */
export async function animationsEnded(page: Page | Frame): Promise<void> {
  await page.waitForFunction(() =>
    (globalThis as unknown as { document: { getAnimations: () => Array<Animation> } }).document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/** A screenshot once the dialogs and panels have finished moving in. */
export async function settledScreenshot(page: Page, name: string): Promise<string> {
  await animationsEnded(page);
  return screenshot(page, name);
}
