import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { apiClient, type ApiClient } from '../../tests/support/api-client';
import { givenAccount } from '../../tests/support/accounts';
import { testContext } from '../../tests/support/context';
import { sampleLandDocument } from '../../tests/support/records';
import { givenRecords, searcher } from '../../tests/support/search-fixtures';
import { setAccountDocTypes } from '../accounts/account.commands';
import { buildApp } from '../app';
import { imagePreviewRoutes } from './index';

const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url));
const key = (docKeyNumber: string) => ({ docKeyType: 'DOC', docKeyNumber, imageKeyType: 'DEED' });
const deed = key('3917312');
const decree = key('1460797');
const noFile = key('2024000300');
const notFound = {
  ok: false,
  message: 'There is no image of this document.',
  code: 'IMAGE_NO_IMAGE',
  lockout: false,
  content: null,
};

let dataDir: string;
let close: () => Promise<void>;
let user: ApiClient;
let withoutPreview: ApiClient;
let protectedViewer: ApiClient;
let anonymous: ApiClient;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'preview-'));
  await mkdir(join(dataDir, 'images', 'DEED'), { recursive: true });
  await copyFile(join(fixtures, 'deed-3917312.pdf'), join(dataDir, 'images', 'DEED', '3917312.pdf'));
  await copyFile(join(fixtures, 'decree-1460797.pdf'), join(dataDir, 'images', 'DEED', '1460797.pdf'));
  const ctx = await testContext({ DATA_DIR: dataDir });
  const app = await buildApp(ctx, { apiRoutes: [imagePreviewRoutes] });
  close = async () => {
    await app.close();
    await ctx.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  await givenRecords(app, [
    sampleLandDocument({ docId: '3917312', pageCount: 7, sourcedDocKey: deed }),
    sampleLandDocument({ docId: '1460797', pageCount: 3, sourcedDocKey: decree, protected: true }),
    sampleLandDocument({ docId: '2024000300', pageCount: 2, sourcedDocKey: noFile }),
  ]);
  const test = { system: 'test' };
  const withDeeds = await givenAccount(ctx.pool, { name: 'Marianas Title' });
  await setAccountDocTypes(
    ctx.pool,
    withDeeds,
    [{ documentType: 'DEED', imageChargeMethod: 'PAGE', imageRetrieval: true, previewRetrieval: true }],
    test,
  );
  const noPreview = await givenAccount(ctx.pool, { name: 'Saipan Abstracts' });
  await setAccountDocTypes(
    ctx.pool,
    noPreview,
    [{ documentType: 'DEED', imageChargeMethod: 'PAGE', imageRetrieval: true, previewRetrieval: false }],
    test,
  );
  user = await searcher(app, withDeeds);
  protectedViewer = await searcher(app, withDeeds, { viewProtected: true });
  withoutPreview = await searcher(app, noPreview);
  anonymous = apiClient(app);
}, 60_000);
afterAll(async () => {
  await close();
});

const thumbnailsOf = (client: ApiClient, body: Record<string, unknown>) =>
  client.post('/api/imaging/getThumbnails', body);
const update = (client: ApiClient, change: string, method: string, csv: string, page?: number) =>
  client.post('/api/imaging/updateImagePreviewSettings', {
    imagePreviewSettingChange: change,
    imagePreviewSettings: { sourcedDocKey: deed, pageCount: 3, pageSelectionMethod: method, selectedAsCsv: csv },
    page,
  });
const flags = (...on: number[]) => [1, 2, 3, 4, 5, 6, 7].map((page) => on.includes(page));
type Thumbnail = { page: number; image: string; selected: boolean };

