import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import type { ApiClient } from '../../tests/support/api-client';
import { givenAccount } from '../../tests/support/accounts';
import { givenUser } from '../../tests/support/people';
import { changeAccountStatus } from '../accounts/account.commands';
import { readStream } from '../platform/eventstore/index';
import { recordFailedSignIn } from './user.commands';
import { browserOf, editedForm, newUserForm, signedIn, userManagerApp, usernames } from './user-manager.fixtures';

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

const list = async (body: Record<string, unknown>) =>
  usernames((await county.post('/api/userManager/users', body)).json().content.users);

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

describe('the list and its buttons', () => {
  it('filters by text, status (ALL shows locked users too) and account', async () => {
    const locked = await givenUser(env.ctx.pool, { username: 'locked.out01', accountId: titleCo });
    await recordFailedSignIn(env.ctx.pool, locked, 1, {});
    await givenUser(env.ctx.pool, { username: 'pending.user1', accountId: titleCo, status: 'P' });
    expect(await list({ accountId: titleCo })).toEqual(['escrow.officer', 'locked.out01', 'pending.user1']);
    expect(await list({ accountId: titleCo, statusType: 'A' })).toEqual(['escrow.officer']);
    expect(await list({ accountId: titleCo, statusType: 'P' })).toEqual(['pending.user1']);
    expect(await list({ accountId: titleCo, includeInactive: false })).toEqual(['escrow.officer']);
    expect(await list({ filterText: 'SABLAN' })).toEqual(['escrow.officer']);
    expect(await list({ filterText: 'marianastitle.example' })).toEqual(['escrow.officer']);
  });

  it('activates a locked and a pending user', async () => {
    for (const username of ['locked.out01', 'pending.user1']) {
      const id = (await county.post('/api/userManager/users', { filterText: username })).json().content.users[0].id;
      const response = await county.post('/api/userManager/userChangeStatusSingle', { userId: id });
      expect(response.json()).toMatchObject({
        ok: true,
        message: `User ${username} activated.`,
        content: { status: 'A' },
      });
    }
  });

  it('deactivates with the list refreshed, signs the user out, and keeps an inactive user read-only', async () => {
    const { browser } = await browserOf(env.app, 'law.clerk01');
    const off = await county.post('/api/userManager/userChangeStatusList', { userId: lawyer, statusType: 'I' });
    expect(off.json()).toMatchObject({ ok: true, message: 'User law.clerk01 deactivated.' });
    expect(usernames(off.json().content.users)).toEqual(['law.clerk01']);
    expect((await browser.get('/api/currentUser/loginStatus')).statusCode).toBe(403);
    const edit = await county.post('/api/userManager/user', await editedForm(county, lawyer, { city: 'Rota' }));
    expect(edit.json()).toMatchObject({
      ok: false,
      message: 'This user is not active. Activate the user before changing it.',
    });
    const on = await county.post('/api/userManager/userChangeStatusSingle', { userId: lawyer, includeInactive: true });
    expect(on.json()).toMatchObject({ ok: true, message: 'User law.clerk01 activated.', content: { status: 'A' } });
  });

  it('deletes a user, who can no longer sign in, and answers the refreshed list', async () => {
    const id = await givenUser(env.ctx.pool, { username: 'leaving.soon', accountId: lawFirm });
    const response = await county.post('/api/userManager/userDelete', {
      userId: id,
      accountId: lawFirm,
      includeInactive: true,
    });
    expect(response.json()).toMatchObject({ ok: true, message: 'User leaving.soon deleted.' });
    expect(usernames(response.json().content.users)).toEqual(['law.clerk01']);
    expect((await browserOf(env.app, 'leaving.soon')).login.json().ok).toBe(false);
  });
});

describe('userManager/userPassword', () => {
  it('refuses a mismatch and another user’s username, changing nothing', async () => {
    const before = await env.eventCount();
    const reset = { id: lawyer, username: 'law.clerk01', password: 'New#Pass2024' };
    expect(
      (await county.post('/api/userManager/userPassword', { ...reset, passwordConfirm: 'Other#2024' })).json(),
    ).toMatchObject({
      ok: false,
      message: 'Mismatched passwords.',
      errors: { passwordConfirm: ['Mismatched passwords.'] },
    });
    expect(
      (
        await county.post('/api/userManager/userPassword', {
          ...reset,
          username: 'escrow.officer',
          passwordConfirm: reset.password,
        })
      ).json(),
    ).toMatchObject({ ok: false, message: 'The username does not match this user.' });
    expect(await env.eventCount()).toBe(before);
  });

  it('sets the new password and signs the user out everywhere', async () => {
    const first = await browserOf(env.app, 'law.clerk01');
    const second = await browserOf(env.app, 'law.clerk01');
    const reset = await county.post('/api/userManager/userPassword', {
      id: lawyer,
      username: 'law.clerk01',
      password: 'New#Pass2024',
      passwordConfirm: 'New#Pass2024',
    });
    expect(reset.json()).toMatchObject({ ok: true, message: 'Password updated for law.clerk01.' });
    for (const { browser } of [first, second])
      expect((await browser.get('/api/currentUser/loginStatus')).json()).toMatchObject({ status: 'LOGIN' });
    expect((await browserOf(env.app, 'law.clerk01')).login.json().ok).toBe(false);
    expect((await browserOf(env.app, 'law.clerk01', 'New#Pass2024')).login.json().ok).toBe(true);
  });
});

describe('userManager/userExport', () => {
  const sheetOf = async (response: { rawPayload: Buffer }) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    return workbook.getWorksheet('Users')!;
  };
  const rowsOf = (sheet: ExcelJS.Worksheet) =>
    sheet
      .getSheetValues()
      .slice(1)
      .map((row) => (row as ExcelJS.CellValue[]).slice(1));

  it('downloads users.xlsx with a header row and one row per user of the filter', async () => {
    const response = await county.post('/api/userManager/userExport', { accountId: titleCo, statusType: 'A' });
    expect(response.headers['content-disposition']).toBe('attachment; filename="users.xlsx"');
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const rows = rowsOf(await sheetOf(response));
    expect(rows[0]).toEqual(
      expect.arrayContaining(['Username', 'Name', 'Account', 'User Type', 'View Protected Documents']),
    );
    expect(rows.slice(1).map((row) => row[0])).toEqual(['escrow.officer', 'locked.out01', 'pending.user1']);
    expect(rows[1]!.slice(0, 5)).toEqual(['escrow.officer', 'Maria Sablan', 'Marianas Title', 'User', 'Active']);
  });

  it('gives an account administrator only its own users, without View Protected Documents', async () => {
    const admin = await signedIn(env.app, { username: 'title.admin1', role: 'ACCOUNT', accountId: titleCo });
    const rows = rowsOf(await sheetOf(await admin.client.post('/api/userManager/userExport', {})));
    expect(rows[0]).not.toContain('View Protected Documents');
    expect(rows.slice(1).map((row) => row[0])).toEqual([
      'escrow.officer',
      'locked.out01',
      'pending.user1',
      'title.admin1',
    ]);
  });
});
