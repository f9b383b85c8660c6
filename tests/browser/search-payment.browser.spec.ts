/// <reference lib="dom" />
// Paying for a search by card (001 §2.23, §4.2; 000 §2, §4 card frame): the price list, the sandbox card frame,
// the search sent again once the card is authorized; a declined card or Cancel changes nothing.
import { describe, expect, it } from '@jest/globals';
import pg from 'pg';
import type { FrameLocator, Page } from 'playwright-core';
import {
  apiAs,
  catalogText,
  checkAccessibility,
  demoUser,
  input,
  newPage,
  query,
  signIn,
  testServer,
  useBrowser,
  settledScreenshot as screenshot,
} from './support/index';

/**
 * A card user of the public account made for this file: the demo's card.user01 may hold a preauthorization an
 * earlier file on this worker's server left (image purchase), and these tests begin with none. Made once, by the
 * county clerk in the user manager.
 */
let madeCardUser: Promise<{ username: string; password: string }> | undefined;
function cardUser() {
  madeCardUser ??= (async () => {
    const [publicAccount] = await query<{ account_id: number }>(
      `SELECT account_id FROM users WHERE username = 'card.user01'`,
    );
    const username = `card.pay${Date.now().toString(36)}`;
    const password = 'Secret#123';
    const clerk = await newPage();
    try {
      await signIn(clerk.page, 'county.clerk', demoUser('county.clerk').password);
      const made = await apiAs(clerk.page, 'userManager/user', {
        id: 0,
        username,
        role: 'USER',
        accountId: publicAccount!.account_id,
        password,
        passwordConfirm: password,
        firstName: 'Ana',
        lastName: 'Cruz',
        email: `${username.replace('.', '')}@example.test`,
      });
      expect(made).toMatchObject({ ok: true });
    } finally {
      await clerk.close();
    }
    return { username, password };
  })();
  return madeCardUser;
}

const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

/** A document number of the demo county; each test searches its own, since a search is paid for the hour. */
async function demoDocNumber(offset: number): Promise<string> {
  const db = new pg.Client({ connectionString: testServer().databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ n: string }>(
      `SELECT result->>'docNumber' AS n FROM search_documents WHERE NOT protected ORDER BY doc_id LIMIT 1 OFFSET $1`,
      [offset],
    );
    return rows[0]!.n;
  } finally {
    await db.end();
  }
}

type SearchAnswer = { ok: boolean; content: { paymentNeeded: boolean; paymentNeededAgain: boolean } };
const searchByNumber = (page: Page, number: string) =>
  apiAs(page, 'search/searchByDocumentNumber', { fromDocumentNumber: number }) as Promise<SearchAnswer>;
const cardCharges = async (page: Page) =>
  ((await apiAs(page, 'currentUser/usageBalance', {})) as { content: { usageBalance: { cents: number } } }).content
    .usageBalance.cents;

/** Signs the card user in and opens a document number link, which asks for payment. */
async function askedToPay(page: Page, docNumber: string, language?: string) {
  const card = await cardUser();
  await signIn(page, card.username, card.password, language);
  await page.goto(`/externalsearch/documentnumber/${encodeURIComponent(docNumber)}`);
}

async function typeCard(frame: FrameLocator, number: string, zip: string) {
  await frame.getByLabel('Card number').fill(number);
  await frame.getByLabel('Expiry (MM/YY)').fill(`12/${nextYear}`);
  await frame.getByLabel('CVV').fill('123');
  await frame.getByLabel('ZIP').fill(zip);
  await frame.getByLabel('ZIP').press('Enter');
}

const cardFrameOf = (page: Page) => page.frameLocator('iframe[title^="Credit Card Preauthorization"]');

