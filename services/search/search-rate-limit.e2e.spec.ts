import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { configMessages } from '@landrecords/contracts/config/messages';
import { searchMessages as m } from '@landrecords/contracts/search/messages';
import { CSRF_COOKIE, CSRF_HEADER } from '../platform/sessions/plugin';
import { configRoutes, saveSection } from '../config/index';
import { clientWithSession, type ApiClient } from '../../tests/support/api-client';
import { givenUser } from '../../tests/support/people';
import { searchApp, searcher } from '../../tests/support/search-fixtures';
import { testCounty } from '../../tests/support/search-records';

/**
 * Searches are counted per user and per client address, a minute at a time, at the county's rates (Search 1,
 * issue 11). Searches, details and deep links count; code lists do not.
 */
let world: Awaited<ReturnType<typeof searchApp>>;
beforeAll(async () => {
  world = await searchApp(testCounty, { moreRoutes: [configRoutes] });
});
afterAll(async () => world.close());

const rates = (searchesPerMinutePerUser: number, searchesPerMinutePerAddress: number) =>
  saveSection(world.ctx.pool, 'search', { searchesPerMinutePerUser, searchesPerMinutePerAddress }, { system: 'test' });

/** A call of this client from this client address. */
const from = (client: ApiClient, address: string) => (url: string, payload: object) =>
  world.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: address,
    cookies: client.cookies,
    headers: { [CSRF_HEADER]: client.cookies[CSRF_COOKIE]! },
  });
const searchSmith = { grantorGranteeLastName1: 'Smith', updateHistory: false };
const statuses = async (calls: Array<() => Promise<{ statusCode: number }>>) => {
  const answered: number[] = [];
  for (const call of calls) answered.push((await call()).statusCode);
  return answered;
};

describe('the county setting', () => {
  it('answers its defaults in the control panel and refuses a rate out of range', async () => {
    const clerk = await searcher(world.app, world.accountId, { role: 'COUNTY' });
    const section = (await clerk.get('/api/controlPanel/countyConfig/search')).json().content;
    expect(section).toMatchObject({ searchesPerMinutePerUser: 120, searchesPerMinutePerAddress: 300 });
    const refused = await clerk.post('/api/controlPanel/countyConfig/search', { searchesPerMinutePerUser: 0 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ searchesPerMinutePerUser: [configMessages.searchesPerMinute.text] });
  });
});

describe('the rate limit of searches', () => {
  it('stops a user past the rate, wherever the user calls from, and no one else', async () => {
    await rates(3, 100);
    const ana = await searcher(world.app, world.accountId);
    const ben = await searcher(world.app, world.accountId);
    const anaHere = from(ana, '10.0.0.1');
    const counted = await statuses([
      () => anaHere('/api/search/searchByName', searchSmith),
      () => anaHere('/api/search/documentDetails', { docId: '1001' }),
      () => anaHere('/api/search/searchByDocumentNumber', { fromDocumentNumber: '1001' }),
    ]);
    expect(counted).toEqual([200, 200, 200]);
    const stopped = await anaHere('/api/search/searchByName', searchSmith);
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json()).toEqual({
      ok: false,
      message: m.tooManySearches.text,
      code: m.tooManySearches.code,
      lockout: false,
      content: null,
    });
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
    expect((await from(ana, '10.0.0.9')('/api/search/searchByName', searchSmith)).statusCode).toBe(429);
    expect((await anaHere('/api/helperdata/codeList', { list: 'instrumentGroups' })).statusCode).toBe(200);
    expect((await from(ben, '10.0.0.1')('/api/search/searchByName', searchSmith)).statusCode).toBe(200);
  });

  it('stops an address past the rate, whoever calls from it, and no other address', async () => {
    await rates(100, 4);
    const [cruz, dora] = [await searcher(world.app, world.accountId), await searcher(world.app, world.accountId)];
    const [cruzHere, doraHere] = [from(cruz, '10.0.0.2'), from(dora, '10.0.0.2')];
    const answered = await statuses([
      () => cruzHere('/api/search/searchByName', searchSmith),
      () => doraHere('/api/search/searchByName', searchSmith),
      () => cruzHere('/api/search/searchByName', searchSmith),
      () => doraHere('/api/search/searchByName', searchSmith),
      () => doraHere('/api/search/searchByName', searchSmith),
      () => cruzHere('/api/search/searchByName', searchSmith),
    ]);
    expect(answered).toEqual([200, 200, 200, 200, 429, 429]);
    expect((await from(cruz, '10.0.0.3')('/api/search/searchByName', searchSmith)).statusCode).toBe(200);
  });

  it('counts each visitor signed in as the guest on its own', async () => {
    await rates(2, 100);
    const guestId = await givenUser(world.ctx.pool, { username: 'guest', role: 'GUEST', accountId: world.accountId });
    const visitor = () => clientWithSession(world.app, { userId: String(guestId), username: 'guest', role: 'GUEST' });
    const [first, second] = [from(await visitor(), '10.0.0.4'), from(await visitor(), '10.0.0.5')];
    const answered = await statuses([
      () => first('/api/search/searchByName', searchSmith),
      () => first('/api/search/searchByName', searchSmith),
      () => first('/api/search/searchByName', searchSmith),
      () => second('/api/search/searchByName', searchSmith),
    ]);
    expect(answered).toEqual([200, 200, 429, 200]);
  });
});
