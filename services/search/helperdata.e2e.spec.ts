import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiClient, clientWithSession, type ApiClient } from '../../tests/support/api-client';
import { givenAccount } from '../../tests/support/accounts';
import { detailsApp, givenRecords, signedInSearcher } from '../../tests/support/details-fixtures';

let env: Awaited<ReturnType<typeof detailsApp>>;
let trimin: ApiClient;
let county: ApiClient;
let titleAdmin: ApiClient;
let user: ApiClient;
let guest: ApiClient;
const ids: Record<string, number> = {};

const plats = [
  ['P1', '101', 'Garapan Heights'],
  ['P2', '9', 'Susupe Estates'],
  ['P3', '20', 'Chalan Kanoa Subdivision'],
  ['P4', 'A-1', 'As Lito Homestead'],
  ['P5', '3', 'Tanapag Village'],
  ['P6', '33', 'San Roque Heights'],
  ['P7', '7', 'Kagman Homestead'],
  ['P8', '70', 'Dandan Terrace'],
  ['P9', '150', 'Navy Hill'],
  ['P10', '11', 'Capitol Hill Homes'],
  ['P11', '12', 'Koblerville'],
  ['P12', '1', 'Papago Farms'],
];

beforeAll(async () => {
  env = await detailsApp();
  const { app } = env;
  ids.recorder = await givenAccount(app.ctx.pool, { name: 'County Recorder' });
  ids.titleCo = await givenAccount(app.ctx.pool, { name: 'Marianas Title' });
  ids.saipanTitle = await givenAccount(app.ctx.pool, { name: 'Saipan Title Co' });
  ids.lawFirm = await givenAccount(app.ctx.pool, { name: 'Commonwealth Law' });
  trimin = await signedInSearcher(app, { username: 'provider.staff', role: 'TRIMIN', accountId: ids.recorder });
  county = await signedInSearcher(app, { username: 'county.clerk', role: 'COUNTY', accountId: ids.recorder });
  titleAdmin = await signedInSearcher(app, { username: 'title.admin', role: 'ACCOUNT', accountId: ids.titleCo });
  user = await signedInSearcher(app, { username: 'title.clerk', accountId: ids.titleCo });
  await signedInSearcher(app, { username: 'law.clerk', accountId: ids.lawFirm });
  await signedInSearcher(app, { username: 'title.guest', role: 'GUEST', accountId: ids.titleCo });
  guest = await clientWithSession(app, { userId: '0', username: 'guest', role: 'GUEST' });
  await givenRecords(app, [
    ...plats.map(([platCode, platNumber, platName]) => ({ kind: 'plat', platCode, platNumber, platName })),
    {
      kind: 'codeList',
      list: 'instrumentGroups',
      entries: [
        { code: 'DEEDS', description: 'Deeds' },
        { code: 'MTGS', description: 'Mortgages' },
      ],
    },
    {
      kind: 'codeList',
      list: 'instrumentCodes',
      entries: [{ code: 'WD', description: 'Warranty Deed', group: 'DEEDS' }],
    },
    { kind: 'codeList', list: 'municipalities', entries: [{ code: 'GAR', description: 'Garapan' }] },
    { kind: 'codeList', list: 'islands', entries: [{ code: 'SPN', description: 'Saipan' }] },
    { kind: 'tractIndexParcel', island: 'SPN', village: 'Susupe', parcelId: '001' },
    { kind: 'tractIndexParcel', island: 'SPN', village: 'Garapan', parcelId: '002' },
    { kind: 'tractIndexParcel', island: 'SPN', village: 'Garapan', parcelId: '003' },
    { kind: 'tractIndexParcel', island: 'Tinian', village: 'San Jose', parcelId: '100' },
  ]);
});
afterAll(async () => {
  await env.close();
});

const helper = async (client: ApiClient, call: string, body: unknown = {}) => {
  const response = await client.post(`/api/helperdata/${call}`, body);
  return { status: response.statusCode, body: response.json() };
};
const listOf = async (client: ApiClient, call: string, body: unknown = {}) => {
  const { status, body: answer } = await helper(client, call, body);
  expect([status, answer.ok]).toEqual([200, true]);
  return answer.content.codeDescriptionResultList as Array<{ code: string; description: string }>;
};
const descriptions = async (client: ApiClient, call: string, body: unknown = {}) =>
  (await listOf(client, call, body)).map((entry) => entry.description);

