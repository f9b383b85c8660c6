/// <reference lib="dom" />
// The purchased documents library (issue 22, beyond the spec): a user who bought pages finds them at
// /purchases through the account menu, searches by document number and downloads them again at no charge (the
// PDF's pages counted, the header's balance unchanged); an account administrator sees the account's, with who
// bought each; GUEST has none. axe on the page; screenshots wide and narrow, English and Japanese.
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import {
  apiAs,
  balanceCents,
  catalogText,
  checkAccessibility,
  demoUser,
  documentsToBuy as demoDocumentsToBuy,
  headerBalance,
  savedPdf,
  signIn,
  useBrowser,
  settledScreenshot as screenshot,
  type DocumentToBuy as Doc,
} from './support/index';

/**
 * Land documents of the demo county of several pages, charged by the page, that anyone may see: the last ones by
 * id, so that the image purchase tests (which take the first) never bought them for free pages here.
 */
async function documentsToBuy(): Promise<Doc[]> {
  const rows = await demoDocumentsToBuy({ fewest: 3, most: 12, limit: 4, last: true });
  if (rows.length < 4) throw new Error(`The demo county has only ${rows.length} documents of 3 to 12 pages`);
  return rows;
}
let documents: Doc[] | undefined;
const documentAt = async (index: number) => (documents ??= await documentsToBuy())[index]!;

const text = (key: string, tag = 'en') => catalogText(tag, `purchases.${key}`);

type Envelope<Content> = { ok: boolean; message: string | null; content: Content };
type Listed = { total: number; rows: Array<{ username: string; pages: number[]; documentNumber: string }> };

/** A purchase through the portal's own calls, as the preview's Buy would make it: the order, then its payment. */
async function buyThroughApi(page: Page, doc: Doc, pagesSelected: string) {
  const order = (await apiAs(page, 'imaging/computeDownloadOrder', {
    sourcedDocKey: doc.sourcedDocKey,
    pageSelectionMethod: 'CSV_PAGES',
    pagesSelected,
  })) as Envelope<{ imageState: { imageStateGuid: string } }>;
  expect(order.message).toBeNull();
  const paid = (await apiAs(page, 'imaging/payDownloadOrder', {
    imageStateGuid: order.content.imageState.imageStateGuid,
  })) as Envelope<{ status: string }>;
  expect(paid.content.status).toBe('PAID');
}

/** The library's rows for a document number once the read model has them (it follows the log within a moment). */
async function listedSoon(page: Page, documentNumber: string, count: number): Promise<Listed> {
  for (let tries = 0; ; tries++) {
    const answer = (await apiAs(page, 'purchases/list', { documentNumber })) as Envelope<Listed>;
    if (answer.content.total >= count || tries > 50) return answer.content;
    await page.waitForTimeout(200);
  }
}

/** The search box: a document number typed, then Search. */
async function search(page: Page, documentNumber: string, tag = 'en') {
  const form = page.getByRole('search', { name: text('searchLabel', tag) });
  await form.getByLabel(text('documentNumber', tag)).fill(documentNumber);
  await form.getByRole('button', { name: text('search', tag), exact: true }).click();
}

/** The purchases shown: a table, or below a tablet's width a list (its download buttons in reach). */
const onPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 900;
const table = (page: Page, tag = 'en') =>
  page.getByRole(onPhone(page) ? 'list' : 'region', { name: text('tableLabel', tag) });
const rowOf = (page: Page, doc: Doc, tag = 'en') =>
  table(page, tag)
    .locator(onPhone(page) ? ':scope > li' : 'tbody tr')
    .filter({ hasText: doc.displayDocNumber || doc.docNumber });

