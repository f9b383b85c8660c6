import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { decodePDFRawStream, PDFDocument, PDFRawStream } from 'pdf-lib';
import { searchTypes } from '@landrecords/contracts/codes';
import { searchMessages } from '@landrecords/contracts/search/messages';
import { givenAccount } from '../../tests/support/accounts';
import { setAccountPageAccess } from '../accounts/account.commands';
import { saveSection } from '../config/county-config';
import { sql } from '@landrecords/projections/platform/database';
import { searchApp, searcher } from '../../tests/support/search-fixtures';
import { testCounty } from '../../tests/support/search-records';

/** The newest five searches (001 §3.6), who may run which search and see what (001 §6), follow-ups (001 §4.5). */
let env: Awaited<ReturnType<typeof searchApp>>;
let user: Awaited<ReturnType<typeof searcher>>;
beforeAll(async () => {
  env = await searchApp(testCounty);
  user = await searcher(env.app, env.accountId);
});
afterAll(() => env.close());

type Client = Awaited<ReturnType<typeof searcher>>;
type Row = Record<string, unknown> & { docId: string };
async function search(client: Client, type: string, body: Record<string, unknown>) {
  const response = await client.post(`/api/search/${type}`, body);
  expect(response.statusCode).toBe(200);
  const { searchResults, historyResults } = response.json().content;
  return { rows: searchResults.searchResultList as Row[], history: historyResults.searchHistoryList as Row[] };
}
const ids = async (client: Client, type: string, body: Record<string, unknown>) =>
  (await search(client, type, { ...body, updateHistory: false })).rows.map((row) => row.docId);
const byNumber = (fromDocumentNumber: string) => ({ fromDocumentNumber });
const documentNumbers = (history: Row[]) => history.map((entry) => (entry.criteria as Row).fromDocumentNumber);

describe('search history', () => {
  it('keeps the newest five, newest first, each with what the recent-searches list shows', async () => {
    let history: Row[] = [];
    for (const number of ['1001', '1002', '1003', '1004', '1005', '7001']) {
      history = (await search(user, 'searchByDocumentNumber', byNumber(number))).history;
    }
    expect(documentNumbers(history)).toEqual(['7001', '1005', '1004', '1003', '1002']);
    history = (
      await search(user, 'searchByName', { grantorGranteeLastName1: 'Smith', sortKey: 'book', sortDirection: 'DESC' })
    ).history;
    expect(history).toHaveLength(5);
    expect(history[0]).toMatchObject({
      type: 'searchByName',
      link: 'search/searchByName',
      longDescription: expect.stringContaining('Smith') as unknown,
      displayCriteria: expect.arrayContaining([{ key: 'Grantor Grantee Last Name 1', value: 'Smith' }]) as unknown,
      sortKey: 'book',
      sortDirection: 'DESC',
      pageNumber: 1,
    });
  });

  it('moves the same search again to the top without a second entry', async () => {
    const { history } = await search(user, 'searchByDocumentNumber', { ...byNumber('1004'), pageNumber: 1 });
    expect(history.map((entry) => entry.type)).toEqual([
      'searchByDocumentNumber',
      'searchByName',
      'searchByDocumentNumber',
      'searchByDocumentNumber',
      'searchByDocumentNumber',
    ]);
    expect(documentNumbers(history)).toEqual(['1004', undefined, '7001', '1005', '1003']);
  });

  it('records nothing for updateHistory false nor for background batches 2 to 4; batch 1 counts', async () => {
    const before = (await search(user, 'searchByDocumentNumber', { ...byNumber('1004'), updateHistory: false }))
      .history;
    expect(
      documentNumbers(
        (await search(user, 'searchByDocumentNumber', { ...byNumber('1001'), updateHistory: false })).history,
      ),
    ).toEqual(documentNumbers(before));
    for (const batch of [2, 3, 4]) {
      const { history } = await search(user, 'searchByDocumentNumber', { ...byNumber('1002'), batch });
      expect(documentNumbers(history)).toEqual(documentNumbers(before));
    }
    const { history } = await search(user, 'searchByDocumentNumber', { ...byNumber('1002'), batch: 1 });
    expect(documentNumbers(history)[0]).toBe('1002');
  });

  it('keeps no history for GUEST', async () => {
    const guest = await searcher(env.app, env.accountId, { role: 'GUEST' });
    expect((await search(guest, 'searchByDocumentNumber', byNumber('1001'))).history).toEqual([]);
    const kept = await env.ctx.pool.oneFirst(
      sql.unsafe`SELECT count(*) FROM search_history WHERE user_id = ${guest.userId}`,
    );
    expect(Number(kept)).toBe(0);
  });
});