describe('helperdata/userscodedescription', () => {
  it('lists the users a manager reaches, by username containing the text in any case', async () => {
    const clerks = await listOf(county, 'userscodedescription', { filterText: 'CLERK' });
    expect(clerks.map((entry) => entry.description)).toEqual(['county.clerk', 'law.clerk', 'title.clerk']);
    expect(clerks.every((entry) => /^\d+$/.test(entry.code))).toBe(true);
    // COUNTY does not reach TRIMIN; TRIMIN reaches everyone.
    expect(await descriptions(county, 'userscodedescription', { filterText: 'provider' })).toEqual([]);
    expect(await descriptions(trimin, 'userscodedescription')).toEqual([
      'county.clerk',
      'law.clerk',
      'provider.staff',
      'title.admin',
      'title.clerk',
      'title.guest',
    ]);
  });

  it("gives an account administrator its own account's users and user types only", async () => {
    expect(await descriptions(titleAdmin, 'userscodedescription', { filterText: '' })).toEqual([
      'title.admin',
      'title.clerk',
    ]);
  });

  it('gives USER and GUEST an empty list', async () => {
    expect(await listOf(user, 'userscodedescription', { filterText: 'clerk' })).toEqual([]);
    expect(await listOf(guest, 'userscodedescription', { filterText: '' })).toEqual([]);
  });

  it('treats % and _ as the characters they are', async () => {
    expect(await listOf(county, 'userscodedescription', { filterText: '%' })).toEqual([]);
    expect(await listOf(county, 'userscodedescription', { filterText: 'title_' })).toEqual([]);
  });
});

describe('helperdata/accountscodedescription', () => {
  it('lists the accounts a manager reaches, by name containing the text', async () => {
    expect(await listOf(county, 'accountscodedescription', { filterText: 'title' })).toEqual([
      { code: String(ids.titleCo), description: 'Marianas Title' },
      { code: String(ids.saipanTitle), description: 'Saipan Title Co' },
    ]);
    expect(await descriptions(titleAdmin, 'accountscodedescription', { filterText: 'title' })).toEqual([
      'Marianas Title',
    ]);
    expect(await listOf(user, 'accountscodedescription', { filterText: '' })).toEqual([]);
    expect(await listOf(guest, 'accountscodedescription', { filterText: '' })).toEqual([]);
  });

  it('answers at most 100', async () => {
    for (let n = 1; n <= 101; n++)
      await givenAccount(env.ctx.pool, { name: `Bulk Abstract ${String(n).padStart(3, '0')}` });
    const bulk = await descriptions(trimin, 'accountscodedescription', { filterText: 'bulk' });
    expect([bulk.length, bulk[0], bulk[99]]).toEqual([100, 'Bulk Abstract 001', 'Bulk Abstract 100']);
  });

  it('refuses a filter text over 100 characters, and a caller with no session', async () => {
    expect(await helper(county, 'accountscodedescription', { filterText: 'x'.repeat(101) })).toMatchObject({
      status: 400,
      body: { ok: false, message: 'At most 100 characters.' },
    });
    expect(await helper(apiClient(env.app), 'userscodedescription', { filterText: '' })).toMatchObject({
      status: 403,
      body: { ok: false, status: 'LOGIN' },
    });
  });
});

