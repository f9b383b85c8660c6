import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@landrecords/contracts/codes';
import type { ApiClient } from '../../tests/support/api-client';
import { givenAccount } from '../../tests/support/accounts';
import { testContext } from '../../tests/support/context';
import { sampleLandDocument } from '../../tests/support/records';
import { givenRecords, searcher } from '../../tests/support/search-fixtures';
import { setAccountDocTypes } from '../accounts/account.commands';
import { buildApp } from '../app';

/**
 * The one rule for who may open a document's image (001 §6, 000 §6): the search results' imageAllowed, the
 * detail's, the preview (previewRetrieval) and the download order (imageRetrieval) answer the same for each
 * caller. County staff open the county's own images whatever their account's document types.
 */
const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url));
const deed = { docKeyType: 'DOC', docKeyNumber: '3917312', imageKeyType: 'DEED' };
const sealed = { docKeyType: 'DOC', docKeyNumber: '1460797', imageKeyType: 'DEED' };

let dataDir: string;
let app: FastifyInstance;
let close: () => Promise<void>;
const callers: Record<string, ApiClient> = {};

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'image-access-'));
  await mkdir(join(dataDir, 'images', 'DEED'), { recursive: true });
  await copyFile(join(fixtures, 'deed-3917312.pdf'), join(dataDir, 'images', 'DEED', '3917312.pdf'));
  await copyFile(join(fixtures, 'decree-1460797.pdf'), join(dataDir, 'images', 'DEED', '1460797.pdf'));
  const ctx = await testContext({ DATA_DIR: dataDir });
  app = await buildApp(ctx);
  close = async () => {
    await app.close();
    await ctx.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  await givenRecords(app, [
    sampleLandDocument({ docId: '3917312', pageCount: 7, sourcedDocKey: deed }),
    sampleLandDocument({ docId: '1460797', pageCount: 3, sourcedDocKey: sealed, protected: true }),
  ]);
  const test = { system: 'test' };
  const account = async (name: string, previewRetrieval: boolean, imageRetrieval: boolean) => {
    const id = await givenAccount(ctx.pool, { name });
    if (previewRetrieval || imageRetrieval)
      await setAccountDocTypes(
        ctx.pool,
        id,
        [{ documentType: 'DEED', imageChargeMethod: 'PAGE', imageRetrieval, previewRetrieval }],
        test,
      );
    return id;
  };
  const deeds = await account('Marianas Title', true, true);
  const noDocTypes = await account('Saipan Abstracts', false, false);
  const previewOnly = await account('Tinian Surveys', true, false);
  const as = (accountId: number, role: Role, viewProtected = false) =>
    searcher(app, accountId, { role, viewProtected });
  callers.user = await as(deeds, 'USER');
  callers.protectedViewer = await as(deeds, 'USER', true);
  callers.noDocTypes = await as(noDocTypes, 'USER');
  callers.previewOnly = await as(previewOnly, 'USER');
  callers.county = await as(noDocTypes, 'COUNTY');
  callers.trimin = await as(noDocTypes, 'TRIMIN');
}, 60_000);
afterAll(async () => {
  await close();
});

type Answers = { search: boolean | null; detail: boolean | null; preview: boolean; download: boolean };

/** What each of the four says of one document's image for one caller (null: the record is not shown at all). */
async function answers(client: ApiClient, docNumber: string, key: typeof deed): Promise<Answers> {
  const found = await client.post('/api/search/searchByDocumentNumber', {
    fromDocumentNumber: docNumber,
    updateHistory: false,
  });
  expect(found.statusCode).toBe(200);
  const [row] = found.json().content.searchResults.searchResultList as Array<{ imageAllowed: boolean }>;
  const detail = await client.post('/api/search/documentDetails', { docId: docNumber });
  const preview = await client.post('/api/imaging/getThumbnails', { sourcedDocKey: key, page: 1 });
  const download = await client.post('/api/imaging/computeDownloadOrder', {
    sourcedDocKey: key,
    pageSelectionMethod: 'ENTIRE_DOCUMENT',
  });
  for (const response of [preview, download]) expect([200, 404]).toContain(response.statusCode);
  return {
    search: row?.imageAllowed ?? null,
    detail: detail.statusCode === 200 ? (detail.json().content.imageAllowed as boolean) : null,
    preview: preview.statusCode === 200,
    download: download.statusCode === 200,
  };
}

const everywhere = (allowed: boolean, preview = allowed): Answers => ({
  search: allowed,
  detail: allowed,
  preview,
  download: allowed,
});

describe('one rule for image access', () => {
  it.each([
    ['county staff, whatever their account', 'county', everywhere(true)],
    ['provider staff, whatever their account', 'trimin', everywhere(true)],
    ['a user whose account retrieves and previews DEED images', 'user', everywhere(true)],
    ['a user whose account has no document types', 'noDocTypes', everywhere(false)],
    ['a user whose account previews DEED images but may not retrieve them', 'previewOnly', everywhere(false, true)],
  ])('the results, the detail, the preview and the download agree for %s', async (_who, caller, expected) => {
    expect(await answers(callers[caller]!, '3917312', deed)).toEqual(expected);
  });

  it('a protected document is shown, and its image opened, only to a caller who may see protected documents', async () => {
    expect(await answers(callers.user!, '1460797', sealed)).toEqual({
      search: null,
      detail: null,
      preview: false,
      download: false,
    });
    expect(await answers(callers.protectedViewer!, '1460797', sealed)).toEqual(everywhere(true));
    expect(await answers(callers.county!, '1460797', sealed)).toEqual(everywhere(true));
  });
});
