import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { sql } from '../platform/database';
import { buildApp } from '../platform/http/app';
import { apiClient, clientWithSession, type ApiClient } from '../../tests/support/api-client';
import { givenAccount } from '../../tests/support/accounts';
import { testContext } from '../../tests/support/context';
import { givenUser } from '../../tests/support/people';
import { authRoutes } from '../auth/routes';
import { userRoutes } from './routes';

let ctx: Awaited<ReturnType<typeof testContext>>;
let app: FastifyInstance;
let county: ApiClient;
let admin: ApiClient;
let adminId: number;
let titleCo: number;
let lawFirm: number;
let lawyer: number;

beforeAll(async () => {
  ctx = await testContext();
  app = await buildApp(ctx, { apiRoutes: [authRoutes, userRoutes] });
  titleCo = await givenAccount(ctx.pool, { name: 'Marianas Title' });
  lawFirm = await givenAccount(ctx.pool, { name: 'Commonwealth Law', paymentMethod: 'INVOICE' });
  adminId = await givenUser(ctx.pool, { username: 'title.admin1', role: 'ACCOUNT', accountId: titleCo });
  lawyer = await givenUser(ctx.pool, { username: 'law.clerk01', accountId: lawFirm });
  county = await clientWithSession(app, { userId: '1', username: 'county.clerk1', role: 'COUNTY' });
  admin = await clientWithSession(app, { userId: String(adminId), username: 'title.admin1', role: 'ACCOUNT' });
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

const newUser = (overrides: Record<string, unknown> = {}) => ({
  id: 0,
  username: 'escrow.officer',
  password: 'Closing#2024',
  role: 'USER',
  accountId: titleCo,
  firstName: 'Maria',
  lastName: 'Sablan',
  company: 'Marianas Title',
  address: 'PO Box 77',
  city: 'Garapan',
  state: 'MP',
  zip: '96950',
  email: 'maria@marianastitle.example',
  phoneFormatType: 'STANDARD',
  phone: '(670) 555-0190',
  ...overrides,
});
const eventCount = () => ctx.pool.oneFirst(sql.unsafe`SELECT count(*) FROM es_events`);
const usernames = (users: Array<{ username: string }>) => users.map((user) => user.username);

describe('user manager: an ACCOUNT administrator within its account', () => {
  it('adds a user to its own account, who can then sign in', async () => {
    const added = await admin.post('/api/userManager/user', newUser());
    expect(added.json()).toMatchObject({ ok: true, message: 'User escrow.officer added.' });
    const login = await apiClient(app).post('/api/auth/login', {
      username: 'escrow.officer',
      password: 'Closing#2024',
    });
    expect(login.json()).toMatchObject({ ok: true, content: { accountName: 'Marianas Title' } });
  });

  it('sees only its account’s users, and never View Protected Documents', async () => {
    const list = (await admin.post('/api/userManager/users', { filterText: '', statusType: 'ALL' })).json().content
      .users;
    expect(usernames(list).sort()).toEqual(['escrow.officer', 'title.admin1']);
    expect(list[0]).not.toHaveProperty('viewJudicialProtection');
    const other = await admin.get(`/api/userManager/user/${lawyer}`);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ ok: false, message: 'You do not have access to this user.' });
    const narrowed = (await admin.post('/api/userManager/users', { accountId: lawFirm })).json().content.users;
    expect(narrowed).toEqual([]);
  });

  it('is refused other accounts, county user types, protected documents and itself', async () => {
    for (const [change, message] of [
      [{ username: 'sneaky.user1', accountId: lawFirm }, 'You do not have access to this account.'],
      [{ username: 'sneaky.user2', role: 'COUNTY' }, 'You may not give this user type.'],
      [
        { username: 'sneaky.user3', viewJudicialProtection: true },
        'Only county staff may set View Protected Documents.',
      ],
    ] as const) {
      const before = await eventCount();
      const response = await admin.post('/api/userManager/user', newUser(change));
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(message);
      expect(await eventCount()).toBe(before);
    }
    expect((await admin.post('/api/userManager/userDelete', { userId: adminId })).json().message).toBe(
      'You cannot delete yourself.',
    );
    expect((await admin.post('/api/userManager/userChangeStatusSingle', { userId: lawyer })).statusCode).toBe(403);
    expect(
      (
        await admin.post('/api/userManager/userPassword', {
          id: lawyer,
          password: 'Taken#Over1',
          passwordConfirm: 'Taken#Over1',
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('user manager: county staff', () => {
  it('lists every account’s users, filtered by text, status and account', async () => {
    const all = (await county.post('/api/userManager/users', {})).json().content.users;
    expect(usernames(all)).toEqual(expect.arrayContaining(['law.clerk01', 'title.admin1']));
    expect(all[0]).toHaveProperty('viewJudicialProtection');
    const law = (await county.post('/api/userManager/users', { accountId: lawFirm })).json().content.users;
    expect(usernames(law)).toEqual(['law.clerk01']);
    const byText = (await county.post('/api/userManager/users', { filterText: 'sablan' })).json().content.users;
    expect(usernames(byText)).toEqual(['escrow.officer']);
  });

  it('deactivates and activates, with the list refreshed, and keeps an inactive user read-only', async () => {
    const off = await county.post('/api/userManager/userChangeStatusList', { userId: lawyer, statusType: 'I' });
    expect(off.json()).toMatchObject({ ok: true, message: 'User law.clerk01 deactivated.' });
    expect(usernames(off.json().content.users)).toEqual(['law.clerk01']);
    const edit = await county.post(
      '/api/userManager/user',
      newUser({ id: lawyer, accountId: lawFirm, city: 'Susupe' }),
    );
    expect(edit.json().message).toBe('This user is not active. Activate the user before changing it.');
    const on = await county.post('/api/userManager/userChangeStatusSingle', { userId: lawyer, includeInactive: true });
    expect(on.json()).toMatchObject({ ok: true, content: { status: 'A' } });
  });

  it('sets View Protected Documents and a new password that signs the user out', async () => {
    const session = apiClient(app);
    await session.post('/api/auth/login', { username: 'law.clerk01', password: 'Secret#2024' });
    const saved = await county.post(
      '/api/userManager/user',
      newUser({ id: lawyer, accountId: lawFirm, viewJudicialProtection: true }),
    );
    expect(saved.json().ok).toBe(true);
    expect((await county.get(`/api/userManager/user/${lawyer}`)).json().content.viewJudicialProtection).toBe(true);
    const mismatch = await county.post('/api/userManager/userPassword', {
      id: lawyer,
      password: 'New#Pass2024',
      passwordConfirm: 'Other#2024',
    });
    expect(mismatch.json()).toMatchObject({ ok: false, message: 'Mismatched passwords.' });
    const reset = await county.post('/api/userManager/userPassword', {
      id: lawyer,
      password: 'New#Pass2024',
      passwordConfirm: 'New#Pass2024',
    });
    expect(reset.json()).toMatchObject({ ok: true, message: 'Password updated for law.clerk01.' });
    expect((await session.get('/api/currentUser/loginStatus')).statusCode).toBe(403);
  });

  it.each([
    [{ username: 'bad' }, 'username', 'At least 8 characters long.'],
    [
      { password: 'plainpassword' },
      'password',
      'Must contain a letter, a number and a special character. Special characters are !@#$%^&',
    ],
    [{ firstName: '' }, 'firstName', 'Required.'],
    [{ email: '' }, 'email', 'Required.'],
    [{ email: 'not-an-email' }, 'email', 'Enter a valid email address.'],
    [{ zip: '9695' }, 'zip', '5-digit zip.'],
    [{ phone: '6705550190' }, 'phone', '(XXX) XXX-XXXX'],
  ])('refuses a new user with %j, saving nothing', async (change, field, message) => {
    const before = await eventCount();
    const response = await county.post('/api/userManager/user', newUser({ username: 'valid.new01', ...change }));
    expect(response.json()).toMatchObject({ ok: false, message, errors: { [field]: [message] } });
    expect(await eventCount()).toBe(before);
  });

  it('offers a new-user form on the first allowable account with role USER', async () => {
    const template = (await admin.get('/api/userManager/user/0')).json().content;
    expect(template).toMatchObject({ id: 0, role: 'USER', accountId: titleCo, allowableRoles: ['ACCOUNT', 'USER'] });
  });

  it('exports users.xlsx holding the rows of the filter', async () => {
    const response = await county.post('/api/userManager/userExport', { filterText: 'law' });
    expect(response.headers['content-disposition']).toBe('attachment; filename="users.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Users')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Username');
    expect(sheet.getColumn(1).values.slice(2)).toEqual(['law.clerk01']);
  });

  it('deletes a user', async () => {
    const id = await givenUser(ctx.pool, { username: 'leaving.soon', accountId: lawFirm });
    const response = await county.post('/api/userManager/userDelete', {
      userId: id,
      accountId: lawFirm,
      includeInactive: true,
    });
    expect(response.json().message).toBe('User leaving.soon deleted.');
    expect(usernames(response.json().content.users)).toEqual(['law.clerk01']);
  });

  it('is closed to USER and GUEST, and to strangers', async () => {
    const user = await clientWithSession(app, { userId: String(lawyer), username: 'law.clerk01', role: 'USER' });
    expect((await user.post('/api/userManager/users', {})).statusCode).toBe(403);
    expect((await apiClient(app).post('/api/userManager/users', {})).json()).toMatchObject({ status: 'LOGIN' });
  });
});

describe('REST resource for react-admin', () => {
  it('lists the caller’s users with Content-Range, sorted and paged', async () => {
    const page = await county.get(
      `/api/admin/users?sort=${encodeURIComponent('["username","DESC"]')}&range=${encodeURIComponent('[0,1]')}`,
    );
    const total = Number(await ctx.pool.oneFirst(sql.unsafe`SELECT count(*) FROM users`));
    expect(page.headers['content-range']).toBe(`users 0-1/${total}`);
    const rows = page.json();
    expect(rows[0].username.localeCompare(rows[1].username)).toBeGreaterThan(0);
    const scoped = await admin.get('/api/admin/users');
    expect(scoped.headers['content-range']).toBe('users 0-1/2');
  });

  it('creates, updates, deactivates and deletes through the same rules', async () => {
    const created = await admin.post('/api/admin/users', newUser({ username: 'rest.made01' }));
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect((await admin.put(`/api/admin/users/${id}`, { city: 'Chalan Kanoa' })).json()).toMatchObject({
      id,
      city: 'Chalan Kanoa',
    });
    expect((await admin.put(`/api/admin/users/${id}`, { status: 'I' })).json().status).toBe('I');
    expect((await admin.get(`/api/admin/users/${lawyer}`)).statusCode).toBe(403);
    expect((await admin.delete(`/api/admin/users/${id}`)).json()).toMatchObject({ id });
    expect((await admin.get(`/api/admin/users/${id}`)).statusCode).toBe(404);
  });
});
