import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiClient, clientWithSession, type ApiClient } from '../../tests/support/api-client';
import { givenAccount } from '../../tests/support/accounts';
import { givenUser } from '../../tests/support/people';
import { newUserForm, signedIn, userManagerApp, usernames } from '../../tests/support/user-manager-fixtures';

let env: Awaited<ReturnType<typeof userManagerApp>>;
let titleCo: number;
let lawFirm: number;
let admin: { id: number; client: ApiClient };
let county: ApiClient;
let trimin: ApiClient;
let lawyer: number;
let staffInTitle: number;
let vendor: number;

beforeAll(async () => {
  env = await userManagerApp();
  const recorder = await givenAccount(env.ctx.pool, { name: 'County Recorder' });
  titleCo = await givenAccount(env.ctx.pool, { name: 'Marianas Title' });
  lawFirm = await givenAccount(env.ctx.pool, { name: 'Commonwealth Law', paymentMethod: 'INVOICE' });
  admin = await signedIn(env.app, { username: 'title.admin1', role: 'ACCOUNT', accountId: titleCo });
  county = (await signedIn(env.app, { username: 'county.clerk1', role: 'COUNTY', accountId: recorder })).client;
  const provider = await signedIn(env.app, { username: 'vendor.staff1', role: 'TRIMIN', accountId: recorder });
  trimin = provider.client;
  vendor = provider.id;
  lawyer = await givenUser(env.ctx.pool, { username: 'law.clerk01', accountId: lawFirm });
  await givenUser(env.ctx.pool, { username: 'title.user01', accountId: titleCo });
  staffInTitle = await givenUser(env.ctx.pool, { username: 'county.liaison', role: 'COUNTY', accountId: titleCo });
});
afterAll(async () => {
  await env.close();
});

/** The calls of 002 §7 "User manager" and the REST resource that name one user, with a harmless body. */
const callsAbout = (id: number) =>
  [
    ['post', '/api/userManager/userDelete', { userId: id }],
    ['post', '/api/userManager/userChangeStatusList', { userId: id }],
    ['post', '/api/userManager/userChangeStatusSingle', { userId: id }],
    ['get', `/api/userManager/user/${id}`, undefined],
    ['post', '/api/userManager/userPassword', { id, password: 'Taken#Over1', passwordConfirm: 'Taken#Over1' }],
    ['get', `/api/admin/users/${id}`, undefined],
    ['put', `/api/admin/users/${id}`, { city: 'Tinian' }],
    ['delete', `/api/admin/users/${id}`, undefined],
  ] as const;

const everyCall = (id: number) =>
  [
    ...callsAbout(id),
    ['post', '/api/userManager/users', {}],
    ['post', '/api/userManager/userExport', {}],
    ['post', '/api/userManager/user', newUserForm(titleCo, { username: 'not.allowed1' })],
    ['get', '/api/admin/users', undefined],
    ['post', '/api/admin/users', newUserForm(titleCo, { username: 'not.allowed2' })],
  ] as const;

const call = (client: ApiClient, [method, url, body]: ReturnType<typeof everyCall>[number]) =>
  method === 'get' || method === 'delete' ? client[method](url) : client[method](url, body);

describe('who may use the user manager (000 §6, 002 §6)', () => {
  it('sends a caller without a session to sign in, changing nothing', async () => {
    const before = await env.eventCount();
    for (const request of everyCall(lawyer)) {
      const response = await call(apiClient(env.app), request);
      expect([request[1], response.statusCode, response.json()]).toMatchObject([
        request[1],
        403,
        { ok: false, status: 'LOGIN' },
      ]);
    }
    expect(await env.eventCount()).toBe(before);
  });

  it.each(['USER', 'GUEST'])('refuses %s every call, changing nothing', async (role) => {
    const caller = await clientWithSession(env.app, { userId: String(lawyer), username: 'law.clerk01', role });
    const before = await env.eventCount();
    for (const request of everyCall(lawyer)) {
      const response = await call(caller, request);
      expect([request[1], response.statusCode, response.json().ok]).toEqual([request[1], 403, false]);
    }
    expect(await env.eventCount()).toBe(before);
  });
});

