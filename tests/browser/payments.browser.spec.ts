/// <reference lib="dom" />
// The payment dialogs of the header (000 §2 Header, Escrow deposit dialog, Flat fee add-on dialog; §4 Escrow top-up,
// Flat fee add-on flow; §5 Escrow deposit): the ACCOUNT role's Add buttons under the county's settings, the escrow
// deposit through the sandbox card page, the flat-fee add-on, the balance updated at once.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import {
  apiAs,
  cardFrame,
  catalogText,
  checkAccessibility,
  choosePages,
  demoUser,
  documentsToBuy,
  dollars,
  newPage,
  openDetailByLink,
  openImagePreview,
  pdfPages,
  query,
  animationsEnded,
  signIn,
  tabTo as tabToName,
  typeCard,
  usageBalance as balanceOf,
  useBrowser,
  focusedName as focusedNameIn,
} from './support/index';
import { repositoryRoot } from '../../ops/runtime';

/**
 * A screenshot of the window once dialogs have settled, in tests/browser/screenshots/. The window only: a full-page
 * capture resizes the window for a moment, which puts the header into its phone layout and unmounts the header's
 * payment dialogs with the wide header (they live in its balance; see coord/REQUESTS.md, I5 06:20).
 */
async function screenshot(page: Page, name: string): Promise<void> {
  await animationsEnded(page);
  const folder = join(repositoryRoot, 'tests', 'browser', 'screenshots');
  await mkdir(folder, { recursive: true });
  await page.screenshot({ path: join(folder, `${name}.png`) });
}

/** The flat-fee account's administrator, added by county staff through the user manager (the demo has none). */
const surveyorsAdmin = { username: 'surveyors.admin', password: 'Survey#Admin1' };

const cardFrameOf = (page: Page) => cardFrame(page, 'Escrow Deposit - Credit Card Authorization');

const header = (page: Page) => page.locator('header');

async function signInAs(page: Page, username: string, language?: string) {
  const user = username === surveyorsAdmin.username ? surveyorsAdmin : demoUser(username);
  await signIn(page, user.username, user.password, language);
}

/** A county configuration section as it stands, changed by `change`, saved by county staff; the old one back. */
async function withCountySection(section: string, change: Record<string, unknown>): Promise<() => Promise<void>> {
  const staff = await newPage();
  const clerk = demoUser('county.clerk');
  await signIn(staff.page, clerk.username, clerk.password);
  const read = async () =>
    (
      (await staff.page.request.get(`/api/controlPanel/countyConfig/${section}`)).json() as Promise<{
        content: Record<string, unknown>;
      }>
    ).then((answer) => answer.content);
  const before = await read();
  const saved = (await apiAs(staff.page, `controlPanel/countyConfig/${section}`, { ...before, ...change })) as {
    ok: boolean;
  };
  expect(saved.ok).toBe(true);
  return async () => {
    expect(((await apiAs(staff.page, `controlPanel/countyConfig/${section}`, before)) as { ok: boolean }).ok).toBe(
      true,
    );
    await staff.close();
  };
}

beforeAll(async () => {
  const staff = await newPage();
  const clerk = demoUser('county.clerk');
  await signIn(staff.page, clerk.username, clerk.password);
  const [account] = await query<{ id: number }>(`SELECT id FROM accounts WHERE name = 'Island Surveyors'`);
  const added = (await apiAs(staff.page, 'userManager/user', {
    id: 0,
    username: surveyorsAdmin.username,
    password: surveyorsAdmin.password,
    role: 'ACCOUNT',
    accountId: account!.id,
    firstName: 'Rosa',
    lastName: 'Manglona',
    company: 'Island Surveyors',
    address: 'PO Box 88',
    city: 'Tinian',
    state: 'MP',
    zip: '96952',
    email: 'rosa@islandsurveyors.example',
    phoneFormatType: 'STANDARD',
    phone: '(670) 555-0131',
  })) as { ok: boolean; message: string };
  expect(added).toMatchObject({ ok: true });
  await staff.close();
});

