/// <reference lib="dom" />
// The control panel's Web Pages settings (002 §3, §4, §5): Common, Search 1, Search 2 and Reports, as COUNTY.
// Each is saved once valid (and seen where the portal shows it) and once invalid (the spec's message), checked
// with axe and pictured in English and Japanese. Every section is put back as it was: a search left off would
// change the other files sharing this server.
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { Page } from 'playwright-core';
import {
  alertSaying,
  apiAs,
  button,
  checkAccessibility,
  documentNumberSearch,
  fieldError,
  openSection as openPanelSection,
  openStoredSearch,
  query,
  readSection,
  resultRows,
  saveSection,
  settledScreenshot,
  signInAs,
  useBrowser,
  type Section,
} from './support/index';

/** Opens a settings section once its form has come. */
const openSection = (page: Page, path: string, heading: string | RegExp) =>
  openPanelSection(page, path, heading, { ready: 'main form' });

/** The searches in the portal's search navigation, by their addresses. */
const portalSearches = async (page: Page) => {
  await page.goto('/search');
  const nav = page.getByRole('navigation', { name: 'Searches' });
  await nav.getByRole('link').first().waitFor();
  return nav.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
};

// A busy machine runs these journeys slowly: each test may take a few minutes, a step up to 40 s.
jest.setTimeout(300_000);

