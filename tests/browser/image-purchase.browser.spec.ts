/// <reference lib="dom" />
// Buying page images (000 §2 Download charge confirmation, §4 image purchase flow, §8; issue 22): an escrow user
// buys pages 1 and 3 and gets a PDF of exactly those pages, the header's balance down by the fee, the same pages
// again free; a card user pays past the preauthorization in the sandbox frame, a declined card changing nothing;
// the purchase by keyboard alone; axe on each dialog; wide and narrow, English and Japanese.
import { describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import {
  apiAs,
  balanceCents,
  cardFrame,
  catalogText,
  chargeDialog,
  checkAccessibility,
  choosePages,
  demoUser,
  documentsToBuy,
  dollars,
  headerBalance,
  openDetailByLink,
  openImagePreview,
  savedPdf,
  signIn,
  tabTo,
  typeCard,
  useBrowser,
  settledScreenshot as screenshot,
  type DocumentToBuy,
} from './support/index';

/**
 * Land documents of the demo county with at least four pages, charged by the page (a plat is charged by the
 * document), that anyone may see; each test buys its own, so what one bought is never another's free page.
 */
async function documentsWithPages(): Promise<DocumentToBuy[]> {
  const rows = await documentsToBuy({ fewest: 4, most: 12, limit: 8 });
  if (rows.length < 6) throw new Error(`The demo county has only ${rows.length} documents of 4 to 12 pages`);
  return rows;
}

let documents: DocumentToBuy[] | undefined;
const documentNumber = async (index: number) => (documents ??= await documentsWithPages())[index]!;

const en = (key: string) => catalogText('en', `imagePurchase.${key}`);

/** The search for a document number and its detail opened: the Image button is one click away. */
const openDetail = (page: Page, docNumber: string, tag = 'en') => openDetailByLink(page, docNumber, { tag });

/** The preview of the document, from the detail's Image button. */
async function openPreview(page: Page, docNumber: string, tag = 'en') {
  // The first thumbnails of a scan are made on the first look: slow on a busy machine.
  return openImagePreview(page, await openDetail(page, docNumber, tag), { tag, timeout: 60_000 });
}

const cardFrameOf = (page: Page) => cardFrame(page, 'Credit Card Preauthorization');

/** The fee a confirmation shows: its balance less its balance after, in cents. */
async function feeShown(dialog: Locator, balance: string) {
  const cents = async (name: string) => {
    const row = dialog.getByRole('row', { name: new RegExp(`^${name} -?\\$`) });
    return Math.round(Number((await row.locator('td').innerText()).replace(/[$,]/g, '')) * 100);
  };
  return (await cents(balance)) - (await cents(`${balance} after`));
}

/** Until the condition holds (checked every 50 ms), or fails after 10 s. */
async function until(condition: () => boolean) {
  for (const started = Date.now(); !condition(); await new Promise((resolve) => setTimeout(resolve, 50))) {
    if (Date.now() - started > 10_000) throw new Error(`Still not so: ${String(condition)}`);
  }
}

describe('buying page images', () => {
  const browser = useBrowser();

  it('buys pages 1 and 3 from escrow: a PDF of exactly those pages, the balance down by the fee, the same pages again free', async () => {
    const { page, consoleErrors } = browser;
    const searcher = demoUser('escrow.searcher');
    await signIn(page, searcher.username, searcher.password);
    const doc = await documentNumber(0);
    const preview = await openPreview(page, doc.docNumber);
    const before = await balanceCents(page);

    const dialog = await choosePages(page, preview, '1, 3');
    // The county's rates for the document's type: two pages, the first page's rate and one more page's.
    const fee = await feeShown(dialog, 'Escrow balance');
    expect(fee).toBeGreaterThan(0);
    await dialog.getByRole('row', { name: `Escrow balance ${dollars(before)}` }).waitFor();
    await dialog.getByRole('row', { name: /^Additional pages \(1 × / }).waitFor();
    await dialog.getByRole('row', { name: `Total ${dollars(fee)}` }).waitFor();
    expect(await dialog.getByRole('heading').innerText()).toMatch(/ Download$/);
    // Back, Cancel and exactly one more: the fee schedule's download button text.
    const buttons = await dialog.getByRole('button').allTextContents();
    expect(buttons).toEqual(['Back', 'Cancel', 'Buy and Download']);
    await checkAccessibility(page, 'the download charge confirmation');
    await screenshot(page, 'image-purchase-charge-1280-en');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Buy and Download' }).click(),
    ]);
    const pdf = await savedPdf(download);
    expect(pdf.pages).toBe(2);
    expect(pdf.name).toMatch(/^[A-Za-z0-9_-]+\.pdf$/);
    // Every dialog of the purchase has gone, the preview included (the purchase ended it).
    await page.getByRole('dialog').first().waitFor({ state: 'detached' });
    expect(await balanceCents(page)).toBe(before - fee);
    // The header says so at once, without a refresh.
    await headerBalance(page, 'Escrow balance')
      .getByText(dollars(before - fee))
      .waitFor();

    // The same pages again: nothing to pay, the server says they were bought, and they download.
    const again = await choosePages(page, await openPreview(page, doc.docNumber), '3, 1');
    await again.getByText(catalogText('en', 'messages.PAYMENT_ALREADY_PURCHASED')).waitFor();
    await again.getByRole('row', { name: `Escrow balance after ${dollars(before - fee)}` }).waitFor();
    expect(await again.getByRole('button').allTextContents()).toEqual(['Back', 'Cancel', 'Download']);
    await checkAccessibility(page, 'the confirmation of pages already bought');
    await screenshot(page, 'image-purchase-already-bought-1280-en');
    const [second] = await Promise.all([
      page.waitForEvent('download'),
      again.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect((await savedPdf(second)).fingerprints).toEqual(pdf.fingerprints);
    // Page 1 and page 3 alone, free too: the two pages of the PDF are those, in that order.
    expect(new Set(pdf.fingerprints).size).toBe(2);
    for (const [index, alone] of ['1', '3'].entries()) {
      const single = await choosePages(page, await openPreview(page, doc.docNumber), alone);
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        single.getByRole('button', { name: 'Download' }).click(),
      ]);
      expect((await savedPdf(file)).fingerprints).toEqual([pdf.fingerprints[index]]);
    }
    expect(await balanceCents(page)).toBe(before - fee);
    expect(consoleErrors).toEqual([]);
  }, 240_000);

  it('goes Back to the preview and Cancel ends, each dropping the order on the server', async () => {
    const { page } = browser;
    const searcher = demoUser('escrow.searcher');
    await signIn(page, searcher.username, searcher.password);
    const preview = await openPreview(page, (await documentNumber(1)).docNumber);
    const cancelled: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/imaging/cancelImageState')) cancelled.push(request.postData() ?? '');
    });
    const before = await balanceCents(page);
    const dialog = await choosePages(page, preview, '2');
    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Back to the same preview with the same pages.
    await preview.waitFor();
    expect(await preview.getByLabel('Page numbers').inputValue()).toBe('2');
    const second = await choosePages(page, preview, '2');
    await second.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').first().waitFor({ state: 'detached' });
    await until(() => cancelled.length === 2);
    expect(await balanceCents(page)).toBe(before);
  });

  it('makes the whole purchase by keyboard alone', async () => {
    const { page } = browser;
    const searcher = demoUser('escrow.searcher');
    await signIn(page, searcher.username, searcher.password);
    const pane = await openDetail(page, (await documentNumber(2)).docNumber);
    const before = await balanceCents(page);
    await pane.getByRole('button', { name: 'Image' }).focus();
    await page.keyboard.press('Enter');
    await page
      .getByRole('dialog')
      .filter({ has: page.getByRole('radiogroup') })
      .waitFor();
    await tabTo(page, /Page numbers/);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('2');
    expect(await page.getByLabel('Page numbers').inputValue()).toBe('2');
    await tabTo(page, /^\s*Continue\s*$/);
    await page.keyboard.press('Enter');
    const dialog = await chargeDialog(page);
    // A mortgage, say, has the county's special rates: the fee is the one shown.
    const fee = await feeShown(dialog, 'Escrow balance');
    expect(fee).toBeGreaterThan(0);
    // The one button that goes on has the focus: Enter buys.
    await page.waitForFunction(() => document.activeElement?.textContent === 'Buy and Download');
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect((await savedPdf(download)).pages).toBe(1);
    await dialog.waitFor({ state: 'detached' });
    expect(await balanceCents(page)).toBe(before - fee);
  });

  it('shows the progress of a download that takes a while, then saves every page', async () => {
    const { page } = browser;
    const searcher = demoUser('escrow.searcher');
    await signIn(page, searcher.username, searcher.password);
    const doc = await documentNumber(6);
    const preview = await openPreview(page, doc.docNumber);
    // The county’s server slow to answer: the PDF of the whole document comes after 5 s.
    await page.route('**/api/imaging/getImage', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      await route.continue();
    });
    await preview.getByRole('button', { name: 'Continue' }).click();
    const dialog = await chargeDialog(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      (async () => {
        await dialog.getByRole('button', { name: 'Buy and Download' }).click();
        const progress = page.getByRole('dialog', { name: en('downloadingTitle') });
        await progress.getByRole('progressbar', { name: en('progressLabel') }).waitFor();
        await progress.getByText(`The county is preparing your PDF of ${doc.pageCount} pages.`).waitFor();
        await screenshot(page, 'image-purchase-progress-1280-en');
        await checkAccessibility(page, 'the download progress');
      })(),
    ]);
    expect((await savedPdf(download)).pages).toBe(doc.pageCount);
    await page.getByRole('dialog', { name: en('downloadingTitle') }).waitFor({ state: 'detached' });
  });

  it('asks a card user to preauthorize past the preauthorization; a declined card changes nothing, an approved one pays and downloads', async () => {
    const { page, consoleErrors } = browser;
    const card = demoUser('card.user01');
    await signIn(page, card.username, card.password);
    // The search itself asks for the card first (001 §2.23): the preauthorization the images are charged against.
    const doc = await documentNumber(3);
    await page.goto(`/externalsearch/documentnumber/${encodeURIComponent(doc.docNumber)}`);
    await page.getByRole('button', { name: 'Continue to Credit Card' }).click();
    await typeCard(cardFrameOf(page), { zip: '96950' });
    await page.waitForURL(/\/search\/SearchResults$/);
    const charged = await balanceCents(page);

    // Within the preauthorization: $2.00 for the first page and $1.00 for the next (the card rates).
    const dialog = await choosePages(page, await openPreview(page, doc.docNumber), '1, 3');
    await dialog.getByRole('row', { name: /^Preauthorization remaining after / }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Buy and Download' }).click(),
    ]);
    expect((await savedPdf(download)).pages).toBe(2);
    expect(await balanceCents(page)).toBe(charged + 300);
    await headerBalance(page, 'Card charges this month')
      .getByText(dollars(charged + 300))
      .waitFor();

    // Searches at $1.00 each until the preauthorization is used up ($50.00, or what an earlier file on this
    // worker's server left of a larger one).
    let searched: { content: { paymentNeededAgain: boolean } } | undefined;
    for (let index = 0; index < 200 && !searched?.content.paymentNeededAgain; index++) {
      searched = (await apiAs(page, 'search/searchByDocumentNumber', { fromDocumentNumber: `NONE-${index}` })) as {
        content: { paymentNeededAgain: boolean };
      };
    }
    expect(searched?.content.paymentNeededAgain).toBe(true);
    const used = await balanceCents(page);

    const exceeding = await choosePages(page, await openPreview(page, doc.docNumber), '2, 4');
    await exceeding.getByRole('heading', { name: 'Exceeding Current Preauthorization' }).waitFor();
    expect(await exceeding.getByRole('button').allTextContents()).toEqual([
      'Back',
      'Cancel',
      en('continueToPreauthorization'),
    ]);
    await checkAccessibility(page, 'the confirmation past the preauthorization');
    await screenshot(page, 'image-purchase-exceeding-1280-en');

    // A declined card (the sandbox declines the billing ZIP 46282): the alert of 000 §8, and nothing changed.
    await exceeding.getByRole('button', { name: en('continueToPreauthorization') }).click();
    const cardDialog = page.getByRole('dialog', { name: 'Credit Card Preauthorization' });
    await cardFrameOf(page).getByLabel('Card number').waitFor();
    expect(await cardDialog.getByRole('button').allTextContents()).toEqual(['Back', 'Cancel']);
    await checkAccessibility(page, 'the card preauthorization frame');
    await screenshot(page, 'image-purchase-card-frame-1280-en');
    await typeCard(cardFrameOf(page), { zip: '46282' });
    const declined = page.getByRole('alertdialog', { name: 'Card authorization failed' });
    await declined.getByText(/you have not been charged/).waitFor();
    await declined.getByText(catalogText('en', 'cardFrame.contactSupport')).waitFor();
    await checkAccessibility(page, 'the declined card alert');
    await declined.getByRole('button', { name: 'Close' }).click();
    const unchanged = await chargeDialog(page);
    await unchanged.getByRole('heading', { name: 'Exceeding Current Preauthorization' }).waitFor();
    expect(await balanceCents(page)).toBe(used);

    // Back from the frame returns to the confirmation; an approved card says so, then pays and downloads.
    await unchanged.getByRole('button', { name: en('continueToPreauthorization') }).click();
    await cardDialog.getByRole('button', { name: 'Back' }).click();
    const back = await chargeDialog(page);
    await back.getByRole('button', { name: en('continueToPreauthorization') }).click();
    await typeCard(cardFrameOf(page), { zip: '96950' });
    const success = page.getByRole('alertdialog').filter({ hasText: en('authorizationSuccessful') });
    await success.waitFor();
    await checkAccessibility(page, 'the authorization successful alert');
    await screenshot(page, 'image-purchase-authorized-1280-en');
    const [paid] = await Promise.all([
      page.waitForEvent('download'),
      success.getByRole('button', { name: 'Close' }).click(),
    ]);
    expect((await savedPdf(paid)).pages).toBe(2);
    expect(await balanceCents(page)).toBeGreaterThan(used);
    expect(consoleErrors).toEqual([]);
  }, 240_000);
});

