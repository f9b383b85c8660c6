// bench:web's image figures (issue 22), in a Chromium of their own (Playwright, Debian's chromium) signed in as
// the escrow searcher: the time from the click on a search result's Image button to the five thumbnails drawn
// on screen, on the document whose pages are a real 200-dpi scan, its thumbnails made anew each run (the
// server's cache emptied); and the time from the click on the download charge confirmation's download button to
// the PDF saved, for a 50-page document bought for the first time each run.
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { chromium, type Page } from 'playwright-core';
import type { BenchDocument } from './web-image-documents';

export type ImageFlowFigures = {
  /** Milliseconds from the Image click to the frame with five thumbnails drawn, each run. */
  imageToThumbnails: number[];
  /** The same with the server's thumbnails of the scan already made (its cache kept): the rest of the path. */
  imageToCachedThumbnails: number[];
  /** Milliseconds from the download click to the PDF saved, each run, and the pages each PDF held. */
  downloadToSaved: number[];
  savedPages: number[];
  /** Each imaging call's median milliseconds, request to last byte as the browser saw it, over the runs. */
  calls: Map<string, number[]>;
};

/** The detail pane's Image button (the English catalog's searchResults.detail.image). */
const imageButton = 'Image';

/** The results of a search by the document's number, as a reload of the results screen opens them. */
async function openDetail(page: Page, base: string, document: BenchDocument) {
  const search = {
    type: 'searchByDocumentNumber',
    kind: 'general',
    criteria: { fromDocumentNumber: document.docNumber, toDocumentNumber: '', documentType: 'ALL' },
    sortKey: 'docNumber',
    sortDirection: 'ASC',
    pageNumber: 1,
    totalRecordCount: 0,
    truncated: false,
    runId: 0,
    visitedPages: [],
    selectRowKey: null,
    origin: null,
  };
  await page.goto(`${base}/home`);
  await page.evaluate(`sessionStorage.setItem('lr.currentSearch', ${JSON.stringify(JSON.stringify(search))})`);
  await page.goto(`${base}/search/SearchResults`);
  await page.locator('#search-results-table tbody tr:not([aria-hidden])').first().click({ timeout: 60_000 });
  await page.locator('section').getByText(document.docNumber, { exact: true }).first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
}

/**
 * In the page: clicks the detail pane's Image button and resolves with the milliseconds until the animation
 * frame in which five thumbnails of the preview dialog are decoded. A string, not a function: the bench runs
 * under tsx, whose compiled functions name helpers the page lacks.
 */
const inPageImageToThumbnails = `new Promise((resolve, reject) => {
  const button = [...document.querySelectorAll('section button')].find((b) => b.textContent.trim() === ${JSON.stringify(imageButton)});
  if (!button) return reject(new Error('no Image button in the detail pane'));
  const drawn = () => [...document.querySelectorAll('[role="dialog"] li img')]
    .filter((image) => image.complete && image.naturalWidth > 0).length >= 5;
  const start = performance.now();
  const check = () => {
    if (drawn()) resolve(performance.now() - start);
    else if (performance.now() - start > 60000) reject(new Error('no five thumbnails after 60 s'));
    else requestAnimationFrame(check);
  };
  button.click();
  requestAnimationFrame(check);
})`;

/** Pages of the PDF saved: it must be the whole document. */
const pdfPages = async (bytes: Buffer) => (await PDFDocument.load(bytes)).getPageCount();

async function signIn(page: Page, base: string, username: string, password: string) {
  await page.goto(`${base}/login`);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await Promise.all([
    page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 60_000 }),
    page.locator('input[name="password"]').press('Enter'),
  ]);
}

/** Buys all pages of the document from its preview; resolves with the time from the download click to the file saved. */
async function timeDownload(page: Page, base: string, document: BenchDocument) {
  await openDetail(page, base, document);
  await page.locator('section').getByRole('button', { name: imageButton, exact: true }).click();
  const preview = page.getByRole('dialog').filter({ has: page.locator('li img') });
  await preview.locator('li img').nth(4).waitFor({ timeout: 60_000 });
  await preview.getByRole('button', { name: 'Continue', exact: true }).click();
  const charges = page.getByRole('dialog', { name: /Download$/ });
  const download = charges.locator('.MuiDialogActions-root button.MuiButton-contained');
  await download.waitFor({ timeout: 60_000 });
  const start = performance.now();
  const [saved] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), download.click()]);
  const path = await saved.path();
  const elapsed = performance.now() - start;
  const pages = await pdfPages(await readFile(path));
  await saved.delete();
  return { elapsed, pages };
}

/** Runs both timings; `dataDir` is the API's DATA_DIR, whose thumbnail cache is emptied before each preview run. */
export async function timeImageFlows(options: {
  base: string;
  dataDir: string;
  user: { username: string; password: string };
  scan: BenchDocument;
  fifty: BenchDocument[];
  runs: number;
}): Promise<ImageFlowFigures> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
  });
  const figures: ImageFlowFigures = {
    imageToThumbnails: [],
    imageToCachedThumbnails: [],
    downloadToSaved: [],
    savedPages: [],
    calls: new Map(),
  };
  try {
    const context = await browser.newContext({ acceptDownloads: true, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.on('requestfinished', (request) => {
      const path = new URL(request.url()).pathname;
      const call = /\/api\/((?:imaging|escrowDeposit|flatFee|creditcard)\/\w+)/.exec(path)?.[1];
      if (!call) return;
      const timing = request.timing();
      figures.calls.set(call, [...(figures.calls.get(call) ?? []), timing.responseEnd]);
    });
    await signIn(page, options.base, options.user.username, options.user.password);
    for (let run = 0; run < options.runs; run++) {
      await rm(join(options.dataDir, 'thumbnails'), { recursive: true, force: true });
      await openDetail(page, options.base, options.scan);
      figures.imageToThumbnails.push(await page.evaluate<number>(inPageImageToThumbnails));
    }
    for (let run = 0; run < options.runs; run++) {
      await openDetail(page, options.base, options.scan);
      figures.imageToCachedThumbnails.push(await page.evaluate<number>(inPageImageToThumbnails));
    }
    for (const document of options.fifty) {
      const { elapsed, pages } = await timeDownload(page, options.base, document);
      figures.downloadToSaved.push(elapsed);
      figures.savedPages.push(pages);
    }
  } finally {
    await browser.close();
  }
  return figures;
}
