/// <reference lib="dom" />
// The control panel's Fee Structure group (002 §2.4, §3, §4, §5, §9) as COUNTY: every section saved once valid and
// once invalid with the spec's message under its field, the special rate table at its limits and its four messages,
// the dependent fields, axe, and screenshots in English and Japanese. Fees change what other files' searches and
// images cost, so every section is put back as it was (through the API, in finally).
import { describe, expect, it, jest } from '@jest/globals';
import type { Page } from 'playwright-core';
import {
  apiAs,
  checkAccessibility,
  fieldError,
  openSection as openPanelSection,
  readSection,
  restoringSections as restoring,
  saveSection,
  savedAlert,
  settledScreenshot,
  signInAs,
  submit,
  useBrowser,
  type Section,
} from './support/index';

// Each test signs in (twice for the card user's price) and saves through the browser: minutes on a busy machine.
jest.setTimeout(300_000);

const headings = {
  alacarterates: 'A La Carte Rates',
  alacarteratesspecial: 'A La Carte Special Rates',
  creditCardAlternateRates: 'Credit Card Alternate Rates',
  creditCardExtra: 'Credit Card Extra',
  escrow: 'Escrow',
  flatFeeRates: 'Flat Fee Rates',
  flatFeeOverride: 'Flat Fee Usage Override',
  billingSchedule: 'Schedule',
} as const;
type Path = keyof typeof headings;

/** Opens a Fee Structure section and waits for its heading and its Submit button. */
const openSection = (page: Page, path: Path, heading: string = headings[path]) =>
  openPanelSection(page, path, heading, { exact: true });

const successTick = (page: Page) => page.locator('[data-status="SUCCESS"]').waitFor();

const rows = (page: Page) => page.getByTestId('special-rate-row');
const cell = (page: Page, row: number, column: string) => page.getByLabel(`Row ${row}, ${column}`, { exact: true });

/** Fills special rate rows from the first: [document type, instrument code, document $, first page $, additional $]. */
async function fillRates(page: Page, values: Array<[string, string, string, string, string]>) {
  const columns = ['Document Type', 'Instrument Code', 'Document $', 'First Page $', 'Additional Pages $'];
  for (const [index, row] of values.entries()) {
    for (const [at, value] of row.entries()) await cell(page, index + 1, columns[at]!).fill(value);
  }
}