describe('an ACCOUNT administrator, within its own account', () => {
  it('lists only its account’s users and user types, without View Protected Documents', async () => {
    const { users } = (await admin.client.post('/api/userManager/users', {})).json().content;
    expect(usernames(users)).toEqual(['title.admin1', 'title.user01']);
    for (const user of users) expect(user).not.toHaveProperty('viewJudicialProtection');
    const other = (await admin.client.post('/api/userManager/users', { accountId: lawFirm })).json().content.users;
    expect(other).toEqual([]);
  });

  it('hears of another account’s user and of county staff filed under its own as of a missing id: 404', async () => {
    const missing = 987_654;
    for (const id of [lawyer, staffInTitle, missing]) {
      const response = await admin.client.get(`/api/userManager/user/${id}`);
      expect([response.statusCode, response.json()]).toMatchObject([
        404,
        { ok: false, message: 'There is no such user.' },
      ]);
    }
    const before = await env.eventCount();
    for (const id of [lawyer, missing]) {
      for (const request of callsAbout(id)) {
        const response = await call(admin.client, request);
        expect([request[1], response.statusCode, response.json().message]).toEqual([
          request[1],
          404,
          'There is no such user.',
        ]);
      }
    }
    expect(await env.eventCount()).toBe(before);
  });

  it('manages its own account’s users with every call', async () => {
    const added = await admin.client.post('/api/userManager/user', newUserForm(titleCo, { role: 'ACCOUNT' }));
    expect(added.json()).toMatchObject({ ok: true, message: 'User escrow.officer added.' });
    const id = added.json().content.id as number;
    const form = (await admin.client.get(`/api/userManager/user/${id}`)).json().content;
    expect(form).toMatchObject({ id, role: 'ACCOUNT', accountName: 'Marianas Title' });
    const { allowableRoles: _r, allowableAccounts: _a, ...fields } = form;
    const saved = await admin.client.post('/api/userManager/user', { ...fields, role: 'USER', city: 'Tinian' });
    expect(saved.json()).toMatchObject({ ok: true, message: 'User escrow.officer saved.' });
    for (const [url, status] of [
      ['/api/userManager/userChangeStatusList', 'I'],
      ['/api/userManager/userChangeStatusSingle', 'A'],
    ] as const) {
      await admin.client.post(url, { userId: id });
      expect((await admin.client.get(`/api/userManager/user/${id}`)).json().content.status).toBe(status);
    }
    const reset = { id, password: 'Fresh#Start1', passwordConfirm: 'Fresh#Start1' };
    expect((await admin.client.post('/api/userManager/userPassword', reset)).json().ok).toBe(true);
    expect((await admin.client.post('/api/userManager/userExport', {})).statusCode).toBe(200);
    const deleted = await admin.client.post('/api/userManager/userDelete', { userId: id });
    expect(usernames(deleted.json().content.users)).toEqual(['title.admin1', 'title.user01']);
  });

  it('may not give another account, a county user type or View Protected Documents', async () => {
    for (const [change, message] of [
      [{ accountId: lawFirm }, 'You do not have access to this account.'],
      [{ role: 'COUNTY' }, 'You may not give this user type.'],
      [{ role: 'GUEST' }, 'You may not give this user type.'],
      [{ viewJudicialProtection: true }, 'Only county staff may set View Protected Documents.'],
      [{ viewJudicialProtection: false }, 'Only county staff may set View Protected Documents.'],
    ] as const) {
      const before = await env.eventCount();
      const response = await admin.client.post('/api/userManager/user', newUserForm(titleCo, change));
      expect([response.statusCode, response.json()]).toMatchObject([403, { ok: false, message }]);
      expect(await env.eventCount()).toBe(before);
    }
  });

  it('gets a new-user form on its account, role USER, with its own lists', async () => {
    const { content } = (await admin.client.get('/api/userManager/user/0')).json();
    expect(content).toMatchObject({
      id: 0,
      role: 'USER',
      accountId: titleCo,
      accountName: 'Marianas Title',
      allowableRoles: ['ACCOUNT', 'USER'],
      allowableAccounts: [{ id: titleCo, name: 'Marianas Title' }],
    });
    expect(content).not.toHaveProperty('viewJudicialProtection');
  });

  it('cannot delete or deactivate itself', async () => {
    for (const [url, message] of [
      ['/api/userManager/userDelete', 'You cannot delete yourself.'],
      ['/api/userManager/userChangeStatusList', 'You cannot deactivate yourself.'],
      ['/api/userManager/userChangeStatusSingle', 'You cannot deactivate yourself.'],
    ] as const) {
      const response = await admin.client.post(url, { userId: admin.id });
      expect([response.statusCode, response.json().message]).toEqual([403, message]);
    }
    expect((await admin.client.delete(`/api/admin/users/${admin.id}`)).statusCode).toBe(403);
  });
});

describe('county staff and the provider’s staff', () => {
  it('COUNTY sees every account’s users but not TRIMIN’s, and cannot give TRIMIN', async () => {
    const users = (await county.post('/api/userManager/users', {})).json().content.users;
    expect(usernames(users)).toEqual(expect.arrayContaining(['law.clerk01', 'title.admin1', 'county.liaison']));
    expect(usernames(users)).not.toContain('vendor.staff1');
    expect(users[0]).toHaveProperty('viewJudicialProtection', false);
    expect((await county.get(`/api/userManager/user/${vendor}`)).statusCode).toBe(404);
    const form = newUserForm(titleCo, { username: 'new.vendor1', role: 'TRIMIN' });
    expect((await county.post('/api/userManager/user', form)).json()).toMatchObject({
      ok: false,
      message: 'You may not give this user type.',
    });
  });

  it('TRIMIN sees and gives every user type', async () => {
    const users = (await trimin.post('/api/userManager/users', {})).json().content.users;
    expect(usernames(users)).toContain('vendor.staff1');
    const form = newUserForm(titleCo, { username: 'new.vendor1', role: 'TRIMIN' });
    expect((await trimin.post('/api/userManager/user', form)).json()).toMatchObject({ ok: true });
    const { content } = (await trimin.get('/api/userManager/user/0')).json();
    expect(content).toMatchObject({ accountName: 'Commonwealth Law', viewJudicialProtection: false });
    expect(content.allowableRoles).toEqual(['TRIMIN', 'COUNTY', 'ACCOUNT', 'USER', 'GUEST']);
  });
});