describe('the escrow deposit from the header', () => {
  const browser = useBrowser();

  it('adds to escrow through the sandbox card page, and the header balance rises at once', async () => {
    const { page, consoleErrors } = browser;
    await signInAs(page, 'escrow.admin');
    const before = (await balanceOf(page)).cents!;
    await header(page).getByText(dollars(before)).waitFor();
    await header(page).getByRole('button', { name: 'Add to escrow' }).click();
    const dialog = page.getByRole('dialog', { name: 'Escrow Deposit' });
    await dialog.waitFor();
    await dialog.getByText('Account: Marianas Title & Escrow').waitFor();
    expect(await dialog.getByLabel(/Deposit amount/).inputValue()).toBe('0');
    await dialog.getByText('From $25.00 to $2,000.00').waitFor();
    await dialog.getByLabel(/Deposit amount/).fill('50');
    // The county's flat $2.50 card surcharge, and the balance after the deposit.
    const lines = await dialog.locator('dl').last().innerText();
    expect(lines).toMatch(/Card surcharge\s+\$2\.50/);
    expect(lines).toMatch(/Charged to your card\s+\$52\.50/);
    expect(lines).toMatch(/Escrow balance after\s+(\S+)/);
    expect(/Escrow balance after\s+(\S+)/.exec(lines)![1]).toBe(dollars(before + 5000));
    await checkAccessibility(page, 'the escrow deposit dialog');
    await screenshot(page, 'payments-escrow-deposit-1280-en');
    await dialog.getByRole('button', { name: 'Buy' }).click();

    const cardDialog = page.getByRole('dialog', { name: 'Escrow Deposit - Credit Card Authorization' });
    await cardDialog.waitFor();
    await cardFrameOf(page).getByLabel('Card number').waitFor();
    await checkAccessibility(page, 'the escrow card frame');
    await screenshot(page, 'payments-escrow-card-1280-en');
    await typeCard(cardFrameOf(page), { zip: '96950' });

    const alert = page.getByRole('alertdialog');
    await alert.getByText('$50.00 deposited.').waitFor();
    // At once: the header shows the new balance before anything is reloaded.
    await header(page)
      .getByText(dollars(before + 5000))
      .waitFor();
    await checkAccessibility(page, 'the deposit message');
    await alert.getByRole('button', { name: 'Close' }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect((await balanceOf(page)).cents).toBe(before + 5000);
    expect(consoleErrors).toEqual([]);
  });

  it('checks the amount before asking the card provider', async () => {
    const { page } = browser;
    await signInAs(page, 'escrow.admin');
    let initiated = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/escrowDeposit/initiateDeposit')) initiated += 1;
    });
    await header(page).getByRole('button', { name: 'Add to escrow' }).click();
    const dialog = page.getByRole('dialog', { name: 'Escrow Deposit' });
    const amount = dialog.getByLabel(/Deposit amount/);
    const buy = dialog.getByRole('button', { name: 'Buy' });
    const cases: Array<[string, string]> = [
      ['0', 'Amount must be greater than zero'],
      ['', 'Enter an amount in dollars and cents.'],
      ['12.345', 'Enter an amount in dollars and cents.'],
      ['ten', 'Enter an amount in dollars and cents.'],
      ['10', 'The least you can deposit is $25.00.'],
      ['2000.01', 'The most you can deposit is $2,000.00.'],
    ];
    for (const [typed, message] of cases) {
      await amount.fill(typed);
      await buy.click();
      await dialog.getByText(message, { exact: true }).waitFor();
      expect(await amount.getAttribute('aria-invalid')).toBe('true');
    }
    await checkAccessibility(page, 'the escrow deposit dialog with an error');
    await screenshot(page, 'payments-escrow-deposit-error-1280-en');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(initiated).toBe(0);
  });

  it('changes nothing when the card is declined, or the card page is left by Back and Cancel', async () => {
    const { page } = browser;
    await signInAs(page, 'escrow.admin');
    const before = (await balanceOf(page)).cents!;
    await header(page).getByRole('button', { name: 'Add to escrow' }).click();
    const dialog = page.getByRole('dialog', { name: 'Escrow Deposit' });
    await dialog.getByLabel(/Deposit amount/).fill('30');
    await dialog.getByRole('button', { name: 'Buy' }).click();
    const cardDialog = page.getByRole('dialog', { name: 'Escrow Deposit - Credit Card Authorization' });
    await cardFrameOf(page).getByLabel('Card number').waitFor();
    // Back returns to the amount, as typed; Buy asks for a new token.
    await cardDialog.getByRole('button', { name: 'Back' }).click();
    expect(await dialog.getByLabel(/Deposit amount/).inputValue()).toBe('30');
    await dialog.getByRole('button', { name: 'Buy' }).click();
    // As in Authorize.Net's sandbox, the billing ZIP 46282 is declined.
    await typeCard(cardFrameOf(page), { zip: '46282' });
    const alert = page.getByRole('alertdialog');
    await alert.getByText(/The card provider declined the payment: you have not been charged\./).waitFor();
    await checkAccessibility(page, 'the declined deposit alert');
    await screenshot(page, 'payments-escrow-declined-1280-en');
    await alert.getByRole('button', { name: 'Close' }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await header(page).getByText(dollars(before)).waitFor();
    expect((await balanceOf(page)).cents).toBe(before);

    // The sandbox page's own Cancel closes everything, and nothing is deposited.
    await header(page).getByRole('button', { name: 'Add to escrow' }).click();
    await dialog.getByLabel(/Deposit amount/).fill('40');
    await dialog.getByRole('button', { name: 'Buy' }).click();
    await cardFrameOf(page).getByRole('button', { name: 'Cancel' }).click();
    await cardDialog.waitFor({ state: 'hidden' });
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect((await balanceOf(page)).cents).toBe(before);
  });
});