describe('Fee Structure in the control panel, as COUNTY', () => {
  const browser = useBrowser();

  it('a la carte rates: an invalid amount refused under its field; a valid rate saved and charged to a card user', async () => {
    const { page } = browser;
    await signInAs(page, 'county.clerk');
    await restoring(page, ['aLaCarte'], async () => {
      const before = await readSection(page, 'aLaCarte');
      await openSection(page, 'alacarterates');
      await checkAccessibility(page, 'a la carte rates');
      await settledScreenshot(page, 'control-panel-alacarterates-en');
      const documentNumber = page.getByLabel('Document Number', { exact: true });
      await expect(documentNumber.getAttribute('step')).resolves.toBe('0.01');

      await documentNumber.fill('1.234');
      await submit(page);
      await fieldError(page, 'Enter an amount in dollars and cents.').waitFor();
      expect(await readSection(page, 'aLaCarte')).toEqual(before);

      const rate = Number(before.searchDocumentNumber) + 1.25;
      await documentNumber.fill(String(rate));
      await submit(page);
      await savedAlert(page).waitFor();
      await successTick(page);
      expect((await readSection(page, 'aLaCarte')).searchDocumentNumber).toBe(rate);

      // The portal's card user is told this price (000 §3 creditCardSearchRates) unless card rates apply instead.
      const card = await readSection(page, 'creditCard');
      const cardUser = (await browser.newPage()).page;
      await signInAs(cardUser, 'card.user01');
      const status = (await (await cardUser.request.get('/api/currentUser/loginStatus')).json()) as {
        content: { creditCardSearchRates: Array<{ code: string; description: string }> };
      };
      const price = card.applyAlternateRates ? Number(card.searchDocumentNumberCreditCard) : rate;
      expect(status.content.creditCardSearchRates).toContainEqual({
        code: 'searchDocumentNumber',
        description: `$${price.toFixed(2)}`,
      });
    });
  });

  it('special rates: the four messages under the table, the server agreeing, organize, the card reset confirmed', async () => {
    const { page } = browser;
    await signInAs(page, 'county.clerk');
    await restoring(page, ['aLaCarteSpecialRates', 'creditCard'], async () => {
      await saveSection(page, 'aLaCarteSpecialRates', { rates: [] });
      await openSection(page, 'alacarteratesspecial');
      const add = page.getByRole('button', { name: 'Add 5 Rows' });
      await add.click();
      await expect(rows(page).count()).resolves.toBe(5);
      await checkAccessibility(page, 'a la carte special rates');

      // The four rules at once: each message once, under the table; nothing saved.
      await add.click();
      await fillRates(page, [
        ['', 'AB', '1', '', ''],
        ['MTG', 'CD', '', '', ''],
        ['0', 'EF', '1', '', ''],
        ['DEED', 'EF', '2', '', ''],
        ['LIEN', 'GH', '1', '', ''],
        ['LIEN', 'GH', '2', '', ''],
      ]);
      await submit(page);
      for (const message of [
        'Each special rate must have a document type if an instrument code is provided.',
        'Each special rate must have at least a document or page rate.',
        'Duplicate instrument codes found; a duplicate rate has been defined for All document types.',
        'Duplicate document-type instrument-code combinations found.',
      ]) {
        await fieldError(page, message).first().waitFor();
        await expect(fieldError(page, message).count()).resolves.toBe(1);
      }
      await expect(cell(page, 1, 'Document Type').getAttribute('aria-invalid')).resolves.toBe('true');
      await checkAccessibility(page, 'special rates with their messages');
      await settledScreenshot(page, 'control-panel-alacarteratesspecial-messages-en');
      expect((await readSection(page, 'aLaCarteSpecialRates')).rates).toEqual([]);

      // The server says the same, by code, with the rows the client did not check (a forged body).
      const refused = (await apiAs(page, 'controlPanel/countyConfig/aLaCarteSpecialRates', {
        rates: [
          { documentType: 'LIEN', instrumentCode: 'GH', documentRate: 1 },
          { documentType: 'LIEN', instrumentCode: 'GH', documentRate: 2 },
        ],
      })) as { ok: boolean; errors: Record<string, string[]> };
      expect(refused.ok).toBe(false);
      expect(Object.values(refused.errors).flat()).toContain(
        'Duplicate document-type instrument-code combinations found.',
      );
      const tooMany = (await apiAs(page, 'controlPanel/countyConfig/aLaCarteSpecialRates', {
        rates: Array.from({ length: 101 }, (_, index) => ({
          documentType: 'MTG',
          instrumentCode: `C${index}`,
          documentRate: 1,
        })),
      })) as { ok: boolean; message: string };
      expect(tooMany).toMatchObject({ ok: false, message: 'The rate table has a limit of 100 entries.' });

      // Organize: blank rows dropped, the rest sorted, blank rates 0.
      await page.reload();
      await page.getByRole('heading', { name: headings.alacarteratesspecial }).waitFor();
      await add.click();
      await fillRates(page, [
        ['MTG', 'B', '2.5', '', ''],
        ['', '', '', '', ''],
        ['0', 'A', '', '1', '0.25'],
      ]);
      await page.getByRole('button', { name: 'Organize' }).click();
      await expect(rows(page).count()).resolves.toBe(2);
      await expect(cell(page, 1, 'Document Type').inputValue()).resolves.toBe('0');
      await expect(cell(page, 1, 'Document $').inputValue()).resolves.toBe('0');
      await expect(cell(page, 2, 'Instrument Code').inputValue()).resolves.toBe('B');
      await expect(cell(page, 2, 'Additional Pages $').inputValue()).resolves.toBe('0');

      // Saving asks first: the card's special rates are reset too. No keeps everything as it was.
      await submit(page);
      const question = page
        .getByRole('dialog')
        .filter({ hasText: 'The special rates for credit card will also be reset. Continue?' });
      await question.waitFor();
      await settledScreenshot(page, 'control-panel-alacarteratesspecial-confirm-en');
      await question.getByRole('button', { name: 'No' }).click();
      await question.waitFor({ state: 'hidden' });
      expect((await readSection(page, 'aLaCarteSpecialRates')).rates).toEqual([]);
      await submit(page);
      await question.getByRole('button', { name: 'Yes' }).click();
      await savedAlert(page).waitFor();
      const expected = [
        { documentType: '0', instrumentCode: 'A', documentRate: 0, firstPageRate: 1, additionalPagesRate: 0.25 },
        { documentType: 'MTG', instrumentCode: 'B', documentRate: 2.5, firstPageRate: 0, additionalPagesRate: 0 },
      ];
      expect((await readSection(page, 'aLaCarteSpecialRates')).rates).toEqual(expected);
      expect((await readSection(page, 'creditCard')).specialRates).toEqual(expected);
    });
  });

  it('special rates: 5 blank rows at a time up to 100 entries, then the limit alert', async () => {
    const { page } = browser;
    await signInAs(page, 'county.clerk');
    await restoring(page, ['aLaCarteSpecialRates', 'creditCard'], async () => {
      await saveSection(page, 'aLaCarteSpecialRates', {
        rates: [
          { documentType: 'MTG', instrumentCode: 'A', documentRate: 1 },
          { documentType: 'MTG', instrumentCode: 'B', documentRate: 2 },
        ],
      });
      await openSection(page, 'alacarteratesspecial');
      const add = page.getByRole('button', { name: 'Add 5 Rows' });
      await expect(rows(page).count()).resolves.toBe(2);
      for (let count = 2; count < 100; count = Math.min(100, count + 5)) {
        await add.click();
        await rows(page)
          .nth(Math.min(100, count + 5) - 1)
          .waitFor();
      }
      await expect(rows(page).count()).resolves.toBe(100);
      await add.click();
      await page.getByText('The rate table has a limit of 100 entries.').waitFor();
      await expect(rows(page).count()).resolves.toBe(100);
    });
  });

  it('credit card alternate rates: applied to card payers, an invalid amount refused, a valid change saved', async () => {
    const { page } = browser;
    await signInAs(page, 'county.clerk');
    await restoring(page, ['creditCard'], async () => {
      await openSection(page, 'creditCardAlternateRates');
      await checkAccessibility(page, 'credit card alternate rates');
      await settledScreenshot(page, 'control-panel-creditCardAlternateRates-en');
      const platFirst = page.getByLabel('Plat Image, First Page', { exact: true });
      await platFirst.fill('-1');
      await submit(page);
      await fieldError(page, 'Enter an amount in dollars and cents.').waitFor();

      await platFirst.fill('3.5');
      await page.getByLabel('Document Number', { exact: true }).fill('0.75');
      await page.getByLabel('Apply Alternate Rates to Credit Card Payers').check();
      await submit(page);
      await savedAlert(page).waitFor();
      expect(await readSection(page, 'creditCard')).toMatchObject({
        applyAlternateRates: true,
        platImageFirstPageCreditCard: 3.5,
        searchDocumentNumberCreditCard: 0.75,
      });
      const cardUser = (await browser.newPage()).page;
      await signInAs(cardUser, 'card.user01');
      const status = (await (await cardUser.request.get('/api/currentUser/loginStatus')).json()) as {
        content: { creditCardSearchRates: Array<{ code: string; description: string }> };
      };
      expect(status.content.creditCardSearchRates).toContainEqual({
        code: 'searchDocumentNumber',
        description: '$0.75',
      });
    });
  });

  it('credit card extra: the surcharge method decides the amount field; codes required together', async () => {
    const { page } = browser;
    await signInAs(page, 'county.clerk');
    await restoring(page, ['creditCardExtra'], async () => {
      await saveSection(page, 'creditCardExtra', {
        ...(await readSection(page, 'creditCardExtra')),
        applySurcharge: false,
      });
      await openSection(page, 'creditCardExtra');
      const dollars = page.getByLabel('Surcharge $', { exact: true });
      const percent = page.getByLabel('Surcharge %', { exact: true });
      await expect(dollars.isDisabled()).resolves.toBe(true);
      await expect(percent.isDisabled()).resolves.toBe(true);
      await page.getByLabel('Apply Surcharge').check();
      await page.getByLabel('Dollars', { exact: true }).check();
      await expect(dollars.isEnabled()).resolves.toBe(true);
      await expect(percent.isDisabled()).resolves.toBe(true);
      await page.getByLabel('Percent', { exact: true }).check();
      await expect(dollars.isDisabled()).resolves.toBe(true);
      await expect(percent.isEnabled()).resolves.toBe(true);
      await checkAccessibility(page, 'credit card extra');
      await settledScreenshot(page, 'control-panel-creditCardExtra-en');

      await page.getByLabel('Charge Fee Code', { exact: true }).fill('F100');
      await page.getByLabel('Charge Charge Code', { exact: true }).fill('');
      await percent.fill('');
      await submit(page);
      await fieldError(page, 'Required with Fee Code.').waitFor();
      await fieldError(page, 'Required.').waitFor();

      await page.getByLabel('Charge Charge Code', { exact: true }).fill('C200');
      await percent.fill('2.5');
      await submit(page);
      await savedAlert(page).waitFor();
      expect(await readSection(page, 'creditCardExtra')).toMatchObject({
        chargeFeeCode: 'F100',
        chargeChargeCode: 'C200',
        applySurcharge: true,
        surchargeMethod: 'percent',
        surchargePercent: 2.5,
      });
    });
  });

  it('escrow: fee and charge code together, Min $ and Max $ while reload by card is on, a valid change saved', async () => {
    const { page } = browser;
    await signInAs(page, 'county.clerk');
    await restoring(page, ['escrow'], async () => {
      await openSection(page, 'escrow');
      await checkAccessibility(page, 'escrow');
      await settledScreenshot(page, 'control-panel-escrow-en');
      const reload = page.getByLabel('Reload by Credit Card');
      const min = page.getByLabel('Min $', { exact: true });
      const max = page.getByLabel('Max $', { exact: true });
      await reload.uncheck();
      await expect(min.isDisabled()).resolves.toBe(true);
      await reload.check();
      await expect(max.isEnabled()).resolves.toBe(true);

      await page.getByLabel('Fee Code', { exact: true }).fill('');
      await page.getByLabel('Charge Code', { exact: true }).fill('ESC1');
      await min.fill('50');
      await max.fill('10');
      await submit(page);
      await fieldError(page, 'Required with Charge Code.').waitFor();
      await fieldError(page, 'Cannot be less than Min $.').waitFor();
      await checkAccessibility(page, 'escrow with its messages');

      await page.getByLabel('Fee Code', { exact: true }).fill('ESCF');
      await max.fill('500');
      await submit(page);
      await savedAlert(page).waitFor();
      expect(await readSection(page, 'escrow')).toMatchObject({
        feeCode: 'ESCF',
        chargeCode: 'ESC1',
        reloadByCreditCard: true,
        minReloadAmount: 50,
        maxReloadAmount: 500,
      });
    });
  });

  for (const { path, section, toggle } of [
    { path: 'flatFeeRates', section: 'flatFee', toggle: 'Charging Images' },
    { path: 'flatFeeOverride', section: 'flatFeeOverride', toggle: 'Reload by Account Admin' },
  ] as const) {
    it(`${path}: options disabled while ${toggle} is off, unlimited last, "n image(s) for $cost"`, async () => {
      const { page } = browser;
      await signInAs(page, 'county.clerk');
      await restoring(page, [section], async () => {
        await openSection(page, path);
        const option = (n: number) => page.getByRole('group', { name: `Option ${n}`, exact: true });
        const offered = (n: number) => option(n).getByLabel('Option', { exact: true });
        await page.getByLabel(toggle, { exact: true }).uncheck();
        for (const n of [1, 2, 3, 4, 5]) await expect(offered(n).isDisabled()).resolves.toBe(true);
        await page.getByLabel(toggle, { exact: true }).check();
        for (const n of [1, 2, 3, 4, 5]) await offered(n).uncheck();
        await expect(option(1).getByLabel('Cost', { exact: true }).isDisabled()).resolves.toBe(true);

        await offered(1).check();
        await option(1).getByLabel('Unlimited', { exact: true }).check();
        await expect(option(1).getByLabel('Number of Images', { exact: true }).isDisabled()).resolves.toBe(true);
        await option(1).getByLabel('Cost', { exact: true }).fill('20');
        await offered(2).check();
        await option(2).getByLabel('Number of Images', { exact: true }).fill('10');
        await option(2).getByLabel('Cost', { exact: true }).fill('');
        await submit(page);
        await fieldError(option(1), 'Unlimited should be last.').waitFor();
        await fieldError(option(2), 'Required. Zero is ok.').waitFor();
        await checkAccessibility(page, `${path} with its messages`);

        await option(1).getByLabel('Unlimited', { exact: true }).uncheck();
        await option(1).getByLabel('Number of Images', { exact: true }).fill('1');
        await option(1).getByLabel('Cost', { exact: true }).fill('2');
        await option(2).getByLabel('Unlimited', { exact: true }).check();
        await option(2).getByLabel('Cost', { exact: true }).fill('20');
        await option(1).getByText('1 image for $2.00').waitFor();
        await option(2).getByText('Unlimited images for $20.00').waitFor();
        await submit(page);
        await savedAlert(page).waitFor();
        await settledScreenshot(page, `control-panel-${path}-en`);
        const rates = (await readSection(page, section)).rates as Section[];
        expect(rates.slice(0, 3)).toEqual([
          { option: true, unlimitedNumberOfPages: false, numberOfPages: 1, cost: 2 },
          { option: true, unlimitedNumberOfPages: true, numberOfPages: 10, cost: 20 },
          expect.objectContaining({ option: false }),
        ]);
      });
    });
  }

  it('billing schedule: renewal day 1 to 28, a renewal time refused, a valid schedule saved, Run Billing Now', async () => {
    const { page } = browser;
    await signInAs(page, 'county.clerk');
    await restoring(page, ['billingSchedule'], async () => {
      await openSection(page, 'billingSchedule');
      await checkAccessibility(page, 'billing schedule');
      await settledScreenshot(page, 'control-panel-billingSchedule-en');
      await page.getByLabel('Renewal Day').click();
      await expect(page.getByRole('option').allTextContents()).resolves.toEqual(
        Array.from({ length: 28 }, (_, index) => String(index + 1)),
      );
      await page.getByRole('option', { name: '15', exact: true }).click();
      const time = page.getByLabel('Renewal Time', { exact: true });
      await time.fill('25:00');
      await submit(page);
      await fieldError(page, 'Enter a time from 0:00 to 23:59.').waitFor();

      await time.fill('2:30');
      await submit(page);
      await savedAlert(page).waitFor();
      expect(await readSection(page, 'billingSchedule')).toMatchObject({ renewalDay: 15, renewalTime: '2:30' });

      // Run Billing Now, from SUCCESS: the server's answer shown, lastRan read again.
      const started = Date.now();
      await page.getByRole('button', { name: 'Run Billing Now' }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: /^Billing run/ })
        .waitFor();
      await page.getByTestId('billing-last-ran').filter({ hasNotText: 'never' }).waitFor();
      const { lastRan } = await readSection(page, 'billingSchedule');
      expect(new Date(String(lastRan)).getTime()).toBeGreaterThanOrEqual(started - 60_000);
    });
  });
});

describe('Fee Structure in Japanese', () => {
  const browser = useBrowser({ locale: 'ja-JP' });

  it('shows every Fee Structure screen in Japanese', async () => {
    const { page } = browser;
    await signInAs(page, 'county.clerk', '日本語');
    for (const [path, heading] of [
      ['alacarterates', '個別料金'],
      ['alacarteratesspecial', '個別特別料金'],
      ['creditCardAlternateRates', 'クレジットカード代替料金'],
      ['creditCardExtra', 'クレジットカード追加設定'],
      ['escrow', '預託金'],
      ['flatFeeRates', '定額料金'],
      ['flatFeeOverride', '定額利用の上書き'],
      ['billingSchedule', 'スケジュール'],
    ] as const) {
      await openSection(page, path, heading);
      await checkAccessibility(page, `${path}, Japanese`);
      await settledScreenshot(page, `control-panel-${path}-ja`);
    }
  });
});
