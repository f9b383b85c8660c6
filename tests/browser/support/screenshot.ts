import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
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