describe('Web Pages settings in the control panel, as COUNTY', () => {
  const browser = useBrowser();
  beforeEach(() => browser.page.setDefaultTimeout(40_000));

  it('common: the required fields and the phone format refused, a new title and contact shown by the portal', async () => {
    const { page } = browser;
    await signInAs(page, 'county.clerk');
    const before = await readSection(page, 'common');
    const title = `Saipan Land Records ${Date.now().toString(36)}`;
    try {
      await openSection(page, 'common', 'Common');
      await page.getByLabel('County Name').fill('');
      await page.getByLabel('Contact Phone').fill('555');
      await button(page, 'Submit').click();
      await fieldError(page, 'Required.').waitFor();
      await fieldError(page, '(XXX) XXX-XXXX').waitFor();
      await checkAccessibility(page, 'common with errors');
      expect(await readSection(page, 'common')).toEqual(before);

      await page.getByLabel('County Name').fill(String(before.countyName));
      await page.getByLabel('Application Title').fill(title);
      await page.getByLabel('Contact Name').fill('Rosa Camacho');
      await page.getByLabel('Contact Phone').fill('6705550134');
      await expect(page.getByLabel('Contact Phone').inputValue()).resolves.toBe('(670) 555-0134');
      await button(page, 'Submit').click();
      await alertSaying(page, 'Settings updated').waitFor();
      await checkAccessibility(page, 'common');
      await settledScreenshot(page, 'control-panel-common-en');

      // The portal's next call shows them: the title on the login page, the contact on the home page.
      const visitor = await browser.newPage();
      await visitor.page.goto('/login');
      await visitor.page.getByText(title).first().waitFor();
      await signInAs(visitor.page, 'escrow.searcher');
      await visitor.page.getByText('(670) 555-0134').waitFor();
      await visitor.page.getByText('Rosa Camacho').waitFor();
    } finally {
      await saveSection(page, 'common', before);
    }
  });

  it('Search 1: a disabled search leaves the portal; a disabled default search is refused; Save and Update / Save Only', async () => {
    const { page } = browser;
    await signInAs(page, 'county.clerk');
    const before = await readSection(page, 'search');
    // "Save and Update" gives every account the county's searches: each account's own access is put back after.
    const accessBefore = await query<{ id: number; page_access: Section }>(
      'SELECT id, page_access FROM accounts WHERE page_access IS NOT NULL',
    );
    const user = await browser.newPage();
    await signInAs(user.page, 'escrow.searcher');
    expect(await portalSearches(user.page)).toContain('/search/searchByPlat');
    try {
      await openSection(page, 'search', 'Search 1');
      await page.getByRole('radio', { name: 'Same for every account' }).check();
      await expect(button(page, 'Save Only').count()).resolves.toBe(0);

      // The default search switched off: the spec's alert, and nothing saved.
      await page.getByLabel('Default Search').click();
      await page.getByRole('option', { name: 'Document Number' }).click();
      await page.getByRole('switch', { name: 'Document Number', exact: true }).uncheck();
      await button(page, 'Submit').click();
      await alertSaying(page, 'Your default search needs to be enabled first.').waitFor();
      await checkAccessibility(page, 'search 1 refused');
      expect(await readSection(page, 'search')).toEqual(before);
      await page.getByRole('switch', { name: 'Document Number', exact: true }).check();

      // Plat off, with a county note on Name: the portal's search navigation no longer offers Plat.
      await page.getByRole('switch', { name: 'Plat', exact: true }).uncheck();
      await page.getByLabel('County Note: Name').fill('Names are indexed from 1950.');
      await button(page, 'Submit').click();
      await alertSaying(page, 'Settings updated').waitFor();
      expect(await readSection(page, 'search')).toMatchObject({
        searchByPlat: false,
        searchByNameCountyNote: 'Names are indexed from 1950.',
      });
      const searches = await portalSearches(user.page);
      expect(searches).not.toContain('/search/searchByPlat');
      expect(searches).toContain('/search/searchByName');
      await checkAccessibility(page, 'search 1');
      await settledScreenshot(page, 'control-panel-search-en');

      // Configurable: two buttons, each with its own feedback.
      await page.getByRole('switch', { name: 'Plat', exact: true }).check();
      await page.getByRole('radio', { name: /Configurable per account/ }).check();
      await expect(button(page, 'Submit').count()).resolves.toBe(0);
      await button(page, 'Save Only').click();
      await alertSaying(page, 'Settings updated').waitFor();
      await settledScreenshot(page, 'control-panel-search-configurable-en');
      await page.getByLabel('County Note: Name').fill('');
      await button(page, 'Save and Update').click();
      await alertSaying(page, 'Settings and Users updated').waitFor();
      expect(await readSection(page, 'search')).toMatchObject({ searchAccess: 'configurable', searchByPlat: true });
      // Every account's access now has the county's searches: Plat is back in the portal.
      expect(await portalSearches(user.page)).toContain('/search/searchByPlat');
    } finally {
      await saveSection(page, 'search', { ...before, updateUsers: false });
      for (const { id, page_access } of accessBefore) {
        expect(await apiAs(page, 'controlPanel/accountPageAccess', { ...page_access, id })).toMatchObject({ ok: true });
      }
    }
  });

  it('Search 2: results lose their Download button when downloads are turned off', async () => {
    const { page } = browser;
    await signInAs(page, 'county.clerk');
    const before = await readSection(page, 'search2');
    const [document] = await query<{ doc_number: string }>(
      `SELECT result->>'displayDocNumber' AS doc_number FROM search_documents WHERE NOT protected ORDER BY doc_id LIMIT 1`,
    );
    const user = await browser.newPage();
    await signInAs(user.page, 'escrow.searcher');
    const openResults = async () => {
      await openStoredSearch(user.page, documentNumberSearch(document!.doc_number));
      await resultRows(user.page).first().waitFor();
    };
    try {
      await saveSection(page, 'search2', { ...before, downloadResults: true });
      await openResults();
      await button(user.page, 'Download').waitFor();

      await openSection(page, 'search2', 'Search 2');
      await page.getByRole('switch', { name: 'Download Results', exact: true }).uncheck();
      await button(page, 'Submit').click();
      await alertSaying(page, 'Settings updated').waitFor();
      expect(await readSection(page, 'search2')).toMatchObject({ downloadResults: false });
      await checkAccessibility(page, 'search 2');
      await settledScreenshot(page, 'control-panel-search2-en');

      await openResults();
      await expect(button(user.page, 'Download').count()).resolves.toBe(0);
    } finally {
      await saveSection(page, 'search2', before);
    }
  });

  it('reports: a report turned off with its note saved; a note over 2000 characters refused', async () => {
    const { page } = browser;
    await signInAs(page, 'county.clerk');
    const before = await readSection(page, 'reports');
    try {
      await openSection(page, 'reports', 'Reports');
      const note = page.getByLabel('County Note: Statement Report');
      await note.fill('x'.repeat(2001));
      await button(page, 'Submit').click();
      await fieldError(page, '2000 characters max.').waitFor();
      expect(await readSection(page, 'reports')).toEqual(before);

      await note.fill('Statements are mailed on the 5th.');
      await page.getByRole('switch', { name: 'Audit Users Report', exact: true }).uncheck();
      await button(page, 'Submit').click();
      await alertSaying(page, 'Settings updated').waitFor();
      expect(await readSection(page, 'reports')).toMatchObject({
        statementReportCountyNote: 'Statements are mailed on the 5th.',
        auditUsersReport: false,
      });
      await checkAccessibility(page, 'reports');
      await settledScreenshot(page, 'control-panel-reports-en');
    } finally {
      await saveSection(page, 'reports', before);
    }
  });
});

describe('Web Pages settings in Japanese', () => {
  const browser = useBrowser({ locale: 'ja-JP' });
  beforeEach(() => browser.page.setDefaultTimeout(40_000));

  it('shows Common, Search 1, Search 2 and Reports in Japanese', async () => {
    const { page } = browser;
    await signInAs(page, 'county.clerk', '日本語');
    for (const [path, heading] of [
      ['common', '共通'],
      ['search', '検索 1'],
      ['search2', '検索 2'],
      ['reports', 'レポート'],
    ] as const) {
      await openSection(page, path, heading);
      await checkAccessibility(page, `${path}, Japanese`);
      await settledScreenshot(page, `control-panel-${path}-ja`);
    }
  });
});
