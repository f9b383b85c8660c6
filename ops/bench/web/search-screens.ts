import { chromium, type Browser, type Page } from 'playwright-core';
import type { Asset } from './bundle';

/** The figures of the search screens (issue 21): Submit to the first result rows on screen, and their code. */
export type SearchScreenFigures = {
  /** Milliseconds from the click on Submit to the frame that shows the first result row, each run. */
  submitToRows: number[];
  /** The JavaScript the search form and the results screen load beyond the first visit's, by file. */
  searchChunks: string[];
};

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Signs the browser's default profile in, so Lighthouse (which keeps its cookies) audits a signed-in page. */
export async function signInBrowser(chromePort: number, base: string, username: string, password: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  const context = browser.contexts()[0] ?? (await browser.newContext());
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await Promise.all([
    page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 60_000 }),
    page.locator('input[name="password"]').press('Enter'),
  ]);
  return { browser, page };
}

/**
 * In the page: clicks the name form's Submit and resolves with the milliseconds until the animation frame in
 * which the first result row is in the table.
 */
const inPageSubmitToRows = `new Promise((resolve, reject) => {
  const form = document.querySelector('input[name="grantorGranteeLastName1"]')?.closest('form');
  const submit = form?.querySelector('button[type="submit"]');
  if (!submit) return reject(new Error('no Submit button on /search/searchByName'));
  const start = performance.now();
  const shown = () => document.querySelector('#search-results-table tbody tr:not([aria-hidden])');
  const check = () => {
    if (shown()) resolve(performance.now() - start);
    else if (performance.now() - start > 30000) reject(new Error('no result rows after 30 s'));
    else requestAnimationFrame(check);
  };
  submit.click();
  requestAnimationFrame(check);
})`;

/**
 * Times a name search of `surname` on /search/searchByName `runs` times: from the click on Submit to the
 * animation frame in which the first result row is in the table (the first answer's 25 rows, 001 §4.3).
 */
export async function timeNameSearch(
  page: Page,
  base: string,
  surname: string,
  runs: number,
): Promise<SearchScreenFigures> {
  const chunks = new Set<string>();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.includes('/assets/') && path.endsWith('.js')) chunks.add(path.slice(path.indexOf('assets/')));
  });
  const submitToRows: number[] = [];
  for (let run = 0; run < runs; run++) {
    await page.goto(`${base}/search/searchByName`);
    const lastName = page.locator('input[name="grantorGranteeLastName1"]');
    await lastName.waitFor({ timeout: 60_000 });
    await lastName.fill(surname);
    await page.waitForLoadState('networkidle');
    // A string, not a function: the bench runs under tsx, whose compiled functions name helpers the page lacks.
    const elapsed = await page.evaluate<number>(inPageSubmitToRows);
    submitToRows.push(elapsed);
  }
  return { submitToRows, searchChunks: [...chunks] };
}

/** The search screens' own chunks: what the flow loaded beyond the first visit's files. */
export const searchChunkSizes = (chunks: string[], initial: Asset[], sizeOf: (file: string) => Asset) =>
  chunks.filter((file) => !initial.some((asset) => asset.file === file)).map(sizeOf);

export type { Browser };