describe('the flat-fee add-on from the header', () => {
  const browser = useBrowser();

  it('buys an add-on: the options, the confirmation, the message, the header balance up at once', async () => {
    const { page, consoleErrors } = browser;
    await signInAs(page, surveyorsAdmin.username);
    const before = (await balanceOf(page)).images!;
    await header(page).getByText(`${before} images`).waitFor();
    await header(page).getByRole('button', { name: 'Buy more images' }).click();
    const options = page.getByRole('dialog', { name: 'Buy more images' });
    await options.getByRole('radio', { name: '25 images for $15.00' }).waitFor();
    expect(await options.getByRole('radio', { name: '25 images for $15.00' }).isChecked()).toBe(true);
    expect(await options.getByRole('button', { name: 'Back' }).count()).toBe(0);
    await checkAccessibility(page, 'the flat fee add-on options');
    await screenshot(page, 'payments-add-on-options-1280-en');
    await options.getByRole('radio', { name: '50 images for $28.00' }).check();
    await options.getByRole('button', { name: 'Buy' }).click();

    const confirmation = page.getByRole('dialog', { name: 'Buy more images' });
    await confirmation.getByRole('table').waitFor();
    expect(await confirmation.getByRole('table').innerText()).toMatch(/Purchase\s+Cost\s+50 images\s+\$28\.00/);
    await confirmation.getByText('Account: Island Surveyors').waitFor();
    expect(await confirmation.locator('dl').first().innerText()).toMatch(
      new RegExp(`Images remaining\\s+${before} images`),
    );
    expect(await confirmation.locator('dl').last().innerText()).toMatch(
      new RegExp(`Images remaining after\\s+${before + 50} images`),
    );
    await checkAccessibility(page, 'the flat fee confirmation');
    await screenshot(page, 'payments-add-on-confirmation-1280-en');
    // Back returns to the options with the choice kept.
    await confirmation.getByRole('button', { name: 'Back' }).click();
    expect(await options.getByRole('radio', { name: '50 images for $28.00' }).isChecked()).toBe(true);
    await options.getByRole('button', { name: 'Buy' }).click();
    await confirmation.getByRole('table').waitFor();
    await confirmation.getByRole('button', { name: 'Buy' }).click();

    const alert = page.getByRole('alertdialog');
    await alert.getByText('50 images added to your account.').waitFor();
    await header(page)
      .getByText(`${before + 50} images`)
      .waitFor();
    await alert.getByRole('button', { name: 'Close' }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect((await balanceOf(page)).images).toBe(before + 50);
    expect(consoleErrors).toEqual([]);
  });

  it('changes nothing when the options or the confirmation are cancelled', async () => {
    const { page } = browser;
    await signInAs(page, surveyorsAdmin.username);
    const before = (await balanceOf(page)).images!;
    await header(page).getByRole('button', { name: 'Buy more images' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buy more images' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await header(page).getByRole('button', { name: 'Buy more images' }).click();
    await dialog.getByRole('radio').first().waitFor();
    await dialog.getByRole('button', { name: 'Buy' }).click();
    await dialog.getByRole('table').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect((await balanceOf(page)).images).toBe(before);
  });
});

/**
 * Land documents of 4 to 12 pages charged at the county's page rates (not a plat, not a mortgage, which have rates
 * of their own), anyone's to see, that no other test buys.
 */
const documentsWithPages = (offset: number) =>
  documentsToBuy({ fewest: 4, most: 12, mortgages: false, last: true, limit: 2, offset });

/** The document's preview, from its detail's Image button. */
async function openPreview(page: Page, docNumber: string): Promise<Locator> {
  const detail = await openDetailByLink(page, docNumber, { settled: false });
  // The first file on a CI worker's server meets the scans cold while the other worker's server is busy too: the
  // first thumbnails once took over 30 s there (never locally). What was on the screen is kept when it fails.
  return openImagePreview(page, detail, { timeout: 60_000 }).catch(async (error: unknown) => {
    await screenshot(page, 'payments-preview-not-open');
    const dialogs = await page.getByRole('dialog').allInnerTexts();
    throw new Error(`${String(error)}\nDialogs on the screen: ${JSON.stringify(dialogs)}`);
  });
}

describe('adding to the balance from the image purchase flow', () => {
  const browser = useBrowser();

  it('lets an escrow administrator without enough balance add to escrow by card, then buys and downloads', async () => {
    const { page, consoleErrors } = browser;
    await signInAs(page, 'escrow.admin');
    const [doc] = await documentsWithPages(0);
    const preview = await openPreview(page, doc!.docNumber);
    // The balance once the search and its detail are charged; the first page dearer than all of it by $10.00
    // (county staff set the rate, and put it back after).
    const before = (await balanceOf(page)).cents!;
    const price = before + 1000;
    const restoreRates = await withCountySection('aLaCarte', { imageFirstPage: (price / 100).toFixed(2) });
    try {
      const charge = await choosePages(page, preview, '1');
      await charge.getByRole('button', { name: 'Add to Escrow' }).click();

      const addOn = page.getByRole('dialog', { name: 'Add to Escrow' });
      await addOn.getByText('Your escrow balance is too low for this purchase.').waitFor();
      // Back returns to the charge confirmation (a new order for the same pages).
      await addOn.getByRole('button', { name: 'Back' }).click();
      await addOn.waitFor({ state: 'hidden' });
      const again = page.getByRole('dialog').filter({ has: page.getByRole('table') });
      await again.getByRole('button', { name: 'Add to Escrow' }).click();
      // The price deposited (at least the county's $25.00 minimum), so the account ends no poorer than it began:
      // other files on this worker's server buy with it later.
      const deposit = Math.max(price, 2500);
      await addOn.getByLabel(/Deposit amount/).fill((deposit / 100).toFixed(2));
      await checkAccessibility(page, 'the escrow account add-on');
      await screenshot(page, 'payments-escrow-add-on-1280-en');
      await addOn.getByRole('button', { name: 'Buy' }).click();
      await cardFrameOf(page).getByLabel('Card number').waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        typeCard(cardFrameOf(page), { zip: '96950', number: '5424 0000 0000 0015' }),
      ]);
      expect(await pdfPages(download)).toBe(1);
      // Deposited, then paid the page: the header says so at once.
      const after = before + deposit - price;
      await header(page).getByText(dollars(after)).waitFor();
      expect((await balanceOf(page)).cents).toBe(after);
      expect(consoleErrors).toEqual([]);
    } finally {
      await restoreRates();
    }
  });

  it('lets a flat-fee administrator without enough images buy an add-on, then downloads', async () => {
    const { page, consoleErrors } = browser;
    const [, doc] = await documentsWithPages(0);
    const [account] = await query<{ id: number }>(`SELECT id FROM accounts WHERE name = 'Island Surveyors'`);
    // County staff leave the account one image: fewer than the document's pages.
    const staff = await newPage();
    const clerk = demoUser('county.clerk');
    await signIn(staff.page, clerk.username, clerk.password);
    const usage = (await apiAs(staff.page, `controlPanel/accountFlatFeeUsage/${account!.id}`, {
      id: account!.id,
      imagesRemaining: 1,
    })) as { ok: boolean };
    expect(usage.ok).toBe(true);
    await staff.close();

    await signInAs(page, surveyorsAdmin.username);
    expect((await balanceOf(page)).images).toBe(1);
    const charge = await choosePages(page, await openPreview(page, doc!.docNumber), `1-${doc!.pageCount}`);
    await charge.getByRole('button', { name: 'Buy more images' }).click();
    const options = page.getByRole('dialog', { name: 'Buy more images' });
    await options.getByRole('radio', { name: '25 images for $15.00' }).waitFor();
    // Back is offered here (the purchase flow has somewhere to go back to).
    await options.getByRole('button', { name: 'Back' }).waitFor();
    await options.getByRole('button', { name: 'Buy' }).click();
    await options.getByRole('table').waitFor();
    await options.getByRole('button', { name: 'Buy' }).click();
    const alert = page.getByRole('alertdialog');
    await alert.getByText('25 images added to your account.').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      alert.getByRole('button', { name: 'Close' }).click(),
    ]);
    expect(await pdfPages(download)).toBe(doc!.pageCount);
    const after = 1 + 25 - doc!.pageCount;
    await header(page).getByText(`${after} images`).waitFor();
    expect((await balanceOf(page)).images).toBe(after);
    // The add-on flow cancels the order's image state (000 §4) and the purchase flow does not cancel it again.
    expect(consoleErrors).toEqual([]);
  });
});

