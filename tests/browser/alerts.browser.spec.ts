/// <reference lib="dom" />
// The shared alert dialog (000 §2 Alert dialog) over another dialog, as a keyboard user meets it: the document
// preview's jump past the last page alerts 'Document does not have a page N' over the preview; Close holds the
// focus, so Enter closes the alert and the preview stays. (The queue of alerts, each caller resumed by its own
// alert's close, is unit-tested in web/src/components/dialogs/alert-queue.unit.spec.ts.)
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { catalogText, demoUser, query, signIn, useBrowser } from './support/index';

type Document = { docNumber: string; pageCount: number };

/** A document of the demo county with pages on file, more than five (the navigation shows above five), found alone by its number. */
async function documentWithPages(): Promise<Document> {
  const [found] = await query<Document>(
    `SELECT result->>'displayDocNumber' AS "docNumber", (result->>'pageCount')::int AS "pageCount"
       FROM search_documents
      WHERE NOT protected AND coalesce(result->'sourcedDocKey'->>'imageKeyType', '') <> ''
        AND (result->>'pageCount')::int > 5
        AND (SELECT count(*) FROM search_documents same
              WHERE same.result->>'displayDocNumber' = search_documents.result->>'displayDocNumber') = 1
      ORDER BY (result->>'pageCount')::int, doc_id LIMIT 1`,
  );
  if (!found) throw new Error('The demo county has no document of more than five pages');
  return found;
}

/** The results of a search by the document's number (as a reload of the results screen opens them), its row chosen. */
async function openDetail(page: Page, docNumber: string) {
  const search = {
    type: 'searchByDocumentNumber',
    kind: 'general',
    criteria: { fromDocumentNumber: docNumber, toDocumentNumber: '', documentType: 'ALL' },
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
  await page.evaluate((stored) => sessionStorage.setItem('lr.currentSearch', JSON.stringify(stored)), search);
  await page.goto('/search/SearchResults');
  await page.locator('#search-results-table tbody tr:not([aria-hidden])').first().click();
}

describe('the shared alert over a dialog', () => {
  const browser = useBrowser();

  it('takes the focus on Close, so Enter closes it and the dialog beneath stays', async () => {
    const { page } = browser;
    const searcher = demoUser('escrow.searcher');
    await signIn(page, searcher.username, searcher.password);
    const document = await documentWithPages();
    await openDetail(page, document.docNumber);
    const pane = page.getByRole('region', { name: catalogText('en', 'searchResults.detail.heading') });
    await pane.getByText(document.docNumber, { exact: true }).first().waitFor();
    await pane.getByRole('button', { name: catalogText('en', 'searchResults.detail.image') }).click();
    const preview = page.getByRole('dialog').filter({ has: page.locator('li') });
    await preview.locator('li img').first().waitFor();

    const jump = preview.getByRole('textbox', { name: catalogText('en', 'imagePreview.jumpTo'), exact: true });
    await jump.fill('99');
    await jump.press('Enter');
    const alert = page.getByRole('alertdialog');
    await alert.getByText('Document does not have a page 99').waitFor();
    await page.waitForFunction(
      () =>
        globalThis.document.activeElement?.closest('[role="alertdialog"]') !== null &&
        globalThis.document.activeElement?.textContent === 'Close',
    );
    await page.keyboard.press('Enter');
    await alert.waitFor({ state: 'hidden' });
    expect(await preview.isVisible()).toBe(true);
  });
});
