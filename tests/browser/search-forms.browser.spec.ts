/// <reference lib="dom" />
// The search area and the fifteen forms of 001 §2.1–§2.14 on the demo county: each form with valid input reaching
// its results screen, one invalid input per form with its exact message (focus on the field, one summary), the
// plat entry and its Full List, a history reload, one whole search by keyboard, the form pattern (a click on
// Submit is never lost, a failed login keeps the focus); axe-core on every form, screenshots in English and
// Japanese at 1280 and 390 px.
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { apiAs, checkAccessibility, demoUser, input, screenshot, signIn, query, useBrowser } from './support/index';

const one = async <Row>(text: string): Promise<Row> => {
  const [row] = await query<Row>(text);
  if (!row) throw new Error(`The demo county has nothing for ${text}`);
  return row;
};

/** Values of the demo county each form finds something with. */
type Found = Record<
  | 'surname'
  | 'streetNumber'
  | 'streetName'
  | 'book'
  | 'page'
  | 'docNumber'
  | 'platNumber'
  | 'platName'
  | 'parcelId'
  | 'island'
  | 'village'
  | 'tractBookId'
  | 'section'
  | 'township'
  | 'range'
  | 'bookName'
  | 'taxpayer',
  string
>;
let found: Found;

const torrensCertificate = {
  kind: 'torrensCertificate',
  id: 'TC-FORMS-1',
  certificateNumber: '90001',
  fileNumber: 'F-1',
  book: '7',
  page: '12',
  certifiedDate: '2001-03-04',
  status: 'ACTIVE',
  owners: [{ lastName: 'FORMSTEST', firstName: 'ANA' }],
  legalText: 'LOT 5 BLOCK 2 FORMS TEST SUBDIVISION',
  recitalText: '',
  memorials: [],
  cancelledBy: [],
  sourcedDocKey: { docKeyType: 'TC', docKeyNumber: 'TC-FORMS-1', imageKeyType: 'TORRENS' },
};

type FormCase = {
  type: string;
  results: string;
  fill: (page: Page) => Promise<void>;
  invalid: (page: Page) => Promise<void>;
  /** The message the invalid input shows, and the field it shows under. */
  message: string;
  field: string;
};