describe('paying for a search by card', () => {
  const browser = useBrowser();

  it('gets a card token when a search form opens, and asks to pay when its search is submitted', async () => {
    const { page } = browser;
    const card = await cardUser();
    await signIn(page, card.username, card.password);
    const token = page.waitForResponse((response) => response.url().endsWith('/api/creditcard/authorize'));
    await page.goto('/search/searchByDocumentNumber');
    expect((await (await token).json()) as unknown).toMatchObject({ ok: true, content: { amount: '$50.00' } });
    await input(page, 'fromDocumentNumber').fill(await demoDocNumber(40));
    await input(page, 'fromDocumentNumber').press('Enter');
    const prices = page.getByRole('dialog', { name: 'Credit Card Search Prices' });
    await prices.getByText(/preauthorized for \$50\.00 first/).waitFor();
    await prices.getByRole('button', { name: 'Cancel' }).click();
    await prices.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/search/searchByDocumentNumber');
  });

  it('changes nothing when the price list is cancelled or the frame is cancelled', async () => {
    const { page, consoleErrors } = browser;
    const docNumber = await demoDocNumber(7);
    await askedToPay(page, docNumber);
    const prices = page.getByRole('dialog', { name: 'Credit Card Search Prices' });
    await prices.waitFor();
    expect(await prices.getByRole('table').innerText()).toMatch(/Search by Document Number\s+\$1\.00/);
    await checkAccessibility(page, 'the price list');
    await screenshot(page, 'search-payment-price-list-1280-en');
    await prices.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/search') && !url.pathname.includes('Results'));
    await prices.waitFor({ state: 'hidden' });

    await page.goto(`/externalsearch/documentnumber/${encodeURIComponent(docNumber)}`);
    await prices.getByRole('button', { name: 'Continue to Credit Card' }).click();
    const cardDialog = page.getByRole('dialog', { name: 'Credit Card Preauthorization' });
    await cardDialog.waitFor();
    const frame = cardFrameOf(page);
    await frame.getByLabel('Card number').waitFor();
    expect((await page.locator('iframe[title^="Credit Card Preauthorization"]').boundingBox())!.height).toBe(500);
    // The token went by the hidden form (a POST), never in the frame's address.
    expect(await page.locator('iframe[title^="Credit Card Preauthorization"]').getAttribute('src')).toBeNull();
    await checkAccessibility(page, 'the card frame dialog');
    await screenshot(page, 'search-payment-card-frame-1280-en');
    // Back returns to the price list; the sandbox page's own Cancel closes everything.
    await cardDialog.getByRole('button', { name: 'Back' }).click();
    await prices.getByRole('button', { name: 'Continue to Credit Card' }).click();
    await frame.getByRole('button', { name: 'Cancel' }).click();
    await cardDialog.waitFor({ state: 'hidden' });
    await page.waitForURL((url) => !url.pathname.startsWith('/externalsearch'));
    expect(new URL(page.url()).pathname).not.toContain('Results');
    expect((await searchByNumber(page, docNumber)).content.paymentNeeded).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  it('says a declined card was not charged, and changes nothing', async () => {
    const { page } = browser;
    const docNumber = await demoDocNumber(7);
    await askedToPay(page, docNumber);
    const before = await cardCharges(page);
    await page.getByRole('button', { name: 'Continue to Credit Card' }).click();
    // As in Authorize.Net's sandbox, the billing ZIP 46282 is declined.
    await typeCard(cardFrameOf(page), '4111 1111 1111 1111', '46282');
    // The provider's reason, which says nothing was charged, and whom to ask.
    const alert = page.getByRole('alertdialog', { name: 'Card authorization failed' });
    await alert.getByText('The card provider declined the payment: you have not been charged.').waitFor();
    await alert.getByText(catalogText('en', 'cardFrame.contactSupport')).waitFor();
    await checkAccessibility(page, 'the card authorization failure alert');
    await screenshot(page, 'search-payment-declined-1280-en');
    await alert.getByRole('button', { name: 'Close' }).click();
    expect(await page.getByRole('dialog', { name: 'Credit Card Preauthorization' }).count()).toBe(0);
    expect(new URL(page.url()).pathname).not.toContain('Results');
    const again = await searchByNumber(page, docNumber);
    expect(again.content).toMatchObject({ paymentNeeded: true, paymentNeededAgain: false });
    expect(await cardCharges(page)).toBe(before);
  });

  it('preauthorizes an approved card in the sandbox frame and then shows the results', async () => {
    const { page, consoleErrors } = browser;
    const docNumber = await demoDocNumber(7);
    await askedToPay(page, docNumber);
    const before = await cardCharges(page);
    await page.getByRole('button', { name: 'Continue to Credit Card' }).click();
    await typeCard(cardFrameOf(page), '4111 1111 1111 1111', '96950');
    await page.waitForURL(/\/search\/SearchResults$/);
    expect(await page.getByRole('table').first().innerText()).toContain(docNumber);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await screenshot(page, 'search-payment-results-1280-en');
    // The search was charged against the preauthorization: $1.00 for a document number search.
    expect(await cardCharges(page)).toBe(before + 100);
    expect((await searchByNumber(page, docNumber)).content.paymentNeeded).toBe(false);
    expect(consoleErrors).toEqual([]);
  });

  it('asks again with the re-authorization price list when the charges pass the preauthorization', async () => {
    const { page } = browser;
    const card = await cardUser();
    await signIn(page, card.username, card.password);
    // Document number searches at $1.00 each until the $50.00 preauthorization of the last test is used up.
    let answer: SearchAnswer | undefined;
    for (let index = 0; index < 60 && !answer?.content.paymentNeededAgain; index++) {
      answer = await searchByNumber(page, `NONE-${index}`);
    }
    expect(answer?.content.paymentNeededAgain).toBe(true);
    await page.goto(`/externalsearch/documentnumber/${encodeURIComponent(await demoDocNumber(20))}`);
    const again = page.getByRole('dialog', { name: 'Exceeding Current Preauthorization' });
    await again.waitFor();
    await again.getByText(/exceed the current preauthorization/).waitFor();
    await checkAccessibility(page, 'the re-authorization price list');
    await screenshot(page, 'search-payment-reauthorize-1280-en');
    await again.getByRole('button', { name: 'Cancel' }).click();
  });
});

describe('paying for a search, in Japanese on a phone', () => {
  const browser = useBrowser({ viewport: { width: 390, height: 844 } });

  it('shows the price list and the card frame', async () => {
    const { page } = browser;
    // After the tests above the card user's preauthorization is used up: the re-authorization list shows.
    await askedToPay(page, await demoDocNumber(30), '日本語');
    await page.getByRole('dialog').first().waitFor();
    const prices = page.getByRole('dialog', { name: catalogText('ja', 'searchPayment.reauthorizeTitle') });
    await prices.waitFor();
    await checkAccessibility(page, 'the price list in Japanese');
    await screenshot(page, 'search-payment-price-list-390-ja');
    await prices.getByRole('button', { name: catalogText('ja', 'searchPayment.continueToCard') }).click();
    await page.frameLocator('iframe').first().getByLabel('Card number').waitFor();
    await screenshot(page, 'search-payment-card-frame-390-ja');
    await page.getByRole('button', { name: catalogText('ja', 'common.cancel') }).click();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/externalsearch/documentnumber/${encodeURIComponent(await demoDocNumber(31))}`);
    await prices.waitFor();
    await screenshot(page, 'search-payment-price-list-1280-ja');
    await prices.getByRole('button', { name: catalogText('ja', 'searchPayment.continueToCard') }).click();
    await page.frameLocator('iframe').first().getByLabel('Card number').waitFor();
    await screenshot(page, 'search-payment-card-frame-1280-ja');
  });

  it('shows them in English too', async () => {
    const { page } = browser;
    await askedToPay(page, await demoDocNumber(32));
    const prices = page.getByRole('dialog', { name: 'Exceeding Current Preauthorization' });
    await prices.waitFor();
    await screenshot(page, 'search-payment-price-list-390-en');
    await prices.getByRole('button', { name: 'Continue to Credit Card' }).click();
    await cardFrameOf(page).getByLabel('Card number').waitFor();
    await checkAccessibility(page, 'the card frame dialog on a phone');
    await screenshot(page, 'search-payment-card-frame-390-en');
  });
});
