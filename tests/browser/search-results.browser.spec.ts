/// <reference lib="dom" />
// The result screens of 001 §2.15–§2.21 on the demo county: the first rows and the background batches, sorting
// both ways, page 2, selecting and filtering, the 100-row limit, Reset Read, a detail with its dialogs, a
// follow-up into a name search and Back to Search Results; axe-core on the screen and every dialog, screenshots
// in English and Japanese at 1280 and 390 px.
import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import {
  catalogText,
  checkAccessibility,
  currentSearch,
  demoUser,
  openStoredSearch,
  resultRows,
  screenshot,
  query,
  signIn,
  useBrowser,
} from './support/index';

const en = (key: string) => catalogText('en', `searchResults.${key}`);

/** The most frequent grantor surname of the demo county: a name search with several results. */
async function commonSurname(): Promise<string> {
  const [row] = await query<{ name: string }>(
    `SELECT g->>'lastName' AS name FROM search_documents, jsonb_array_elements(result->'grantorSearchResults') g
      WHERE NOT protected GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
  );
  if (!row) throw new Error('The demo county has no grantors');
  return row.name;
}

/** A search by date over every day: all the demo county's documents, more than one page. */
const everyDocument = currentSearch('searchByDate', {
  fromRecordedDate: '01/01/1800',
  toRecordedDate: '',
  documentType: 'ALL',
  instrumentGroup: 'ALL',
});

/** Opens the results of a search stored as the current one (as a reload of the results screen does). */
async function openResults(page: Page, search: object = everyDocument, route = 'SearchResults') {
  await openStoredSearch(page, search, route);
  await fullPage(page);
}

/**
 * One search of each other result kind (001 §2.18–§2.21) that finds a record of the demo county; a kind the
 * small county has no open record of has an empty value and is left out.
 */
async function otherKinds() {
  const first = async (sql: string) => (await query<{ value: string }>(sql))[0]?.value ?? '';
  return [
    {
      kind: 'torrens',
      route: 'TorrensSearchResults',
      type: 'searchByTorrensCertificate',
      criteria: {
        certificateNumber: await first(
          `SELECT result->>'certificateNumber' AS value FROM search_torrens_certificates WHERE NOT protected LIMIT 1`,
        ),
      },
      sortKey: 'certificateNumber',
    },
    {
      kind: 'tractBook',
      route: 'TractBookSearchResults',
      type: 'searchByTractBookId',
      criteria: {
        tractBookId: await first(
          `SELECT result->>'docId' AS value FROM search_tract_book_entries WHERE NOT protected LIMIT 1`,
        ),
      },
      sortKey: 'tractBookId',
    },
    {
      kind: 'grantorGranteeBook',
      route: 'GrantorGranteeBookSearchResults',
      type: 'searchByGrantorGranteeBook',
      criteria: {
        lastName: await first(
          `SELECT split_part(result->>'fromName', ',', 1) AS value FROM search_grantor_grantee_book WHERE NOT protected LIMIT 1`,
        ),
      },
      sortKey: 'id',
    },
    {
      kind: 'taxLien',
      route: 'TaxLienSearchResults',
      type: 'searchByTaxLien',
      criteria: {
        searchBy: 'LIEN_NUMBER',
        currentOrExpired: 'ALL',
        lienNumber: await first(
          `SELECT result->>'lienNumber' AS value FROM search_tax_liens WHERE NOT protected LIMIT 1`,
        ),
      },
      sortKey: 'docNumber',
    },
  ];
}

const rows = resultRows;
const countLine = (page: Page) => page.getByRole('status').filter({ hasText: /Displaying Results|表示中の結果/ });

/** Waits until the page's batches are all in: no placeholder rows left. */
async function fullPage(page: Page) {
  await rows(page).first().waitFor();
  await page.waitForFunction(() => !document.querySelector('#search-results-table tbody tr[aria-hidden]'));
}

const recordedDays = async (page: Page) =>
  (await rows(page).locator('td:nth-child(3)').allInnerTexts()).map((cell) => {
    const [month, day, year] = cell.slice(0, 10).split('/');
    return `${year}${month}${day}`;
  });

describe('search results', () => {
  const browser = useBrowser();
  const searcher = demoUser('escrow.searcher');
  // Each page of results is four calls (001 §4.3); on a busy shared machine a call can take seconds.
  beforeEach(() => browser.page.setDefaultTimeout(60_000));

  it('shows the first rows, loads the rest of the page, sorts both ways and goes to page 2', async () => {
    const { page, consoleErrors } = browser;
    await signIn(page, searcher.username, searcher.password);
    const batches: number[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/search/searchByDate')) batches.push(request.postDataJSON().batch);
    });
    await openResults(page);
    expect(await rows(page).count()).toBe(100);
    expect(batches).toEqual([1, 2, 3, 4]);
    const total = Number(/of (\d+)/.exec(await countLine(page).innerText())?.[1]);
    expect(total).toBeGreaterThan(100);
    await expect(countLine(page).innerText()).resolves.toBe(`Displaying Results: 1-100 of ${total}`);
    expect(await page.locator('table caption').innerText()).toContain('Search Results');
    await checkAccessibility(page, 'search results');
    await screenshot(page, 'search-results-1280-en');

    // Sort by recorded date, ascending then descending: the server sorts, the header says so.
    await page.getByRole('combobox', { name: en('sortBy') }).click();
    await page.getByRole('option', { name: en('sortKeys.recordedDate') }).click();
    // The rows of the first sort stay on screen until the new answer comes: wait for the header to say so.
    const header = page.getByRole('columnheader', { name: /Recorded Date/ });
    await page.locator('th[aria-sort="ascending"]', { hasText: 'Recorded Date' }).waitFor();
    await fullPage(page);
    await expect(header.getAttribute('aria-sort')).resolves.toBe('ascending');
    const ascending = await recordedDays(page);
    expect(ascending).toEqual([...ascending].sort());
    await page.getByRole('button', { name: /^ASC: sorted ascending/ }).click();
    await page.waitForFunction(() => document.querySelector('th[aria-sort="descending"]'));
    await fullPage(page);
    const descending = await recordedDays(page);
    expect(descending).toEqual([...descending].sort().reverse());
    expect(descending[0]! >= ascending[ascending.length - 1]!).toBe(true);

    // Page 2, and page 1 marked as visited.
    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await countLine(page)
      .filter({ hasText: `101-${Math.min(200, total)} of ${total}` })
      .waitFor();
    await fullPage(page);
    await page.getByRole('button', { name: 'Page 1, visited' }).waitFor();
    await expect(page.getByRole('button', { name: 'Page 2', exact: true }).getAttribute('aria-current')).resolves.toBe(
      'page',
    );
    expect(consoleErrors).toEqual([]);
  });

  it('downloads the whole result as SearchResultsReport.pdf', async () => {
    const { page } = browser;
    await signIn(page, searcher.username, searcher.password);
    await openResults(page);
    const printed: Array<Record<string, unknown>> = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/search/searchByDatePrint')) printed.push(request.postDataJSON());
    });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: en('download') }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('SearchResultsReport.pdf');
    expect(printed[0]).toMatchObject({ pageNumber: -1, fromRecordedDate: '01/01/1800' });
    const file = await download.path();
    const { readFile } = await import('node:fs/promises');
    expect((await readFile(file)).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('filters three selected rows, removes the filter, and stops at 100 selected', async () => {
    const { page } = browser;
    await signIn(page, searcher.username, searcher.password);
    await openResults(page);
    const filter = page.getByRole('button', { name: en('filterSelections') });
    await expect(filter.isDisabled()).resolves.toBe(true);
    const picked: string[] = [];
    for (const index of [0, 2, 4]) {
      const row = rows(page).nth(index);
      picked.push(await row.locator('th').getByRole('button').innerText());
      await row.getByRole('checkbox').check();
    }
    await filter.click();
    await expect(rows(page).count()).resolves.toBe(3);
    await countLine(page).filter({ hasText: 'Displaying Results: 1-3 of 3' }).waitFor();
    expect(await rows(page).locator('th').getByRole('button').allInnerTexts()).toEqual(picked);
    await expect(rows(page).first().getByRole('checkbox').isDisabled()).resolves.toBe(true);
    await screenshot(page, 'search-results-filtered-1280-en');
    await page.getByRole('button', { name: en('removeFilter') }).click();
    await fullPage(page);
    await expect(rows(page).count()).resolves.toBe(100);
    await expect(rows(page).first().getByRole('checkbox').isChecked()).resolves.toBe(false);

    // The 101st selection is refused with the info alert.
    const boxes = rows(page).getByRole('checkbox');
    for (let index = 0; index < 100; index++) await boxes.nth(index).check();
    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await countLine(page).filter({ hasText: '101-' }).waitFor();
    await fullPage(page);
    await rows(page).first().getByRole('checkbox').click();
    const alert = page.getByRole('alertdialog');
    await alert.getByText(en('selectionLimit')).waitFor();
    await checkAccessibility(page, 'the selection limit alert');
    await alert.getByRole('button', { name: 'Close' }).click();
    await expect(rows(page).first().getByRole('checkbox').isChecked()).resolves.toBe(false);
  });

  it('opens a detail by keyboard, greys visited rows, resets read and shows its dialogs', async () => {
    const { page } = browser;
    await signIn(page, searcher.username, searcher.password);
    await openResults(page);
    await page.getByText(catalogText('en', 'searchResults.detail.clickRecord')).waitFor();
    const opener = rows(page).first().locator('th').getByRole('button');
    const docNumber = await opener.innerText();
    await opener.focus();
    await page.keyboard.press('Enter');
    const pane = page.getByRole('region', { name: catalogText('en', 'searchResults.detail.heading') });
    await pane.getByText(docNumber, { exact: true }).waitFor();
    await expect(rows(page).first().getAttribute('aria-current')).resolves.toBe('true');
    await expect(rows(page).first().getAttribute('data-visited')).resolves.toBe('true');
    await checkAccessibility(page, 'a detail');
    await screenshot(page, 'search-results-detail-1280-en');

    // Another row: the first stays greyed; Reset Read clears the marks and then hides itself.
    await rows(page).nth(1).click();
    await expect(rows(page).first().getAttribute('data-visited')).resolves.toBe('true');
    await page.getByRole('button', { name: en('resetRead') }).click();
    await expect(rows(page).first().getAttribute('data-visited')).resolves.toBeNull();
    await expect(page.getByRole('button', { name: en('resetRead') }).count()).resolves.toBe(0);

    // A document with a legal description: its Details modal.
    const [withLegal] = await query<{ doc_number: string }>(
      `SELECT result->>'displayDocNumber' AS doc_number FROM search_documents
        WHERE NOT protected AND jsonb_array_length(result->'legalSearchResults') > 0 ORDER BY doc_id LIMIT 1`,
    );
    await openResults(page, {
      ...everyDocument,
      type: 'searchByDocumentNumber',
      criteria: { fromDocumentNumber: withLegal!.doc_number, toDocumentNumber: '', documentType: 'ALL' },
    });
    await rows(page).first().click();
    await pane.getByRole('button', { name: catalogText('en', 'searchResults.detail.details') }).click();
    const legal = page.getByRole('dialog', { name: catalogText('en', 'searchResults.detail.legalDetails') });
    await legal.getByRole('table').first().waitFor();
    await checkAccessibility(page, 'the legal description details');
    await screenshot(page, 'search-results-legal-details-1280-en');
    await legal.getByRole('button', { name: 'Close' }).click();

    // Tax links: the dialog of parcel links, or the server's reason in an alert.
    const tax = pane.getByRole('button', { name: catalogText('en', 'searchResults.detail.tax') });
    if ((await tax.count()) > 0) {
      await tax.click();
      const shown = page.getByRole('dialog', { name: catalogText('en', 'searchResults.detail.taxLinks') });
      await shown.or(page.getByRole('alertdialog')).waitFor();
      await checkAccessibility(page, 'the tax links');
      await screenshot(page, 'search-results-tax-links-1280-en');
      await page.keyboard.press('Escape');
    }

    // Notable Dates, when the county shows them.
    const notable = page.getByRole('button', { name: en('notableDates') });
    if ((await notable.count()) > 0) {
      await notable.click();
      const dialog = page.getByRole('dialog', { name: en('notableDates') });
      await dialog.getByRole('table').waitFor();
      await checkAccessibility(page, 'the notable dates');
      await screenshot(page, 'search-results-notable-dates-1280-en');
      await dialog.getByRole('button', { name: 'Close' }).click();
    }
  });

  it('follows a grantor into a name search and comes back to the same page and row', async () => {
    const { page } = browser;
    await signIn(page, searcher.username, searcher.password);
    await openResults(page);
    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await countLine(page).filter({ hasText: '101-' }).waitFor();
    await fullPage(page);
    const row = rows(page).nth(3);
    const docNumber = await row.locator('th').getByRole('button').innerText();
    await row.click();
    const pane = page.getByRole('region', { name: catalogText('en', 'searchResults.detail.heading') });
    const grantor = pane.getByRole('button', { name: /^Search by name: / }).first();
    await grantor.waitFor();
    const named = await grantor.innerText();
    const posted: Array<Record<string, unknown>> = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/search/searchByName')) posted.push(request.postDataJSON());
    });
    await grantor.click();
    const back = page.getByRole('button', { name: en('backToResults') });
    await back.waitFor();
    expect(posted[0]).toMatchObject({ grantorGranteeSearchIn: 'BOTH', pageNumber: 1 });
    expect(named.toUpperCase()).toContain(String(posted[0]!.grantorGranteeLastName1).toUpperCase());
    await countLine(page).filter({ hasText: 'Displaying Results: 1-' }).waitFor();
    await checkAccessibility(page, 'a follow-up name search');
    await screenshot(page, 'search-results-follow-up-1280-en');

    await back.click();
    await countLine(page).filter({ hasText: 'Displaying Results: 101-' }).waitFor();
    const active = page.locator('#search-results-table tbody tr[aria-current="true"]');
    await expect(active.locator('th').getByRole('button').innerText()).resolves.toBe(docNumber);
    await pane.getByText(docNumber, { exact: true }).waitFor();
    await expect(back.count()).resolves.toBe(0);
  });

  it('takes a name search from Submit to the results, with focus on them and the count said', async () => {
    const { page } = browser;
    await signIn(page, searcher.username, searcher.password);
    const surname = await commonSurname();
    await page.goto('/search/searchByName');
    await page.locator('input[name="grantorGranteeLastName1"]').fill(surname);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.waitForURL(/\/search\/SearchResults$/);
    await rows(page).first().waitFor();
    await expect(page.evaluate(() => document.activeElement?.textContent ?? '')).resolves.toBe(en('titles.general'));
    await expect(countLine(page).getAttribute('aria-live')).resolves.toBe('polite');
    expect(await countLine(page).innerText()).toMatch(/^Displaying Results: 1-\d+ of \d+$/);
  });

  it('shows the Torrens, tract book, grantor-grantee book and tax lien results with their details', async () => {
    const { page } = browser;
    await signIn(page, searcher.username, searcher.password);
    const kinds = (await otherKinds()).filter((kind) => Object.values(kind.criteria).every((value) => value !== ''));
    expect(kinds.length).toBeGreaterThan(0);
    for (const { route, kind, ...search } of kinds) {
      await openResults(page, { ...everyDocument, ...search, kind }, route);
      await rows(page).first().click();
      const pane = page.getByRole('region', { name: catalogText('en', 'searchResults.detail.heading') });
      await pane.locator('dl').waitFor();
      await checkAccessibility(page, `${kind} results and detail`);
      await screenshot(page, `search-results-${kind}-1280-en`);
    }
  });

  for (const [tag, width] of [
    ['en', 390],
    ['ja', 1280],
    ['ja', 390],
  ] as const) {
    it(`looks right in ${tag} at ${width} px`, async () => {
      const { page } = browser;
      if (tag === 'ja') await page.addInitScript(() => localStorage.setItem('lr.language', 'JAPANESE'));
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, searcher.username, searcher.password);
      await openResults(page);
      await page.getByRole('heading', { level: 1, name: catalogText(tag, 'searchResults.titles.general') }).waitFor();
      await rows(page).first().click();
      await page.getByText(catalogText(tag, 'searchResults.detail.legals')).first().waitFor();
      await checkAccessibility(page, `search results (${tag}, ${width} px)`);
      await screenshot(page, `search-results-${width}-${tag}`);
      // Nothing wider than the phone's screen: the table scrolls within its card.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