const fill = (page: Page, name: string, value: string) => input(page, name).fill(value);
/** Chooses an option of a MUI select by its label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const forms: FormCase[] = [
  {
    type: 'searchByName',
    results: 'SearchResults',
    fill: (page) => fill(page, 'grantorGranteeLastName1', found.surname),
    invalid: (page) => fill(page, 'grantorGranteeLastName1', ''),
    message: 'Required.',
    field: 'grantorGranteeLastName1',
  },
  {
    type: 'searchByAddress',
    results: 'SearchResults',
    fill: async (page) => {
      await fill(page, 'streetNumber', found.streetNumber);
      await fill(page, 'streetName', found.streetName);
    },
    invalid: async (page) => {
      await fill(page, 'streetNumber', '1');
      await fill(page, 'streetName', 'AB');
    },
    message: 'Three characters minimum.',
    field: 'streetName',
  },
  {
    type: 'searchByBookAndPage',
    results: 'SearchResults',
    fill: async (page) => {
      await fill(page, 'book', found.book);
      await fill(page, 'page', found.page);
    },
    invalid: (page) => fill(page, 'book', ''),
    message: 'Required.',
    field: 'book',
  },
  {
    type: 'searchByDate',
    results: 'SearchResults',
    fill: async (page) => {
      await fill(page, 'fromRecordedDate', '01/01/1980');
      await fill(page, 'toRecordedDate', '12/31/1985');
    },
    invalid: async (page) => {
      await fill(page, 'fromRecordedDate', '12/31/1985');
      await fill(page, 'toRecordedDate', '01/01/1980');
    },
    message: 'Invalid date range.',
    field: 'toRecordedDate',
  },
  {
    type: 'searchByDocumentNumber',
    results: 'SearchResults',
    fill: async (page) => {
      await fill(page, 'fromDocumentNumber', found.docNumber);
      await fill(page, 'toDocumentNumber', '');
    },
    invalid: async (page) => {
      await fill(page, 'fromDocumentNumber', 'A100');
      await fill(page, 'toDocumentNumber', '100200');
    },
    message: 'Numeric only on a range search.',
    field: 'fromDocumentNumber',
  },
  {
    type: 'searchByLegalDescription',
    results: 'SearchResults',
    fill: (page) => fill(page, 'platName', found.platName),
    invalid: (page) => fill(page, 'grantorGranteeMiddleInitialLb', 'Q'),
    message: 'A valid plat required.',
    field: 'platName',
  },
  {
    type: 'searchByParcelId',
    results: 'SearchResults',
    fill: (page) => fill(page, 'parcelId', found.parcelId),
    invalid: (page) => fill(page, 'parcelId', '1%'),
    message: 'Invalid characters.',
    field: 'parcelId',
  },
  {
    type: 'searchByTorrensCertificate',
    results: 'TorrensSearchResults',
    fill: (page) => fill(page, 'certificateNumber', torrensCertificate.certificateNumber),
    invalid: (page) => fill(page, 'certificateNumber', ''),
    message: 'Required.',
    field: 'certificateNumber',
  },
  {
    type: 'searchByTorrensText',
    results: 'TorrensSearchResults',
    fill: (page) => fill(page, 'text', 'FORMS TEST'),
    invalid: (page) => fill(page, 'text', 'AB'),
    message: 'Three characters minimum.',
    field: 'text',
  },
  {
    type: 'searchByTractBookId',
    results: 'TractBookSearchResults',
    fill: (page) => fill(page, 'tractBookId', found.tractBookId),
    invalid: (page) => fill(page, 'tractBookId', ''),
    message: 'Required.',
    field: 'tractBookId',
  },
  {
    type: 'searchByTractBookLegal',
    results: 'TractBookSearchResults',
    fill: async (page) => {
      await page.getByRole('radio', { name: 'Metes & Bounds' }).check();
      await fill(page, 'section', found.section);
      await fill(page, 'township', found.township);
      await fill(page, 'range', found.range);
    },
    invalid: async (page) => {
      await page.getByRole('radio', { name: 'Metes & Bounds' }).check();
      await fill(page, 'section', '1A');
    },
    message: 'Numbers only.',
    field: 'section',
  },
  {
    type: 'searchByTractIndexNMI',
    results: 'SearchResults',
    fill: async (page) => {
      await choose(page, 'Island', found.island);
      await fill(page, 'village', found.village);
    },
    invalid: async (page) => {
      await choose(page, 'Island', found.island);
      await fill(page, 'village', 'CH');
    },
    message: 'Three characters minimum.',
    field: 'village',
  },
  {
    type: 'searchByGrantorGranteeBook',
    results: 'GrantorGranteeBookSearchResults',
    fill: (page) => fill(page, 'lastName', found.bookName),
    invalid: (page) => fill(page, 'lastName', ''),
    message: 'Required.',
    field: 'lastName',
  },
  {
    type: 'searchByPlat',
    results: 'SearchResults',
    fill: (page) => fill(page, 'platNumber', found.platNumber),
    invalid: async () => {},
    message: 'A valid plat required.',
    field: 'platName',
  },
  {
    type: 'searchByTaxLien',
    results: 'TaxLienSearchResults',
    fill: async (page) => {
      await fill(page, 'taxpayerName', found.taxpayer);
      await choose(page, 'Current/Expired', 'All');
    },
    invalid: (page) => fill(page, 'taxpayerMiddleInitial', 'Q'),
    message: 'Required.',
    field: 'taxpayerName',
  },
];

const searcher = demoUser('escrow.searcher');

/** The form's page, signed in already: waits for its heading. */
async function openForm(page: Page, type: string) {
  await page.goto(`/search/${type}`);
  await page
    .locator('form')
    .getByRole('button', { name: /^(Submit|送信)$/ })
    .waitFor();
}

const submitButton = (page: Page) => page.locator('form').locator('button[type="submit"]');
const fieldMessage = (page: Page, name: string) =>
  input(page, name)
    .locator('xpath=ancestor::div[contains(@class,"MuiFormControl-root")][1]')
    .locator('.MuiFormHelperText-root');