describe('buying page images on a phone and in Japanese', () => {
  const browser = useBrowser({ viewport: { width: 390, height: 844 } });

  it('shows the confirmation full screen, in English and in Japanese, wide and narrow', async () => {
    const { page } = browser;
    const searcher = demoUser('escrow.searcher');
    await signIn(page, searcher.username, searcher.password);
    const doc = await documentNumber(4);
    const dialog = await choosePages(page, await openPreview(page, doc.docNumber), '1-3');
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBe(390);
    await checkAccessibility(page, 'the confirmation on a phone');
    await screenshot(page, 'image-purchase-charge-390-en');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('speaks Japanese', async () => {
    const { page } = browser;
    const searcher = demoUser('escrow.searcher');
    await signIn(page, searcher.username, searcher.password, '日本語');
    const doc = await documentNumber(5);
    const dialog = await choosePages(page, await openPreview(page, doc.docNumber, 'ja'), '1, 2', 'ja');
    expect(await dialog.getByRole('heading').innerText()).toContain('のダウンロード');
    await checkAccessibility(page, 'the confirmation in Japanese');
    await screenshot(page, 'image-purchase-charge-390-ja');
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'image-purchase-charge-1280-ja');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: catalogText('ja', 'messages.PAYMENT_BUY_AND_DOWNLOAD') }).click(),
    ]);
    expect((await savedPdf(download)).pages).toBe(2);
  });
});
