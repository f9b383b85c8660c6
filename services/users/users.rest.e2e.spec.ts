import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { messages as m } from '@landrecords/contracts/validation/messages';
import type { ApiClient } from '../../tests/support/api-client';
import { givenAccount } from '../../tests/support/accounts';
import { givenUser } from '../../tests/support/people';
import { newUserForm, signedIn, userManagerApp, usernames } from '../../tests/support/user-manager-fixtures';

let env: Awaited<ReturnType<typeof userManagerApp>>;
let county: { id: number; client: ApiClient };
let admin: { id: number; client: ApiClient };
let titleCo: number;
let lawFirm: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  env = await userManagerApp();
  titleCo = await givenAccount(env.ctx.pool, { name: 'Marianas Title' });
  lawFirm = await givenAccount(env.ctx.pool, { name: 'Commonwealth Law', paymentMethod: 'INVOICE' });
  county = await signedIn(env.app, { username: 'county.clerk1', role: 'COUNTY', accountId: lawFirm });
  admin = await signedIn(env.app, { username: 'title.admin1', role: 'ACCOUNT', accountId: titleCo });
  for (const [username, accountId] of [
    ['ana.cruz01', titleCo],
    ['ben.tenorio', titleCo],
    ['carla.santos', lawFirm],
    ['dino.reyes1', lawFirm],
  ] as const)
    ids[username] = await givenUser(env.ctx.pool, { username, accountId });
  ids['eva.pending'] = await givenUser(env.ctx.pool, { username: 'eva.pending', accountId: titleCo, status: 'P' });
});
afterAll(async () => {
  await env.close();
});