describe('search forms', () => {
  const browser = useBrowser();

  beforeAll(async () => {
    const address = await one<{ number: string; name: string }>(
      `SELECT street_number_key AS number, street_name_key AS name FROM search_document_addresses WHERE NOT protected LIMIT 1`,
    );
    const document = await one<{ book: string; number: string }>(
      `SELECT result->>'displayBookAndPage' AS book, result->>'docNumber' AS number FROM search_documents
        WHERE NOT protected ORDER BY doc_number_key LIMIT 1`,
    );
    const surname = await one<{ name: string }>(
      `SELECT last_key AS name FROM search_document_names WHERE NOT protected GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
    );
    const plat = await one<{ number: string; name: string }>(
      `SELECT plat_number AS number, plat_name AS name FROM search_plats p
        WHERE EXISTS (SELECT 1 FROM search_legals l WHERE l.plat_code = p.plat_code AND NOT l.protected)
        ORDER BY plat_number LIMIT 1`,
    );
    const parcel = await one<{ key: string }>(
      `SELECT parcel_key AS key FROM search_document_parcels WHERE NOT protected LIMIT 1`,
    );
    const tract = await one<{ island: string; village: string }>(
      `SELECT island_key AS island, village_key AS village FROM search_document_tract_parcels WHERE NOT protected LIMIT 1`,
    );
    const islands = await one<{ entries: Array<{ code: string; description: string }> }>(
      `SELECT entries FROM search_code_lists WHERE list = 'islands'`,
    );
    const tractBook = await one<{ id: string }>(
      `SELECT id_key AS id FROM search_tract_book_entries WHERE NOT protected LIMIT 1`,
    );
    const tractLegal = await one<{ section: string; township: string; range: string }>(
      `SELECT section, township, range FROM search_legals WHERE owner = 'T' AND legal_type = 'MB' AND NOT protected LIMIT 1`,
    );
    const book = await one<{ name: string }>(
      `SELECT result->>'fromName' AS name FROM search_grantor_grantee_book WHERE NOT protected LIMIT 1`,
    );
    const taxpayer = await one<{ name: string }>(`SELECT last_key AS name FROM search_tax_lien_taxpayers LIMIT 1`);
    const [bookNumber, pageNumber] = document.book.split('/');
    found = {
      surname: surname.name,
      streetNumber: address.number,
      streetName: address.name,
      book: bookNumber!,
      page: pageNumber!,
      docNumber: document.number,
      platNumber: plat.number,
      platName: plat.name,
      parcelId: parcel.key,
      island: islands.entries.find((entry) => entry.code === tract.island)?.description ?? tract.island,
      village: tract.village,
      tractBookId: tractBook.id,
      section: tractLegal.section,
      township: tractLegal.township,
      range: tractLegal.range,
      bookName: book.name.split(/[ ,]/)[0]!,
      taxpayer: taxpayer.name,
    };
  });

  it('reaches the results screen of each of the fifteen forms with valid input', async () => {
    const { page, consoleErrors } = browser;
    // The 300-document demo county has no Torrens certificate yet: provider staff push one through the feed.
    const staff = await browser.newPage();
    const trimin = demoUser('trimin.admin');
    await signIn(staff.page, trimin.username, trimin.password);
    const pushed = (await apiAs(staff.page, 'records/feed', [torrensCertificate])) as { ok: boolean };
    expect(pushed.ok).toBe(true);
    // The feed's records reach the search read models asynchronously: on a busy machine the certificate's search
    // would find nothing yet and stay on its form.
    for (let tries = 0; tries < 120; tries++) {
      const [found] = await query<{ n: string }>(
        `SELECT count(*) AS n FROM search_torrens_certificates WHERE legal_text LIKE '%FORMS TEST SUBDIVISION%'`,
      );
      if (Number(found!.n) > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }

    await signIn(page, searcher.username, searcher.password);
    for (const form of forms) {
      await openForm(page, form.type);
      await form.fill(page);
      // Named, so that a form that stays on its page says which it was.
      await Promise.all([page.waitForURL(new RegExp(`/search/${form.results}$`)), submitButton(page).click()]).catch(
        (error: Error) => {
          throw new Error(`${form.type} did not reach its results: ${error.message}`);
        },
      );
      await page.locator('table tbody tr').first().waitFor();
    }
    expect(consoleErrors).toEqual([]);
  });

  it('shows the exact message of an invalid input under its field, focuses it and announces one summary', async () => {
    const { page } = browser;
    await signIn(page, searcher.username, searcher.password);
    for (const form of forms) {
      await openForm(page, form.type);
      await page.getByRole('button', { name: 'Clear' }).click();
      await form.invalid(page);
      await submitButton(page).click();
      const target = form.field === 'platName' ? input(page, 'platName') : input(page, form.field);
      await expect(fieldMessage(page, form.field).textContent()).resolves.toBe(form.message);
      await expect(target.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
      await expect(target.getAttribute('aria-invalid')).resolves.toBe('true');
      // One polite summary, no alert per field.
      await expect(page.locator('form [role="alert"]').count()).resolves.toBe(0);
      await page
        .locator('form [role="status"]')
        .filter({ hasText: /fields? needs? correcting/ })
        .waitFor();
      expect(page.url()).toMatch(new RegExp(`/search/${form.type}$`));
    }
  });

  it('takes a click on Submit while the last field is wrong, and checks again as it is corrected', async () => {
    const { page } = browser;
    await signIn(page, searcher.username, searcher.password);
    await openForm(page, 'searchByAddress');
    await page.getByRole('button', { name: 'Clear' }).click();
    await fill(page, 'streetNumber', found.streetNumber);
    await fill(page, 'streetName', 'BE');
    // Leaving the field says nothing yet, so the button stays where the pointer is.
    const before = await submitButton(page).boundingBox();
    await input(page, 'city').focus();
    await expect(fieldMessage(page, 'streetName').count()).resolves.toBe(0);
    expect(await submitButton(page).boundingBox()).toEqual(before);
    await submitButton(page).click();
    await expect(fieldMessage(page, 'streetName').textContent()).resolves.toBe('Three characters minimum.');
    await input(page, 'streetName').pressSequentially('A');
    await fieldMessage(page, 'streetName').waitFor({ state: 'detached' });
    await fill(page, 'streetName', found.streetName);
    await Promise.all([page.waitForURL(/\/search\/SearchResults$/), submitButton(page).click()]);
  });

  it('keeps the focus on Log In after a failed login by the button', async () => {
    const { page } = browser;
    await page.goto('/login');
    await fill(page, 'username', searcher.username);
    await fill(page, 'password', 'Wrong#Password1');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('alert').waitFor();
    const focused = await page.evaluate(() => document.activeElement?.tagName);
    expect(focused).not.toBe('BODY');
  });

  it('types ahead a plat, says when none matches, and picks one from the Full List', async () => {
    const { page, consoleErrors } = browser;
    await signIn(page, searcher.username, searcher.password);
    await openForm(page, 'searchByPlat');
    await page.getByRole('button', { name: 'Clear' }).click();
    await fill(page, 'platName', 'ZZZ');
    await expect(fieldMessage(page, 'platName').textContent()).resolves.toBe('No matching plat found.');
    await fill(page, 'platName', found.platName.slice(0, 4));
    await expect(input(page, 'platNumber').inputValue()).resolves.toBe(found.platNumber);
    await expect(input(page, 'platName').inputValue()).resolves.toBe(found.platName);
    // Chosen: typing is ignored until Reset.
    await input(page, 'platName').press('X');
    await expect(input(page, 'platName').inputValue()).resolves.toBe(found.platName);
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(input(page, 'platName').inputValue()).resolves.toBe('');

    await page.getByRole('button', { name: 'Full List' }).click();
    const dialog = page.getByRole('dialog', { name: 'Plats' });
    await dialog.getByRole('row').nth(1).waitFor();
    await checkAccessibility(page, 'plat list dialog');
    await screenshot(page, 'search-forms-plat-list-en-1280');
    await dialog.getByRole('button', { name: 'Number' }).click();
    await dialog.getByRole('button', { name: new RegExp(`^Select ${found.platNumber} `) }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(input(page, 'platName').inputValue()).resolves.toBe(found.platName);
    await Promise.all([page.waitForURL(/\/search\/SearchResults$/), submitButton(page).click()]);
    expect(consoleErrors).toEqual([]);
  });

  it('reloads a recent search from the history, worded as a person would say it', async () => {
    const { page } = browser;
    await signIn(page, searcher.username, searcher.password);
    await openForm(page, 'searchByName');
    await page.getByRole('button', { name: 'Clear' }).click();
    await fill(page, 'grantorGranteeLastName1', found.surname);
    await choose(page, 'And/Or', 'AND');
    await fill(page, 'grantorGranteeLastName2', found.surname);
    await submitButton(page).click();
    await page.waitForURL(/\/search\/(SearchResults|searchByName)$/);
    await openForm(page, 'searchByAddress');
    const recent = page.getByRole('navigation', { name: 'Recent searches' });
    const entry = recent.getByRole('link').first();
    await expect(entry.innerText()).resolves.toContain(
      `Name: ${found.surname} and ${found.surname}, grantors and grantees`,
    );
    await Promise.all([page.waitForURL(/\/search\/searchByName\/1$/), entry.click()]);
    await expect(input(page, 'grantorGranteeLastName2').inputValue()).resolves.toBe(found.surname);

    // The history is read again before the form opens: slowed down, so 'Loading.....' is there to be seen.
    const slowHistory = '**/currentUser/loginStatus';
    await page.route(slowHistory, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await page.goto('/search/searchHistory/searchByName/1');
    await page.getByText('Loading.....').waitFor();
    await page.waitForURL(/\/search\/searchByName\/1$/);
    await page.unroute(slowHistory);
    await expect(input(page, 'grantorGranteeLastName1').inputValue()).resolves.toBe(found.surname);
    // Without a history number the form restores what was last entered on it.
    await openForm(page, 'searchByName');
    await expect(input(page, 'grantorGranteeLastName2').inputValue()).resolves.toBe(found.surname);
  });

  it('runs a whole search by keyboard alone', async () => {
    const { page } = browser;
    await signIn(page, searcher.username, searcher.password);
    await openForm(page, 'searchByName');
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLInputElement | null;
        return {
          name: element?.getAttribute('name') ?? '',
          text: element?.textContent?.trim() ?? '',
          type: element?.type,
        };
      });
    const tabTo = async (matches: (element: Awaited<ReturnType<typeof focused>>) => boolean) => {
      const trail: string[] = [];
      for (let step = 0; step < 60; step++) {
        await page.keyboard.press('Tab');
        const element = await focused();
        if (matches(element)) return;
        trail.push(element.name || element.text);
      }
      throw new Error(`Tab never got there: ${trail.join(' | ')}`);
    };
    // From the side navigation to the Parcel ID form, its field, and Submit, with the keyboard only.
    await tabTo((element) => element.text === 'Parcel ID');
    await Promise.all([page.waitForURL(/\/search\/searchByParcelId$/), page.keyboard.press('Enter')]);
    // The form's heading takes focus once its code is loaded, and a screen reader says it: the user goes on from there.
    await page.getByRole('heading', { name: 'Search by Parcel ID', level: 1 }).waitFor();
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    await tabTo((element) => element.name === 'parcelId');
    await page.keyboard.press('Control+A');
    await page.keyboard.type(found.parcelId);
    await tabTo((element) => element.type === 'submit');
    // The theme's ring once MUI's own shadow has faded: white inside, the primary colour 4 px out (WCAG 2.4.7).
    await page.waitForFunction(() =>
      /^rgb\(255, 255, 255\) 0px 0px 0px 2px, rgb\(31, 78, 121\) 0px 0px 0px 4px/.test(
        getComputedStyle(document.activeElement!).boxShadow,
      ),
    );
    await Promise.all([page.waitForURL(/\/search\/SearchResults$/), page.keyboard.press('Enter')]);
  });

  for (const [language, locale] of [
    ['en', undefined],
    ['ja', '日本語'],
  ] as const) {
    it(`passes axe on every form and looks right at 1280 and 390 px (${language})`, async () => {
      const { page, consoleErrors } = browser;
      await signIn(page, searcher.username, searcher.password, locale);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        for (const form of forms) {
          await page.goto(`/search/${form.type}`);
          await submitButton(page).waitFor();
          await page.waitForLoadState('networkidle');
          if (width === 1280 && language === 'en') await checkAccessibility(page, `${form.type} form`);
          await screenshot(page, `search-forms-${form.type}-${language}-${width}`);
        }
      }
      // An empty submit of the name form, its message in the reader's language.
      await page.goto('/search/searchByName');
      await page.getByRole('button', { name: /^(Clear|クリア)$/ }).click();
      await submitButton(page).click();
      await checkAccessibility(page, 'name form with a message');
      await screenshot(page, `search-forms-searchByName-invalid-${language}-390`);
      expect(consoleErrors).toEqual([]);
    });
  }
});