/** The focused element's accessible name, as far as these dialogs need it (its aria-labelledby not read). */
const focusedName = (page: Page) => focusedNameIn(page, { labelledBy: false });

/** Tabs on until the focused element's name matches; fails after 40 presses. */
const tabTo = (page: Page, wanted: RegExp) => tabToName(page, wanted, { labelledBy: false, most: 40 });

/** Until the deposit amount has the focus. */
const amountFocused = (page: Page) =>
  page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.name === 'amount');

describe('the payment dialogs by keyboard alone', () => {
  const browser = useBrowser();

  it('opens the escrow deposit, types the amount, goes to the card and back, and closes where it began', async () => {
    const { page } = browser;
    await signInAs(page, 'escrow.admin');
    await tabTo(page, /Add to escrow/);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Escrow Deposit' });
    await dialog.waitFor();
    // The amount has the focus; Enter is Buy.
    await amountFocused(page);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('10');
    await page.keyboard.press('Enter');
    await dialog.getByText('The least you can deposit is $25.00.').waitFor();
    await amountFocused(page);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('30');
    await page.keyboard.press('Enter');
    const card = page.getByRole('dialog', { name: 'Escrow Deposit - Credit Card Authorization' });
    await cardFrameOf(page).getByLabel('Card number').waitFor();
    await card.getByRole('button', { name: 'Back' }).focus();
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Buy' }).waitFor();
    await amountFocused(page);
    expect(await dialog.getByLabel(/Deposit amount/).inputValue()).toBe('30');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // The focus is back on the button that opened it.
    await page.waitForFunction(() => document.activeElement?.textContent?.includes('Add to escrow') === true);
  });

  it('buys a flat-fee add-on with the arrow keys, Tab and Enter', async () => {
    const { page } = browser;
    await signInAs(page, surveyorsAdmin.username);
    const before = (await balanceOf(page)).images!;
    await tabTo(page, /Buy more images/);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Buy more images' });
    await dialog.getByRole('radio').first().waitFor();
    // The first option has the focus and is chosen; the arrow key chooses the next.
    expect(await focusedName(page)).toMatch(/25 images for \$15\.00/);
    await page.keyboard.press('ArrowDown');
    expect(await dialog.getByRole('radio', { name: '50 images for $28.00' }).isChecked()).toBe(true);
    await tabTo(page, /^\s*Buy\s*$/);
    await page.keyboard.press('Enter');
    await dialog.getByRole('table').waitFor();
    // The confirmation's Buy has the focus.
    await page.waitForFunction(
      () => document.activeElement?.closest('[role="dialog"]') && document.activeElement.textContent === 'Buy',
    );
    await page.keyboard.press('Enter');
    const alert = page.getByRole('alertdialog');
    await alert.getByText('50 images added to your account.').waitFor();
    // The message holds the focus (on itself: the shared alert's Close is not focused over a dialog, see the
    // report), and Escape closes it.
    await page.waitForFunction(() => document.activeElement?.closest('[role="alertdialog"]') !== null);
    await page.keyboard.press('Escape');
    await alert.waitFor({ state: 'hidden' });
    await header(page)
      .getByText(`${before + 50} images`)
      .waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.waitForFunction(() => document.activeElement?.textContent?.includes('Buy more images') === true);
  });
});

