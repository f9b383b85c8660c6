import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { givenAccount } from '../../tests/support/accounts';
import { freshDatabase, type TestDatabase } from '../../tests/support/database';
import { sampleUser } from '../../tests/support/people';
import { changeUserStatus, createUser, recordFailedSignIn } from '../../services/users/user.commands';
import { findUser, findUserByUsername, listUsers, type UserQuery } from './queries';

let db: TestDatabase;
let title: number;
let survey: number;
const ids: Record<string, number> = {};

const add = async (username: string, overrides: Parameters<typeof sampleUser>[0] = {}) => {
  ids[username] = await createUser(db.pool, sampleUser({ username, accountId: title, ...overrides }), {});
  return ids[username]!;
};

beforeAll(async () => {
  db = await freshDatabase();
  title = await givenAccount(db.pool, { name: 'Marianas Title' });
  survey = await givenAccount(db.pool, { name: 'Saipan Survey' });
  await add('Ana.Cruz01', { firstName: 'Ana', lastName: 'Cruz', email: 'ana@title.example' });
  await add('ben.tenorio', { firstName: 'Ben', lastName: 'Tenorio', company: 'Tenorio 100% Realty' });
  await add('carla.santos', { firstName: 'Carla', lastName: 'Santos', status: 'P', accountId: survey });
  await add('dino.reyes1', { firstName: 'Dino', lastName: 'Reyes', role: 'ACCOUNT' });
  await add('eva.camacho', { firstName: 'Eva', lastName: 'Camacho', accountId: survey });
  await changeUserStatus(db.pool, ids['ben.tenorio']!, 'I', 'manager', {});
  await recordFailedSignIn(db.pool, ids['eva.camacho']!, { maxAttempts: 1, windowMinutes: 15 }, {});
});
afterAll(async () => {
  await db.drop();
});

const names = async (query: UserQuery) => (await listUsers(db.pool, query)).rows.map((user) => user.username);

describe('user queries', () => {
  it('find a user by id with its account’s name, and by username whatever its case', async () => {
    expect(await findUser(db.pool, ids['Ana.Cruz01']!)).toMatchObject({
      username: 'Ana.Cruz01',
      accountId: title,
      accountName: 'Marianas Title',
      status: 'A',
      lastSignInAt: null,
    });
    expect((await findUserByUsername(db.pool, 'ANA.cruz01'))?.id).toBe(ids['Ana.Cruz01']);
    expect(await findUser(db.pool, 424242)).toBeNull();
    expect(await findUserByUsername(db.pool, 'nobody.here')).toBeNull();
  });

  it.each([
    ['cruz0', ['Ana.Cruz01']],
    ['TENORIO', ['ben.tenorio']],
    ['carla', ['carla.santos']],
    ['eva cam', ['eva.camacho']],
    ['@title.example', ['Ana.Cruz01']],
    ['100%', ['ben.tenorio']],
    ['_', []],
  ])('filter text %p over username, names, email and company', async (filterText, expected) => {
    expect(await names({ filterText })).toEqual(expected);
  });

  it('filter by status: ALL shows locked users too', async () => {
    expect(await names({ statusType: 'ALL' })).toHaveLength(5);
    expect(await names({ statusType: 'A' })).toEqual(['Ana.Cruz01', 'dino.reyes1']);
    expect(await names({ statusType: 'I' })).toEqual(['ben.tenorio']);
    expect(await names({ statusType: 'P' })).toEqual(['carla.santos']);
  });

  it('narrow to accounts, user types and ids', async () => {
    expect(await names({ accountIds: [survey] })).toEqual(['carla.santos', 'eva.camacho']);
    expect(await names({ accountIds: [] })).toEqual([]);
    expect(await names({ roles: ['ACCOUNT'] })).toEqual(['dino.reyes1']);
    expect(await names({ ids: [ids['eva.camacho']!, ids['Ana.Cruz01']!] })).toEqual(['Ana.Cruz01', 'eva.camacho']);
  });

  it('sort by any listed field either way, and page with the total before the range', async () => {
    expect(await names({ sort: { field: 'name', order: 'DESC' } })).toEqual([
      'ben.tenorio',
      'carla.santos',
      'dino.reyes1',
      'Ana.Cruz01',
      'eva.camacho',
    ]);
    expect(await names({ sort: { field: 'accountName', order: 'DESC' }, range: [0, 1] })).toEqual([
      'carla.santos',
      'eva.camacho',
    ]);
    const page = await listUsers(db.pool, { sort: { field: 'username', order: 'ASC' }, range: [3, 9] });
    expect(page.rows.map((user) => user.username)).toEqual(['dino.reyes1', 'eva.camacho']);
    expect(page.total).toBe(5);
  });
});