const query = (params: { sort?: unknown; range?: unknown; filter?: unknown }) =>
  `/api/admin/users?${Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(JSON.stringify(value))}`)
    .join('&')}`;

describe('GET /api/admin/users (getList, getMany, getManyReference)', () => {
  it('answers a sorted page as an array with Content-Range exposed to scripts', async () => {
    const page = await county.client.get(query({ sort: ['username', 'DESC'], range: [0, 2] }));
    expect(page.statusCode).toBe(200);
    expect(usernames(page.json())).toEqual(['title.admin1', 'eva.pending', 'dino.reyes1']);
    expect(page.headers['content-range']).toBe('users 0-2/7');
    expect(page.headers['access-control-expose-headers']).toBe('Content-Range');
    const rest = await county.client.get(query({ sort: ['username', 'DESC'], range: [3, 9] }));
    expect(usernames(rest.json())).toEqual(['county.clerk1', 'carla.santos', 'ben.tenorio', 'ana.cruz01']);
    expect(rest.headers['content-range']).toBe('users 3-6/7');
  });

  it('filters by q, status and accountId, and by id for getMany', async () => {
    const list = async (filter: object) => usernames((await county.client.get(query({ filter }))).json());
    expect(await list({ q: 'tenorio' })).toEqual(['ben.tenorio']);
    expect(await list({ status: 'P' })).toEqual(['eva.pending']);
    expect(await list({ accountId: lawFirm })).toEqual(['carla.santos', 'county.clerk1', 'dino.reyes1']);
    expect(await list({ id: [ids['dino.reyes1'], ids['ana.cruz01']] })).toEqual(['ana.cruz01', 'dino.reyes1']);
    expect(await list({ id: ids['dino.reyes1'] })).toEqual(['dino.reyes1']);
  });

  it('refuses a sort it does not know and a malformed query with the envelope', async () => {
    const sort = await county.client.get(query({ sort: ['passwordHash', 'ASC'] }));
    expect([sort.statusCode, sort.json()]).toMatchObject([
      400,
      { ok: false, message: 'Users cannot be sorted by passwordHash.' },
    ]);
    const range = await county.client.get('/api/admin/users?range=[0');
    expect([range.statusCode, range.json().ok]).toEqual([400, false]);
  });

  it('refuses a NUL escaped inside the filter’s JSON with 400 in the envelope, as any other NUL', async () => {
    const response = await county.client.get(`/api/admin/users?filter=${encodeURIComponent('{"q":"\\u0000"}')}`);
    expect([response.statusCode, response.json()]).toMatchObject([
      400,
      { ok: false, message: 'Text may not contain the NUL character.' },
    ]);
  });

  it('refuses ids PostgreSQL cannot hold, in a filter or a path, with 400 in the envelope', async () => {
    for (const filter of [{ id: 1.5 }, { id: 1e30 }, { id: [1.5, 2.5] }, { accountId: 1e30 }]) {
      const response = await county.client.get(query({ filter }));
      expect([filter, response.statusCode, response.json().ok]).toEqual([filter, 400, false]);
    }
    for (const path of ['/api/admin/users/1e30', '/api/admin/users/1.5', '/api/admin/users/99999999999']) {
      const response = await county.client.get(path);
      expect([path, response.statusCode, response.json().ok]).toEqual([path, 400, false]);
    }
  });

  it('counts and shows an account administrator only its own users, without View Protected Documents', async () => {
    const page = await admin.client.get(query({ range: [0, 9] }));
    expect(usernames(page.json())).toEqual(['ana.cruz01', 'ben.tenorio', 'eva.pending', 'title.admin1']);
    expect(page.headers['content-range']).toBe('users 0-3/4');
    expect(page.json()[0]).not.toHaveProperty('viewJudicialProtection');
    expect((await admin.client.get(query({ filter: { accountId: lawFirm } }))).json()).toEqual([]);
  });
});

describe('one user: GET, POST, PUT, DELETE', () => {
  it('reads a user in scope, refuses one outside it, and answers 404 for none', async () => {
    expect((await county.client.get(`/api/admin/users/${ids['ana.cruz01']}`)).json()).toMatchObject({
      id: ids['ana.cruz01'],
      username: 'ana.cruz01',
      accountName: 'Marianas Title',
      viewJudicialProtection: false,
    });
    const other = await admin.client.get(`/api/admin/users/${ids['carla.santos']}`);
    expect([other.statusCode, other.json()]).toMatchObject([404, { ok: false, message: 'There is no such user.' }]);
    expect((await county.client.get('/api/admin/users/987654')).statusCode).toBe(404);
  });

  it('creates a user and answers the record with its id; refuses a bad one with the field’s message', async () => {
    const created = await admin.client.post('/api/admin/users', newUserForm(titleCo, { username: 'rest.made01' }));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ id: expect.any(Number), username: 'rest.made01', accountId: titleCo });
    expect(created.json()).not.toHaveProperty('viewJudicialProtection');
    ids['rest.made01'] = created.json().id;
    const before = await env.eventCount();
    const bad = await admin.client.post(
      '/api/admin/users',
      newUserForm(titleCo, { username: 'rest.made02', zip: '12' }),
    );
    expect([bad.statusCode, bad.json()]).toMatchObject([
      400,
      { ok: false, message: m.zip.length.text, errors: { zip: [m.zip.length.text] } },
    ]);
    expect(await env.eventCount()).toBe(before);
  });

  it('updates only what a PUT changes, and takes back the record it answered unchanged', async () => {
    const id = ids['rest.made01']!;
    const updated = await admin.client.put(`/api/admin/users/${id}`, { city: 'Chalan Kanoa' });
    expect(updated.json()).toMatchObject({ id, city: 'Chalan Kanoa', firstName: 'Maria' });
    const before = await env.eventCount();
    expect((await admin.client.put(`/api/admin/users/${id}`, updated.json())).statusCode).toBe(200);
    expect(await env.eventCount()).toBe(before);
    const renamed = await admin.client.put(`/api/admin/users/${id}`, { username: 'rest.renamed' });
    expect(renamed.json()).toMatchObject({ ok: false, message: 'The username cannot be changed.' });
  });

  it('deactivates and activates by status, with the 002 §4 rules, all or nothing', async () => {
    const id = ids['rest.made01']!;
    const off = await admin.client.put(`/api/admin/users/${id}`, { status: 'I' });
    expect(off.json()).toMatchObject({ id, status: 'I' });
    expect((await admin.client.put(`/api/admin/users/${id}`, off.json())).json().status).toBe('I');
    const readOnly = await admin.client.put(`/api/admin/users/${id}`, { city: 'Susupe' });
    expect(readOnly.json().message).toBe('This user is not active. Activate the user before changing it.');
    const before = await env.eventCount();
    const halfBad = await admin.client.put(`/api/admin/users/${id}`, { status: 'A', role: 'COUNTY' });
    expect([halfBad.statusCode, halfBad.json().message]).toEqual([403, 'You may not give this user type.']);
    expect(await env.eventCount()).toBe(before);
    const on = await admin.client.put(`/api/admin/users/${id}`, { status: 'A', city: 'Susupe' });
    expect(on.json()).toMatchObject({ status: 'A', city: 'Susupe' });
    const locked = await admin.client.put(`/api/admin/users/${id}`, { status: 'L' });
    expect(locked.json().message).toBe('A user can only be activated or deactivated.');
    const pending = await admin.client.put(`/api/admin/users/${ids['eva.pending']}`, { status: 'I' });
    expect(pending.json().message).toBe('Only an active user can be deactivated.');
    const self = await admin.client.put(`/api/admin/users/${admin.id}`, { status: 'I' });
    expect([self.statusCode, self.json().message]).toEqual([403, 'You cannot deactivate yourself.']);
  });

  it('refuses View Protected Documents from an account administrator, and takes it from county staff', async () => {
    const id = ids['ana.cruz01']!;
    const refused = await admin.client.put(`/api/admin/users/${id}`, { viewJudicialProtection: true });
    expect([refused.statusCode, refused.json().message]).toEqual([
      403,
      'Only county staff may set View Protected Documents.',
    ]);
    const given = await county.client.put(`/api/admin/users/${id}`, { viewJudicialProtection: true });
    expect(given.json()).toMatchObject({ id, viewJudicialProtection: true });
  });

  it('deletes a user and answers the record it was', async () => {
    const id = ids['rest.made01']!;
    expect((await admin.client.delete(`/api/admin/users/${id}`)).json()).toMatchObject({ id, username: 'rest.made01' });
    expect((await admin.client.get(`/api/admin/users/${id}`)).statusCode).toBe(404);
    expect((await admin.client.delete(`/api/admin/users/${ids['carla.santos']}`)).statusCode).toBe(404);
  });
});