describe('who sees the Add buttons', () => {
  const browser = useBrowser();

  it('shows none to the USER role, on escrow or flat fee', async () => {
    const { page } = browser;
    for (const username of ['escrow.searcher', 'flatfee.user']) {
      await signInAs(page, username);
      await header(page).getByRole('button', { name: 'Refresh usage balance' }).waitFor();
      expect(
        await header(page)
          .getByRole('button', { name: /Add to escrow|Buy more images/ })
          .count(),
      ).toBe(0);
      await page.context().clearCookies();
      await page.goto('/login');
    }
  });

  it('shows none where the county does not take deposits by card or add-ons from account administrators', async () => {
    const { page } = browser;
    const restoreEscrow = await withCountySection('escrow', { reloadByCreditCard: false });
    const restoreAddOns = await withCountySection('flatFeeOverride', { accountAdminReload: false });
    try {
      await signInAs(page, 'escrow.admin');
      await header(page).getByRole('button', { name: 'Refresh usage balance' }).waitFor();
      expect(await header(page).getByRole('button', { name: 'Add to escrow' }).count()).toBe(0);
      await page.context().clearCookies();
      await signInAs(page, surveyorsAdmin.username);
      await header(page).getByRole('button', { name: 'Refresh usage balance' }).waitFor();
      expect(await header(page).getByRole('button', { name: 'Buy more images' }).count()).toBe(0);
    } finally {
      await restoreAddOns();
      await restoreEscrow();
    }
    // With the settings back, the buttons are back.
    await page.reload();
    await header(page).getByRole('button', { name: 'Buy more images' }).waitFor();
  });
});