describe('the purchased documents library', () => {
  const browser = useBrowser();

  it('shows a user what it bought and downloads it again at no charge', async () => {
    const { page, consoleErrors } = browser;
    const searcher = demoUser('escrow.searcher');
    await signIn(page, searcher.username, searcher.password);
    const doc = await documentAt(0);
    await buyThroughApi(page, doc, '1, 3');
    expect((await listedSoon(page, doc.docNumber, 1)).rows.map((row) => row.pages)).toEqual([[1, 3]]);

    const before = await balanceCents(page);
    const headerLine = headerBalance(page);
    await page.reload();
    const balanceText = await headerLine.innerText();
    await page
      .getByRole('link', { name: text('menuLink') })
      .first()
      .click();
    await page.waitForURL(/\/purchases$/);
    // The page's chunk loads after the address changes: its heading says it is there.
    await page.getByRole('heading', { level: 1, name: text('title') }).waitFor();
    expect(await page.title()).toContain(text('title'));

    await search(page, doc.displayDocNumber || doc.docNumber);
    const row = rowOf(page, doc);
    await row.waitFor();
    await expect(row.count()).resolves.toBe(1);
    await expect(row.locator('td').nth(1).innerText()).resolves.toBe('1, 3');
    await expect(row.innerText()).resolves.toMatch(/\$\d+\.\d\d/);
    // A user's own list does not name the buyer.
    await expect(
      table(page)
        .getByRole('columnheader', { name: text('boughtBy') })
        .count(),
    ).resolves.toBe(0);
    await checkAccessibility(page, 'the purchased documents of a user');
    await screenshot(page, 'purchases-1280-en');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: new RegExp(`^${text('download')}`) }).click(),
    ]);
    const pdf = await savedPdf(download);
    expect(pdf.pages).toBe(2);
    expect(pdf.name).toMatch(/^[A-Za-z0-9_-]+\.pdf$/);
    expect(await balanceCents(page)).toBe(before);

    // By keyboard: the search box, its button and Show all, the table's region, then the row's download.
    await page.getByRole('search').getByLabel(text('documentNumber')).focus();
    for (let tab = 0; tab < 4; tab++) await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    expect(focused).toBe(
      catalogText('en', 'purchases.downloadDocument')
        .replace('{{document}}', await row.locator('th').innerText())
        .replace('{{pages}}', '1, 3'),
    );
    const [byKeyboard] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect((await savedPdf(byKeyboard)).pages).toBe(2);

    await page.reload();
    await expect(headerLine.innerText()).resolves.toBe(balanceText);
    expect(await balanceCents(page)).toBe(before);
    expect(consoleErrors).toEqual([]);
  });

  it("shows an account administrator the account's purchases, with who bought each", async () => {
    const { page, consoleErrors } = browser;
    const searcher = demoUser('escrow.searcher');
    await signIn(page, searcher.username, searcher.password);
    const bySearcher = await documentAt(1);
    await buyThroughApi(page, bySearcher, '2');
    await page.context().clearCookies();

    const admin = demoUser('escrow.admin');
    await signIn(page, admin.username, admin.password);
    const byAdmin = await documentAt(2);
    await buyThroughApi(page, byAdmin, '1-2');
    await listedSoon(page, byAdmin.docNumber, 1);
    await listedSoon(page, bySearcher.docNumber, 1);
    await page.goto('/purchases');
    await table(page).waitFor();
    await expect(page.getByText(text('introAccount')).count()).resolves.toBe(1);
    await expect(
      table(page)
        .getByRole('columnheader', { name: text('boughtBy') })
        .count(),
    ).resolves.toBe(1);

    await search(page, bySearcher.displayDocNumber || bySearcher.docNumber);
    const theirs = rowOf(page, bySearcher);
    await theirs.waitFor();
    await expect(theirs.locator('td').nth(1).innerText()).resolves.toBe('escrow.searcher');
    await checkAccessibility(page, "the account administrator's purchased documents");
    await screenshot(page, 'purchases-admin-1280-en');
    // The account menu's extra link still fits a small laptop's header beside the balance and its buttons.
    for (const width of [1024, 900]) {
      await page.setViewportSize({ width, height: 768 });
      expect({ width, scrolls: await page.evaluate(() => document.documentElement.scrollWidth) }).toEqual({
        width,
        scrolls: width,
      });
      // Its download button in sight, not past the edge of the table's scrolling region.
      const button = (await theirs.getByRole('button').boundingBox())!;
      expect(button.x + button.width).toBeLessThanOrEqual(width);
      await screenshot(page, `purchases-admin-${width}-en`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // The searcher's pages, downloaded again by the administrator, cost the account nothing either.
    const before = await balanceCents(page);
    const [download] = await Promise.all([page.waitForEvent('download'), theirs.getByRole('button').click()]);
    expect((await savedPdf(download)).pages).toBe(1);
    expect(await balanceCents(page)).toBe(before);

    await search(page, byAdmin.displayDocNumber || byAdmin.docNumber);
    const own = rowOf(page, byAdmin);
    await own.waitFor();
    await expect(own.locator('td').nth(1).innerText()).resolves.toBe('escrow.admin');
    await expect(own.locator('td').nth(2).innerText()).resolves.toBe('1, 2');
    expect(consoleErrors).toEqual([]);
  });

  it("shows another account's user none of them, and GUEST no library", async () => {
    const { page } = browser;
    const other = demoUser('invoice.user');
    await signIn(page, other.username, other.password);
    const doc = await documentAt(0);
    await page.goto('/purchases');
    await search(page, doc.displayDocNumber || doc.docNumber);
    await page.getByText(text('noneFound')).waitFor();
    await page.context().clearCookies();

    await signIn(page, 'guestuser', 'guest');
    await expect(page.getByRole('link', { name: text('menuLink') }).count()).resolves.toBe(0);
    await page.goto('/purchases');
    await page.getByText(text('guest')).waitFor();
    await checkAccessibility(page, 'the purchased documents of a guest');
  });
});

describe('the purchased documents library on a phone and in Japanese', () => {
  const browser = useBrowser({ viewport: { width: 390, height: 844 } });

  it('fits a phone, in English and in Japanese', async () => {
    const { page } = browser;
    const searcher = demoUser('escrow.searcher');
    await signIn(page, searcher.username, searcher.password);
    const doc = await documentAt(3);
    await buyThroughApi(page, doc, '1');
    await listedSoon(page, doc.docNumber, 1);
    await page.goto('/purchases');
    await table(page).waitFor();
    await rowOf(page, doc).waitFor();
    await checkAccessibility(page, 'the purchased documents on a phone');
    await screenshot(page, 'purchases-390-en');
    // The page itself never scrolls sideways: the table scrolls within its region.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.context().clearCookies();

    await signIn(page, searcher.username, searcher.password, '日本語');
    await page.goto('/purchases');
    await page.getByRole('heading', { level: 1, name: text('title', 'ja') }).waitFor();
    await search(page, doc.displayDocNumber || doc.docNumber, 'ja');
    const row = rowOf(page, doc, 'ja');
    await row.waitFor();
    await checkAccessibility(page, 'the purchased documents in Japanese');
    await screenshot(page, 'purchases-390-ja');
    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button').click()]);
    expect((await savedPdf(download)).pages).toBe(1);
    await page.setViewportSize({ width: 1280, height: 900 });
    await rowOf(page, doc, 'ja').waitFor();
    await checkAccessibility(page, 'the purchased documents in Japanese, wide');
    await screenshot(page, 'purchases-1280-ja');
  });
});