describe('helperdata/codeList', () => {
  it('answers the list the feed brought, with All first for the lists that offer it', async () => {
    expect(await helper(guest, 'codeList', { list: 'instrumentGroups' })).toEqual({
      status: 200,
      body: {
        ok: true,
        message: null,
        lockout: false,
        content: {
          list: 'instrumentGroups',
          codeDescriptionResultList: [
            { code: 'ALL', description: 'All' },
            { code: 'DEEDS', description: 'Deeds' },
            { code: 'MTGS', description: 'Mortgages' },
          ],
        },
      },
    });
    expect(await listOf(user, 'codeList', { list: 'instrumentCodes' })).toEqual([
      { code: 'WD', description: 'Warranty Deed', group: 'DEEDS' },
    ]);
    expect(await listOf(user, 'codeList', { list: 'municipalities' })).toEqual([
      { code: 'GAR', description: 'Garapan' },
    ]);
  });

  it('answers a list not brought yet as empty, but for its All', async () => {
    expect(await listOf(user, 'codeList', { list: 'bookTypes' })).toEqual([{ code: 'ALL', description: 'All' }]);
    expect(await listOf(user, 'codeList', { list: 'otherLotCodes' })).toEqual([]);
  });

  it('refuses a list that does not exist', async () => {
    for (const body of [{ list: 'plats' }, {}]) {
      expect(await helper(user, 'codeList', body)).toMatchObject({
        status: 400,
        body: { ok: false, message: 'Choose one of the code lists.' },
      });
    }
  });
});

describe('helperdata/plats', () => {
  const page = (body: unknown) => helper(user, 'plats', body).then(({ body: answer }) => answer.content);

  it('answers 10 plats a page by name, with the total', async () => {
    const first = await page({});
    expect(first.totalRecordCount).toBe(12);
    expect(first.pageNumber).toBe(1);
    expect(first.codeDescriptionResultList).toHaveLength(10);
    expect(first.codeDescriptionResultList[0]).toEqual({
      code: 'P4',
      description: 'As Lito Homestead',
      platNumber: 'A-1',
      platName: 'As Lito Homestead',
    });
    const second = await page({ pageNumber: 2 });
    expect(second.codeDescriptionResultList.map((plat: { platName: string }) => plat.platName)).toEqual([
      'Susupe Estates',
      'Tanapag Village',
    ]);
    expect((await page({ pageNumber: 3 })).codeDescriptionResultList).toEqual([]);
  });

  it('sorts by number as numbers, either way', async () => {
    const numbers = (answer: { codeDescriptionResultList: Array<{ platNumber: string }> }) =>
      answer.codeDescriptionResultList.map((plat) => plat.platNumber);
    expect(numbers(await page({ sortKey: 'number' }))).toEqual([
      '1',
      '3',
      '7',
      '9',
      '11',
      '12',
      '20',
      '33',
      '70',
      '101',
    ]);
    expect(numbers(await page({ sortKey: 'number', sortDirection: 'desc' }))).toEqual([
      'A-1',
      '150',
      '101',
      '70',
      '33',
      '20',
      '12',
      '11',
      '9',
      '7',
    ]);
  });

  it('filters by name or number containing the text', async () => {
    const hills = await page({ filterText: 'HILL' });
    expect(hills.totalRecordCount).toBe(2);
    expect(hills.codeDescriptionResultList.map((plat: { platName: string }) => plat.platName)).toEqual([
      'Capitol Hill Homes',
      'Navy Hill',
    ]);
    expect((await page({ filterText: '15' })).codeDescriptionResultList[0].platName).toBe('Navy Hill');
  });

  it.each<[object, string]>([
    [{ sortKey: 'recorded' }, 'Plats are sorted by name or number.'],
    [{ pageNumber: 0 }, 'Page number is a whole number from 1.'],
    [{ pageNumber: 'two' }, 'Page number is a whole number from 1.'],
    [{ sortDirection: 'UP' }, 'Sort direction is ASC or DESC.'],
  ])('refuses %j: %s', async (body, message) => {
    expect(await helper(user, 'plats', body)).toMatchObject({ status: 400, body: { ok: false, message } });
  });
});

describe('helperdata/islands', () => {
  it('answers the islands of the tract index, each with its villages', async () => {
    expect((await helper(guest, 'islands')).body.content).toEqual({
      islands: [
        {
          code: 'SPN',
          description: 'Saipan',
          villages: [
            { code: 'Garapan', description: 'Garapan' },
            { code: 'Susupe', description: 'Susupe' },
          ],
        },
        { code: 'Tinian', description: 'Tinian', villages: [{ code: 'San Jose', description: 'San Jose' }] },
      ],
    });
  });
});