async function pdfText(bytes: Buffer) {
  const pdf = await PDFDocument.load(bytes);
  return pdf.context
    .enumerateIndirectObjects()
    .flatMap(([, object]) =>
      object instanceof PDFRawStream ? [Buffer.from(decodePDFRawStream(object).decode()).toString('latin1')] : [],
    )
    .flatMap((content) =>
      [...content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((match) => Buffer.from(match[1]!, 'hex').toString('latin1')),
    )
    .join('\n');
}

describe('what a caller may search and see', () => {
  it('refuses a search the county disables to everyone with 403', async () => {
    await saveSection(env.ctx.pool, 'search', { searchByPlat: false }, { system: 'test' });
    for (const role of ['USER', 'ACCOUNT', 'COUNTY', 'TRIMIN'] as const) {
      const response = await (
        await searcher(env.app, env.accountId, { role })
      ).post('/api/search/searchByPlat', { plat: 'SUN' });
      expect([role, response.statusCode, response.json()]).toEqual([
        role,
        403,
        expect.objectContaining({ ok: false, message: searchMessages.notAvailable.text }),
      ]);
    }
    expect((await user.post('/api/search/searchByPlatPrint', { plat: 'SUN' })).statusCode).toBe(403);
    expect(await ids(user, 'searchByDocumentNumber', byNumber('1001'))).toEqual(['1001']);
    await saveSection(env.ctx.pool, 'search', {}, { system: 'test' });
    expect(await ids(user, 'searchByPlat', { plat: 'SUN' })).toEqual(['1001', '1002']);
  });

  it("with configurable access, follows the caller's account page access", async () => {
    const allowed = Object.fromEntries(searchTypes.map((type) => [type, true])) as Record<
      (typeof searchTypes)[number],
      boolean
    >;
    await setAccountPageAccess(
      env.ctx.pool,
      env.accountId,
      { ...allowed, searchByParcelId: false },
      { system: 'test' },
    );
    const other = await searcher(env.app, await givenAccount(env.ctx.pool, { name: 'Saipan Abstract' }));
    const parcel = { parcelId: '01-234-56' };
    expect(await ids(user, 'searchByParcelId', parcel)).toEqual(['1001', '1002']);
    await saveSection(env.ctx.pool, 'search', { searchAccess: 'configurable' }, { system: 'test' });
    const refused = await user.post('/api/search/searchByParcelId', parcel);
    expect([refused.statusCode, refused.json().ok]).toEqual([403, false]);
    expect(await ids(other, 'searchByParcelId', parcel)).toEqual(['1001', '1002']);
    expect(await ids(user, 'searchByDocumentNumber', byNumber('1001'))).toEqual(['1001']);
    await saveSection(env.ctx.pool, 'search', {}, { system: 'test' });
  });

  it('lists and prints a protected document only for those who may view protected documents, and COUNTY', async () => {
    const smith = { grantorGranteeLastName1: 'Smith' };
    const viewer = await searcher(env.app, env.accountId, { viewProtected: true });
    const county = await searcher(env.app, env.accountId, { role: 'COUNTY' });
    expect(await ids(user, 'searchByName', smith)).toEqual(['1001', '1004']);
    expect(await ids(user, 'searchByDocumentNumber', byNumber('1005'))).toEqual([]);
    for (const client of [viewer, county])
      expect(await ids(client, 'searchByName', smith)).toEqual(['1001', '1004', '1005']);
    const printed = async (client: Client) =>
      pdfText((await client.post('/api/search/searchByNamePrint', smith)).rawPayload);
    expect(await printed(user)).not.toContain('Sealed');
    expect(await printed(user)).toContain('1004');
    for (const client of [viewer, county]) expect(await printed(client)).toContain('Sealed, Party');
  });

  it('allows the image of a DEED document with pages, not of a MTG one nor of one without pages', async () => {
    const { rows } = await search(user, 'searchByDocumentNumber', {
      fromDocumentNumber: '1001',
      toDocumentNumber: '1004',
    });
    expect(rows.map((row) => [row.docId, row.sourcedDocKey, row.imageAllowed])).toEqual([
      ['1001', expect.objectContaining({ imageKeyType: 'DEED' }), true],
      ['1002', expect.objectContaining({ imageKeyType: 'MTG' }), false],
      ['1003', expect.objectContaining({ imageKeyType: 'DEED' }), true],
      ['1004', expect.objectContaining({ imageKeyType: 'DEED' }), false],
    ]);
  });
});

describe('follow-up searches from a result (001 §4.5)', () => {
  it("searches a grantor's name across grantors and grantees", async () => {
    const [document] = (await search(user, 'searchByDocumentNumber', byNumber('1001'))).rows;
    const [grantor] = document!.grantorSearchResults as Array<{
      lastName: string;
      firstName: string;
      middleInitial: string;
    }>;
    expect(
      await ids(user, 'searchByName', {
        grantorGranteeLastName1: grantor!.lastName,
        grantorGranteeFirstName1: grantor!.firstName,
        grantorGranteeMiddleInitial1: grantor!.middleInitial,
        grantorGranteeSearchIn: 'BOTH',
      }),
    ).toEqual(['1001']);
  });

  it("searches a reference's document number", async () => {
    const [document] = (await search(user, 'searchByDocumentNumber', byNumber('1003'))).rows;
    const [reference] = document!.referenceDocumentSearchResults as Array<{ docNumber: string }>;
    expect(reference!.docNumber).toBe('1002');
    expect(await ids(user, 'searchByDocumentNumber', byNumber(reference!.docNumber))).toEqual(['1002']);
  });
});