describe('imaging/getThumbnails', () => {
  it('answers the first load with the first five pages of the deed as marked JPEGs, all selected', async () => {
    const response = await thumbnailsOf(user, { sourcedDocKey: deed });
    expect(response.statusCode).toBe(200);
    const { ok, content } = response.json();
    expect(ok).toBe(true);
    expect(content.header).toEqual({
      sourcedDocKey: deed,
      pageCount: 7,
      uiTitle: 'Warranty Deed 3917312',
      uiTitleBeginningOfSentence: 'Warranty Deed 3917312',
    });
    expect(content.pagesSelected).toEqual({
      pageSelectionMethod: 'ENTIRE_DOCUMENT',
      selectedAsCsv: '1-7',
      selectedAsBoolean: flags(1, 2, 3, 4, 5, 6, 7),
    });
    const thumbnails = content.thumbnails as Thumbnail[];
    expect(thumbnails.map(({ page, selected }) => ({ page, selected }))).toEqual(
      [1, 2, 3, 4, 5].map((page) => ({ page, selected: true })),
    );
    for (const { image } of thumbnails) {
      const metadata = await sharp(Buffer.from(image, 'base64')).metadata();
      expect({ format: metadata.format, width: metadata.width }).toEqual({ format: 'jpeg', width: 200 });
    }
    expect(new Set(thumbnails.map(({ image }) => image)).size).toBe(5);
  }, 60_000);

  it('shows the last five from page 6, the first five for a page before the first, and ignores the pageCount sent', async () => {
    const pagesFrom = async (page: number) => {
      const { content } = (await thumbnailsOf(user, { sourcedDocKey: deed, pageCount: 99, page })).json();
      expect(content.header.pageCount).toBe(7);
      return (content.thumbnails as Thumbnail[]).map((thumbnail) => thumbnail.page);
    };
    expect(await pagesFrom(6)).toEqual([3, 4, 5, 6, 7]);
    expect(await pagesFrom(2)).toEqual([2, 3, 4, 5, 6]);
    expect(await pagesFrom(0)).toEqual([1, 2, 3, 4, 5]);
  }, 60_000);

  it('marks the thumbnails of the pages typed as selected', async () => {
    const body = { sourcedDocKey: deed, pageSelectionMethod: 'CSV_PAGES', selectedAsCsv: '4, 2 ,6-7', page: 3 };
    const { content } = (await thumbnailsOf(user, body)).json();
    expect(content.pagesSelected).toEqual({
      pageSelectionMethod: 'CSV_PAGES',
      selectedAsCsv: '2, 4, 6-7',
      selectedAsBoolean: flags(2, 4, 6, 7),
    });
    expect((content.thumbnails as Thumbnail[]).map(({ page, selected }) => [page, selected])).toEqual([
      [3, false],
      [4, true],
      [5, false],
      [6, true],
      [7, true],
    ]);
  }, 60_000);

  it('refuses a bad pages text with 400 and its message', async () => {
    const response = await thumbnailsOf(user, {
      sourcedDocKey: deed,
      pageSelectionMethod: 'CSV_PAGES',
      selectedAsCsv: '9-7',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ ok: false, message: 'Document does not have a page 9', content: null });
  });
});

