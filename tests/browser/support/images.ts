import type { Locator, Page } from 'playwright-core';
import { query } from './database';
import { catalogText } from './portal';

/** A document of the demo county whose page images are on file, with its image key. */
export type ImagedDocument = {
  docNumber: string;
  title: string;
  pageCount: number;
  imageKeyType: string;
  docKeyNumber: string;
};

/**
 * Documents of the demo county with pages on file, found alone by their number, whose page count passes `pages`
 * (an SQL condition: '>= 8', 'BETWEEN 1 AND 3'); fewest pages first.
 */
export async function imagedDocuments(pages: string, limit = 5): Promise<ImagedDocument[]> {
  return query<ImagedDocument>(
    `SELECT result->>'displayDocNumber' AS "docNumber",
            concat_ws(' ', nullif(result->>'instrumentDescription', ''), result->>'displayDocNumber') AS title,
            (result->>'pageCount')::int AS "pageCount", result->'sourcedDocKey'->>'imageKeyType' AS "imageKeyType",
            result->'sourcedDocKey'->>'docKeyNumber' AS "docKeyNumber"
       FROM search_documents
      WHERE NOT protected AND coalesce(result->'sourcedDocKey'->>'imageKeyType', '') <> ''
        AND (result->>'pageCount')::int ${pages}
        AND (SELECT count(*) FROM search_documents same WHERE same.result->>'displayDocNumber' = search_documents.result->>'displayDocNumber') = 1
      ORDER BY (result->>'pageCount')::int, doc_id LIMIT ${limit}`,
  );
}

export type SourcedDocKey = { docKeyType: string; docKeyNumber: string; imageKeyType: string };
/** A land document to buy pages of. */
export type DocumentToBuy = {
  docNumber: string;
  displayDocNumber: string;
  pageCount: number;
  sourcedDocKey: SourcedDocKey;
};

/**
 * Land documents of the demo county charged by the page (a plat is charged by the document; a mortgage, left out
 * with `mortgages: false`, has rates of its own), anyone's to see, of `fewest` to `most` pages: the first by id,
 * or the last (`last: true`) so that tests taking the first never bought their pages.
 */
export async function documentsToBuy({
  fewest,
  most,
  limit,
  last = false,
  offset = 0,
  mortgages = true,
}: {
  fewest: number;
  most: number;
  limit: number;
  last?: boolean;
  offset?: number;
  mortgages?: boolean;
}): Promise<DocumentToBuy[]> {
  const rows = await query<DocumentToBuy>(
    `SELECT result->>'docNumber' AS "docNumber", result->>'displayDocNumber' AS "displayDocNumber",
            (result->>'pageCount')::int AS "pageCount", result->'sourcedDocKey' AS "sourcedDocKey"
       FROM search_documents
      WHERE NOT protected AND (result->>'pageCount')::int BETWEEN ${fewest} AND ${most}
        AND result->'sourcedDocKey'->>'imageKeyType' NOT IN ('PLAT')
        ${mortgages ? '' : `AND COALESCE(result->>'instrumentCode', '') <> 'MTG'`}
        AND result->>'docNumber' IS NOT NULL
      ORDER BY doc_id ${last ? 'DESC' : ''} LIMIT ${limit} OFFSET ${offset}`,
  );
  return rows.map((row) => ({ ...row, pageCount: Number(row.pageCount) }));
}

/** The detail pane's Image button. */
export const imageButton = (pane: Locator, tag = 'en') =>
  pane.getByRole('button', { name: catalogText(tag, 'searchResults.detail.image') });

/** The document preview: the dialog with the page choice's radio group. */
export const previewDialog = (page: Page) => page.getByRole('dialog').filter({ has: page.getByRole('radiogroup') });

/**
 * The preview of the pane's document, from its Image button. The first thumbnails of a scan are made on the first
 * look: slow on a busy machine, hence the `timeout`.
 */
export async function openImagePreview(
  page: Page,
  pane: Locator,
  { tag = 'en', timeout }: { tag?: string; timeout?: number } = {},
): Promise<Locator> {
  await imageButton(pane, tag).click();
  const preview = previewDialog(page);
  await preview.waitFor({ timeout });
  return preview;
}

/** The Download charge confirmation: the dialog with the charges' table. */
export async function chargeDialog(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('table') });
  await dialog.waitFor();
  return dialog;
}

/** In the preview: these pages typed, then Continue; resolves with the charge confirmation. */
export async function choosePages(page: Page, preview: Locator, pages: string, tag = 'en'): Promise<Locator> {
  await preview.getByLabel(catalogText(tag, 'imagePreview.pageNumbers')).fill(pages);
  await preview.getByRole('button', { name: catalogText(tag, 'common.continue') }).click();
  return chargeDialog(page);
}
