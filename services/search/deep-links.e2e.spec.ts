import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiClient } from '../../tests/support/api-client';
import { givenUser } from '../../tests/support/people';
import { searchApp, searcher } from '../../tests/support/search-fixtures';
import { testCounty } from '../../tests/support/search-records';

let world: Awaited<ReturnType<typeof searchApp>>;
beforeAll(async () => {
  world = await searchApp(testCounty);
});
afterAll(async () => world.close());

const docIds = (body: { content: { searchResults: { searchResultList: Array<{ docId: string }> } } }) =>
  body.content.searchResults.searchResultList.map((row) => row.docId);

describe('deep links of 001 §2.1', () => {
  it('runs a parcel search from 01/01/1900 and a document number search', async () => {
    const client = await searcher(world.app, world.accountId);
    const parcel = await client.get('/api/externalsearch/parcelid/01-234-56');
    expect(parcel.statusCode).toBe(200);
    expect(docIds(parcel.json())).toEqual(['1001', '1002']);
    const number = await client.post('/api/externalsearch/documentnumber/1003');
    expect(docIds(number.json())).toEqual(['1003']);
  });

  it('answers the spec alerts when nothing is found', async () => {
    const client = await searcher(world.app, world.accountId);
    expect((await client.get('/api/externalsearch/parcelid/99-999')).json()).toMatchObject({
      ok: true,
      message: 'Could not find requested Parcel ID',
    });
    expect((await client.get('/api/externalsearch/documentnumber/424242')).json()).toMatchObject({
      message: 'Could not find requested Document Number',
    });
  });

  it('refuses a NUL in the link with 400, not a database error', async () => {
    const client = await searcher(world.app, world.accountId);
    for (const path of ['/api/externalsearch/parcelid/01%00', '/api/externalsearch/documentnumber/%00']) {
      const response = await client.get(path);
      expect([path, response.statusCode, response.json().ok]).toEqual([path, 400, false]);
    }
  });

  it('needs a session', async () => {
    const response = await apiClient(world.app).get('/api/externalsearch/documentnumber/1003');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ status: 'LOGIN' });
  });
});

describe('search history at login', () => {
  it('comes back with the current user, newest first', async () => {
    await givenUser(world.ctx.pool, { username: 'history.user', accountId: world.accountId, password: 'Secret#2024' });
    const browser = apiClient(world.app);
    await browser.post('/api/auth/login', { username: 'history.user', password: 'Secret#2024' });
    await browser.post('/api/search/searchByDocumentNumber', { fromDocumentNumber: '1001' });
    await browser.post('/api/search/searchByName', { grantorGranteeLastName1: 'Camacho' });
    const again = apiClient(world.app);
    const login = await again.post('/api/auth/login', { username: 'history.user', password: 'Secret#2024' });
    const history = login.json().content.searchHistoryList as Array<{ type: string }>;
    expect(history.map((entry) => entry.type)).toEqual(['searchByName', 'searchByDocumentNumber']);
  });
});
