import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import type { ApiClient } from '../../tests/support/api-client';
import { givenAccount } from '../../tests/support/accounts';
import { givenUser } from '../../tests/support/people';
import { recordFailedSignIn } from './user.commands';
import {
  browserOf,
  editedForm,
  newUserForm,
  signedIn,
  userManagerApp,
  usernames,
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
  await county.post('/api/userManager/user', newUserForm(titleCo));
});
afterAll(async () => {
  await env.close();
});

const list = async (body: Record<string, unknown>) =>
  usernames((await county.post('/api/userManager/users', body)).json().content.users);

describe('the list and its buttons', () => {
  it('filters by text, status (ALL shows locked users too) and account', async () => {
    const locked = await givenUser(env.ctx.pool, { username: 'locked.out01', accountId: titleCo });
    await recordFailedSignIn(env.ctx.pool, locked, { maxAttempts: 1, windowMinutes: 15 }, {});
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