describe('the payment dialogs on a phone and in Japanese', () => {
  const browser = useBrowser({ viewport: { width: 390, height: 844 } });
  const menu = async (page: Page) => {
    await page.getByRole('button', { name: catalogText('ja', 'headerMenu.menu') }).click();
    return page.getByRole('dialog', { name: catalogText('ja', 'headerMenu.menu') });
  };

  it('shows the escrow deposit and its card frame full screen, in Japanese and English, narrow and wide', async () => {
    const page = browser.page;
    await signInAs(page, 'escrow.admin', '日本語');
    const panel = await menu(page);
    await panel.getByRole('button', { name: catalogText('ja', 'payments.header.addEscrowLabel') }).click();
    const dialog = page.getByRole('dialog', { name: catalogText('ja', 'payments.escrow.title') });
    await dialog.waitFor();
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBe(390);
    await dialog.locator('input').fill('100');
    await checkAccessibility(page, 'the escrow deposit dialog in Japanese');
    await screenshot(page, 'payments-escrow-deposit-390-ja');
    await dialog.getByRole('button', { name: catalogText('ja', 'payments.buy') }).click();
    const card = page.getByRole('dialog', { name: catalogText('ja', 'payments.escrow.cardTitle') });
    await page.frameLocator('iframe').first().getByLabel('Card number').waitFor();
    await checkAccessibility(page, 'the escrow card frame in Japanese');
    await screenshot(page, 'payments-escrow-card-390-ja');
    await card.getByRole('button', { name: catalogText('ja', 'common.cancel') }).click();
    await card.waitFor({ state: 'hidden' });

    await page.setViewportSize({ width: 1280, height: 900 });
    await header(page)
      .getByRole('button', { name: catalogText('ja', 'payments.header.addEscrowLabel') })
      .click();
    await dialog.waitFor();
    await screenshot(page, 'payments-escrow-deposit-1280-ja');
    await dialog.getByRole('button', { name: catalogText('ja', 'common.cancel') }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.context().clearCookies();
    await signInAs(page, 'escrow.admin', 'English');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Add to escrow' }).click();
    const english = page.getByRole('dialog', { name: 'Escrow Deposit' });
    await english.getByLabel(/Deposit amount/).fill('25');
    // Full screen, with its buttons at the foot of the screen.
    expect((await english.getByRole('button', { name: 'Buy' }).boundingBox())!.y).toBeGreaterThan(700);
    await screenshot(page, 'payments-escrow-deposit-390-en');
    await english.getByRole('button', { name: 'Cancel' }).click();
  });

  it('shows the flat fee options and confirmation full screen, in Japanese and English', async () => {
    const page = browser.page;
    await page.context().clearCookies();
    await signInAs(page, surveyorsAdmin.username, '日本語');
    const panel = await menu(page);
    await panel.getByRole('button', { name: catalogText('ja', 'payments.header.addImagesLabel') }).click();
    const dialog = page.getByRole('dialog').filter({ has: page.getByRole('radio') });
    await dialog.getByRole('radio').first().waitFor();
    await checkAccessibility(page, 'the flat fee add-on options in Japanese');
    await screenshot(page, 'payments-add-on-options-390-ja');
    await dialog.getByRole('button', { name: catalogText('ja', 'payments.buy') }).click();
    const confirmation = page.getByRole('dialog').filter({ has: page.getByRole('table') });
    await confirmation.waitFor();
    await checkAccessibility(page, 'the flat fee confirmation in Japanese');
    await screenshot(page, 'payments-add-on-confirmation-390-ja');
    await confirmation.getByRole('button', { name: catalogText('ja', 'common.cancel') }).click();
    await confirmation.waitFor({ state: 'hidden' });

    await page.context().clearCookies();
    await signInAs(page, surveyorsAdmin.username, 'English');
    const englishPanel = await (async () => {
      await page.getByRole('button', { name: 'Menu' }).click();
      return page.getByRole('dialog', { name: 'Menu' });
    })();
    await englishPanel.getByRole('button', { name: 'Buy more images' }).click();
    const options = page.getByRole('dialog', { name: 'Buy more images' });
    await options.getByRole('radio').first().waitFor();
    await screenshot(page, 'payments-add-on-options-390-en');
    await options.getByRole('button', { name: 'Buy' }).click();
    await options.getByRole('table').waitFor();
    await screenshot(page, 'payments-add-on-confirmation-390-en');
    await options.getByRole('button', { name: 'Cancel' }).click();
  });
});