describe('imaging/updateImagePreviewSettings', () => {
  const selection = async (...args: Parameters<typeof update>) => {
    const response = await update(...args);
    expect(response.statusCode).toBe(200);
    return response.json().content.pagesSelected;
  };

  it('keeps, ignores and toggles a page against the document’s own page count', async () => {
    expect(await selection(user, 'KEEP_PAGE', 'CSV_PAGES', '1-2', 6)).toEqual({
      pageSelectionMethod: 'CSV_PAGES',
      selectedAsCsv: '1-2, 6',
      selectedAsBoolean: flags(1, 2, 6),
    });
    expect(await selection(user, 'IGNORE_PAGE', 'ENTIRE_DOCUMENT', '', 4)).toEqual({
      pageSelectionMethod: 'CSV_PAGES',
      selectedAsCsv: '1-3, 5-7',
      selectedAsBoolean: flags(1, 2, 3, 5, 6, 7),
    });
    expect(await selection(user, 'PAGE_TOGGLED', 'CSV_PAGES', '1, 3', 3)).toEqual({
      pageSelectionMethod: 'CSV_PAGES',
      selectedAsCsv: '1',
      selectedAsBoolean: flags(1),
    });
    expect(await selection(user, 'PAGE_TOGGLED', 'CSV_PAGES', '1', 1)).toEqual({
      pageSelectionMethod: 'ENTIRE_DOCUMENT',
      selectedAsCsv: '1-7',
      selectedAsBoolean: flags(1, 2, 3, 4, 5, 6, 7),
    });
  });

  it('reads the pages typed, and follows the method chosen', async () => {
    expect(await selection(user, 'PAGES_CHANGED', 'ENTIRE_DOCUMENT', '7, 5-6,5')).toEqual({
      pageSelectionMethod: 'CSV_PAGES',
      selectedAsCsv: '5-7',
      selectedAsBoolean: flags(5, 6, 7),
    });
    expect(await selection(user, 'PAGE_SELECTION_METHOD_CHANGED', 'ENTIRE_DOCUMENT', '5')).toMatchObject({
      pageSelectionMethod: 'ENTIRE_DOCUMENT',
      selectedAsCsv: '1-7',
    });
  });

  it('refuses a bad pages text or page with 400 and its message', async () => {
    const bad = await update(user, 'PAGES_CHANGED', 'CSV_PAGES', '1, , 3');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      ok: false,
      message: 'A page number or a range is missing between commas. Ex.: 1, 3, 7-9, 11',
      content: null,
    });
    const pastTheEnd = await update(user, 'KEEP_PAGE', 'CSV_PAGES', '1', 8);
    expect(pastTheEnd.statusCode).toBe(400);
    expect(pastTheEnd.json().message).toBe('Document does not have a page 8');
  });
});

describe('imaging/getPageImage', () => {
  it('gives one page for the big view, 1000 px across and marked, and refuses a page the document lacks', async () => {
    const response = await user.post('/api/imaging/getPageImage', { sourcedDocKey: deed, page: 3 });
    expect(response.statusCode).toBe(200);
    const { page, image } = response.json().content;
    const metadata = await sharp(Buffer.from(image, 'base64')).metadata();
    expect({ page, format: metadata.format, width: metadata.width }).toEqual({ page: 3, format: 'jpeg', width: 1000 });
    const past = await user.post('/api/imaging/getPageImage', { sourcedDocKey: deed, page: 8 });
    expect([past.statusCode, past.json().message]).toEqual([400, 'Document does not have a page 8']);
    const refused = await withoutPreview.post('/api/imaging/getPageImage', { sourcedDocKey: deed, page: 1 });
    expect([refused.statusCode, refused.json()]).toEqual([404, notFound]);
  }, 60_000);
});

describe('the Image permission', () => {
  it('answers alike a caller whose account does not preview deeds, an unknown key and a missing file', async () => {
    for (const [client, sourcedDocKey] of [
      [withoutPreview, deed],
      [user, key('1999000001')],
      [user, noFile],
    ] as const) {
      const response = await thumbnailsOf(client, { sourcedDocKey });
      expect({ sourcedDocKey, status: response.statusCode, body: response.json() }).toEqual({
        sourcedDocKey,
        status: 404,
        body: notFound,
      });
    }
    const refused = await update(withoutPreview, 'KEEP_PAGE', 'CSV_PAGES', '1', 2);
    expect([refused.statusCode, refused.json()]).toEqual([404, notFound]);
  });

  it('hides a protected document from a plain user, not from one who may view protected documents', async () => {
    const hidden = await thumbnailsOf(user, { sourcedDocKey: decree });
    expect([hidden.statusCode, hidden.json()]).toEqual([404, notFound]);
    const shown = await thumbnailsOf(protectedViewer, { sourcedDocKey: decree });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().content.header.pageCount).toBeGreaterThan(0);
  }, 60_000);

  it('sends a caller who is not signed in to log in', async () => {
    for (const call of ['getThumbnails', 'updateImagePreviewSettings', 'getPageImage']) {
      const response = await anonymous.post(`/api/imaging/${call}`, { sourcedDocKey: deed });
      expect([response.statusCode, response.json()]).toEqual([403, expect.objectContaining({ status: 'LOGIN' })]);
    }
  });
});
