import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ApiClient } from '../../tests/support/api-client';
import { givenAccount } from '../../tests/support/accounts';
import { givenUser } from '../../tests/support/people';
import { changeAccountStatus } from '../accounts/account.commands';
import { readStream } from '@landrecords/projections/platform/eventstore/index';
import {
  browserOf,
  editedForm,
  newUserForm,
  signedIn,
  userManagerApp,
} from '../../tests/support/user-manager-fixtures';

let env: Awaited<ReturnType<typeof userManagerApp>>;
let county: ApiClient;
let titleCo: number;
let lawFirm: number;
let lawyer: number;

beforeAll(async () => {
  env = await userManagerApp();
  const recorder = await givenAccount(env.ctx.pool, { name: 'County Recorder' });
  titleCo = await givenAccount(env.ctx.pool, { name: 'Marianas Title' });
  lawFirm = await givenAccount(env.ctx.pool, { name: 'Commonwealth Law', paymentMethod: 'INVOICE' });
  county = (await signedIn(env.app, { username: 'county.clerk1', role: 'COUNTY', accountId: recorder })).client;
  lawyer = await givenUser(env.ctx.pool, { username: 'law.clerk01', accountId: lawFirm });
});
afterAll(async () => {
  await env.close();
});

describe('userManager/user: add, read and save', () => {
  it('adds a user who can sign in at once, and reads it back with its account', async () => {
    const added = await county.post('/api/userManager/user', newUserForm(titleCo));
    expect(added.json()).toMatchObject({ ok: true, message: 'User escrow.officer added.' });
    const { id } = added.json().content;
    expect((await browserOf(env.app, 'escrow.officer', 'Closing#2024')).login.json()).toMatchObject({ ok: true });
    const { content } = (await county.get(`/api/userManager/user/${id}`)).json();
    expect(content).toMatchObject({
      id,
      username: 'escrow.officer',
      accountName: 'Marianas Title',
      role: 'USER',
      status: 'A',
      viewJudicialProtection: false,
      allowableRoles: ['COUNTY', 'ACCOUNT', 'USER', 'GUEST'],
    });
    expect(content).not.toHaveProperty('passwordHash');
  });

  it('refuses a username already taken in another case, saving nothing', async () => {
    const before = await env.eventCount();
    const response = await county.post('/api/userManager/user', newUserForm(titleCo, { username: 'Escrow.Officer' }));
    expect([response.statusCode, response.json()]).toMatchObject([
      409,
      { ok: false, message: 'That username is already taken. Choose another.' },
    ]);
    expect(await env.eventCount()).toBe(before);
  });

  it('records only what changed, and never a new username', async () => {
    const form = await editedForm(county, lawyer, { city: 'Susupe' });
    expect((await county.post('/api/userManager/user', form)).json()).toMatchObject({
      ok: true,
      message: 'User law.clerk01 saved.',
    });
    const { events } = await readStream(env.ctx.pool, `user-${lawyer}`);
    expect(events.at(-1)).toMatchObject({ type: 'UserChanged', data: { changes: { city: 'Susupe' } } });
    expect(Object.keys((events.at(-1)!.data as { changes: object }).changes)).toEqual(['city']);
    const before = await env.eventCount();
    const renamed = await county.post('/api/userManager/user', { ...form, username: 'law.clerk02' });
    expect(renamed.json()).toMatchObject({ ok: false, message: 'The username cannot be changed.' });
    expect(await env.eventCount()).toBe(before);
  });

  it('lets county staff set View Protected Documents, which a save without it keeps', async () => {
    await county.post('/api/userManager/user', await editedForm(county, lawyer, { viewJudicialProtection: true }));
    const { viewJudicialProtection: _left, ...form } = await editedForm(county, lawyer, { city: 'Tinian' });
    expect((await county.post('/api/userManager/user', form)).json().ok).toBe(true);
    expect((await county.get(`/api/userManager/user/${lawyer}`)).json().content).toMatchObject({
      city: 'Tinian',
      viewJudicialProtection: true,
    });
  });

  it('signs a user out when its user type or account changes, so its sessions never keep the old role', async () => {
    const abstracts = await givenAccount(env.ctx.pool, { name: 'Tinian Abstract' });
    const id = await givenUser(env.ctx.pool, { username: 'title.admin9', role: 'ACCOUNT', accountId: abstracts });
    const { browser } = await browserOf(env.app, 'title.admin9');
    await county.post('/api/userManager/user', await editedForm(county, id, { city: 'Rota' }));
    expect((await browser.get('/api/currentUser/loginStatus')).statusCode).toBe(200);
    await county.post('/api/userManager/user', await editedForm(county, id, { role: 'USER' }));
    expect((await browser.get('/api/currentUser/loginStatus')).json()).toMatchObject({ status: 'LOGIN' });
    const again = await browserOf(env.app, 'title.admin9');
    expect((await again.browser.post('/api/userManager/users', {})).statusCode).toBe(403);
  });

  it('puts no new user in an inactive account', async () => {
    const closed = await givenAccount(env.ctx.pool, { name: 'Closed Escrow Co' });
    await changeAccountStatus(env.ctx.pool, closed, 'I', {});
    const before = await env.eventCount();
    const response = await county.post('/api/userManager/user', newUserForm(closed, { username: 'too.late01' }));
    expect(response.json()).toMatchObject({
      ok: false,
      message: 'This account is not active. Choose an active account.',
    });
    expect(await env.eventCount()).toBe(before);
  });

  it('answers 404 for a user that does not exist', async () => {
    const response = await county.get('/api/userManager/user/987654');
    expect([response.statusCode, response.json()]).toMatchObject([
      404,
      { ok: false, message: 'There is no such user.' },
    ]);
  });
});
