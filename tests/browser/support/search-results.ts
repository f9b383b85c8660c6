/// <reference lib="dom" />
import type { Locator, Page } from 'playwright-core';
import { catalogText } from './portal';

/** A search as the results screen keeps it in sessionStorage ('lr.currentSearch'), on its first page. */
export const currentSearch = (type: string, criteria: Record<string, string>) => ({
  type,
  kind: 'general',
  criteria,
  sortKey: 'docNumber',
  sortDirection: 'ASC',
  pageNumber: 1,
  totalRecordCount: 0,
  truncated: false,
  runId: 0,
  visitedPages: [],
  selectRowKey: null,
  origin: null,
});

/** The search by one document number, as the results screen keeps it. */
export const documentNumberSearch = (docNumber: string) =>
  currentSearch('searchByDocumentNumber', { fromDocumentNumber: docNumber, toDocumentNumber: '', documentType: 'ALL' });

/** The results screen's rows, less the placeholders of batches still loading. */
export const resultRows = (page: Page) => page.locator('#search-results-table tbody tr:not([aria-hidden])');

/** The detail pane of the chosen result. */
export const detailPane = (page: Page, tag = 'en') =>
  page.getByRole('region', { name: catalogText(tag, 'searchResults.detail.heading') });

/** Opens a results screen on a search stored as the current one, as a reload of that screen does. */
export async function openStoredSearch(page: Page, search: object, route = 'SearchResults'): Promise<void> {
  await page.evaluate((stored) => sessionStorage.setItem('lr.currentSearch', JSON.stringify(stored)), search);
  await page.goto(`/search/${route}`);
}

/** The results of a search by the document's number (as a reload of the results screen opens them), its row chosen. */
export async function openResultsOf(page: Page, docNumber: string): Promise<void> {
  await openStoredSearch(page, documentNumberSearch(docNumber));
  await resultRows(page).first().click();
}

/** As `openResultsOf`, until the detail pane shows the document; resolves with the pane. */
export async function openDetailOf(page: Page, docNumber: string, tag = 'en'): Promise<Locator> {
  await openResultsOf(page, docNumber);
  const pane = detailPane(page, tag);
  await pane.getByText(docNumber, { exact: true }).first().waitFor();
  return pane;
}

/**
 * The search for a document number through the portal's external link, its first result's detail opened; resolves
 * with the pane. Settled (the default): until the pane shows the document and the network is idle, so that the
 * detail is charged before a test reads the balance.
 */
export async function openDetailByLink(
  page: Page,
  docNumber: string,
  { tag = 'en', settled = true }: { tag?: string; settled?: boolean } = {},
): Promise<Locator> {
  await page.goto(`/externalsearch/documentnumber/${encodeURIComponent(docNumber)}`);
  await page.waitForURL(/\/search\/SearchResults$/);
  await resultRows(page).first().locator('th').getByRole('button').click();
  const pane = detailPane(page, tag);
  if (settled) {
    await pane.getByText(docNumber, { exact: true }).first().waitFor();
    await page.waitForLoadState('networkidle');
  }
  return pane;
}
