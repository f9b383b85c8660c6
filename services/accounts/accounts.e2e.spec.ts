import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { sql } from '@landrecords/projections/platform/database';
import { buildApp } from '../app';
import { apiClient, clientWithSession, type ApiClient } from '../../tests/support/api-client';
import { testContext } from '../../tests/support/context';
import { givenUser } from '../../tests/support/people';
import { configRoutes } from '../config/index';
import { accountRoutes } from './routes';

let ctx: Awaited<ReturnType<typeof testContext>>;
let app: FastifyInstance;
let county: ApiClient;

beforeAll(async () => {
  ctx = await testContext();
  app = await buildApp(ctx, { apiRoutes: [accountRoutes, configRoutes] });
  county = await clientWithSession(app, { userId: '2', username: 'county.clerk1', role: 'COUNTY' });
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

const form = (overrides: Record<string, unknown> = {}) => ({
  id: 0,
  name: 'Pacific Title & Escrow',
  accountType: 'A_LA_CARTE',
  paymentMethod: 'ESCROW',
  monthlyFee: 0,
  flatFeeRateLevel: 0,
  address: 'PO Box 10',
  city: 'Garapan',
  state: 'MP',
  zip: '96950',
  phone: '(670) 555-0110',
  email: 'office@pacifictitle.example',
  landLinkAccount: '40021',
  postToLandLink: true,
  userReload: false,
  ...overrides,
});
const create = async (overrides: Record<string, unknown> = {}) =>
  (await county.post('/api/controlPanel/account', form(overrides))).json().content.account.id as number;
const eventCount = () => ctx.pool.oneFirst(sql.unsafe`SELECT count(*) FROM es_events`);
const statusOfUser = (id: number) => ctx.pool.maybeOneFirst(sql.unsafe`SELECT status FROM users WHERE id = ${id}`);

describe('the account form', () => {
  it('adds and saves an account, applying the dependent rules of 002 §5', async () => {
    const added = await county.post(
      '/api/controlPanel/account',
      form({
        accountType: 'FLAT_FEE',
        paymentMethod: 'INVOICE',
        monthlyFee: 2500,
        flatFeeRateLevel: 2,
        userReload: true,
      }),
    );
    expect(added.json()).toMatchObject({ ok: true, message: 'Account Pacific Title & Escrow added.' });
    const account = added.json().content.account;
    expect(account).toMatchObject({
      accountType: 'FLAT_FEE',
      monthlyFee: 0,
      flatFeeRateLevel: 2,
      userReload: true,
      status: 'A',
    });
    expect(added.json().content.accountCodeDescriptionResults).toContainEqual({
      code: String(account.id),
      description: account.name,
    });
    const read = await county.get(`/api/controlPanel/account/${account.id}`);
    expect(read.json().content).toMatchObject({ name: 'Pacific Title & Escrow', paymentMethodDescription: 'Invoice' });
    expect((await county.get('/api/controlPanel/account/0')).json().content).toMatchObject({ id: 0, name: '' });
  });

  it.each([
    [{ name: '' }, 'name', 'Required.'],
    [{ name: 'x'.repeat(61) }, 'name', '60 characters max.'],
    [{ landLinkAccount: '12a' }, 'landLinkAccount', 'Numeric Account Number'],
    [{ landLinkAccount: '12345678901' }, 'landLinkAccount', 'Numeric Account Number'],
    [{ landLinkAccount: '' }, 'landLinkAccount', 'Required.'],
    [{ address: 'x'.repeat(51) }, 'address', '50 characters max.'],
    [{ city: 'x'.repeat(51) }, 'city', '50 characters max.'],
    [{ zip: '123' }, 'zip', '5-digit zip.'],
    [{ zip: '12a45' }, 'zip', 'Numbers only.'],
    [{ phone: '670 555 0110' }, 'phone', '(XXX) XXX-XXXX'],
    [
      { accountType: 'FLAT_FEE', paymentMethod: 'CREDIT_CARD' },
      'paymentMethod',
      'This payment method is not offered for this account type.',
    ],
  ])('refuses %j with the spec message, storing nothing', async (change, field, message) => {
    const before = await eventCount();
    const response = await county.post('/api/controlPanel/account', form(change));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ ok: false, message, errors: { [field]: [message] } });
    expect(await eventCount()).toBe(before);
  });

  it('takes the monthly fee in dollars and keeps it in cents', async () => {
    const id = await create({ name: 'Monthly Fee Co', paymentMethod: 'INVOICE', monthlyFee: 25.5 });
    expect((await county.get(`/api/controlPanel/account/${id}`)).json().content).toMatchObject({
      monthlyFee: 25.5,
      monthlyFeeDescription: '$25.50',
    });
    expect(await ctx.pool.oneFirst(sql.unsafe`SELECT monthly_fee_cents FROM accounts WHERE id = ${id}`)).toBe(2550);
    const bad = await county.post('/api/controlPanel/account', form({ name: 'Bad Fee Co', monthlyFee: 1.234 }));
    expect(bad.json()).toMatchObject({ ok: false, errors: { monthlyFee: ['Enter an amount in dollars and cents.'] } });
  });

  it('does not ask a credit-card account that does not post to LandLink for a LandLink account', async () => {
    const response = await county.post(
      '/api/controlPanel/account',
      form({ name: 'Walk-in Card Users', paymentMethod: 'CREDIT_CARD', postToLandLink: false, landLinkAccount: '' }),
    );
    expect(response.json().ok).toBe(true);
  });
});

describe('account status and deletion', () => {
  it('deactivates and activates an account together with its users, and keeps an inactive one read-only', async () => {
    const id = await create({ name: 'Rota Surveyors' });
    const a = await givenUser(ctx.pool, { username: 'rota.survey1', accountId: id });
    const b = await givenUser(ctx.pool, { username: 'rota.survey2', accountId: id });
    const off = await county.post('/api/controlPanel/accountChangeStatusSingle', { accountId: id });
    expect(off.json()).toMatchObject({
      ok: true,
      content: { status: 'I' },
      message: 'Account Rota Surveyors and 2 users deactivated.',
    });
    expect([await statusOfUser(a), await statusOfUser(b)]).toEqual(['I', 'I']);
    const locked = await county.post(
      '/api/controlPanel/account',
      form({ id, name: 'Rota Surveyors', city: 'Songsong' }),
    );
    expect(locked.json()).toMatchObject({
      ok: false,
      message: 'This account is inactive: its type, payment, address and contact cannot be changed.',
    });
    const on = await county.post('/api/controlPanel/accountChangeStatusList', {
      accountId: id,
      filterText: 'rota',
      statusType: 'ALL',
    });
    expect(on.json().content.accounts).toEqual([expect.objectContaining({ id, status: 'A', userCount: 2 })]);
    expect([await statusOfUser(a), await statusOfUser(b)]).toEqual(['A', 'A']);
  });

  it('deletes an account and its users', async () => {
    const id = await create({ name: 'Tinian Holdings' });
    const user = await givenUser(ctx.pool, { username: 'tinian.hold1', accountId: id });
    const deleted = await county.post('/api/controlPanel/accountDelete', {
      accountId: id,
      filterText: '',
      includeInactive: true,
    });
    expect(deleted.json().message).toBe('Account Tinian Holdings and 1 user deleted.');
    expect(deleted.json().content.accounts.map((a: { id: number }) => a.id)).not.toContain(id);
    expect(await statusOfUser(user)).toBeNull();
    expect((await county.get(`/api/controlPanel/account/${id}`)).statusCode).toBe(404);
  });
});

describe('the account list and its export', () => {
  it('filters by text and status, and exports accounts.xlsx with the same rows', async () => {
    await create({ name: 'Garapan Abstract Co', city: 'Garapan' });
    const listed = (await county.post('/api/controlPanel/accounts', { filterText: 'abstract', statusType: 'A' })).json()
      .content.accounts;
    expect(listed.map((a: { name: string }) => a.name)).toEqual(['Garapan Abstract Co']);
    const response = await county.post('/api/controlPanel/accountExport', { filterText: '', statusType: 'ALL' });
    expect(response.headers['content-disposition']).toBe('attachment; filename="accounts.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Accounts')!;
    const all = (await county.post('/api/controlPanel/accounts', { filterText: '', statusType: 'ALL' })).json().content
      .accounts;
    expect(sheet.rowCount).toBe(all.length + 1);
    expect(sheet.getRow(1).getCell(2).value).toBe('Account');
    const names = sheet.getColumn(2).values.slice(2);
    expect(names).toEqual(all.map((a: { name: string }) => a.name));
  });

  it('lists accounts needing billing and image renewal until their tasks are run', async () => {
    await ctx.pool.query(sql.unsafe`SELECT 1`);
    const id = await create({
      name: 'Saipan Flat Fee Users',
      accountType: 'FLAT_FEE',
      paymentMethod: 'INVOICE',
      flatFeeRateLevel: 1,
    });
    const needs = async (statusType: string) =>
      (await county.post('/api/controlPanel/accounts', { filterText: 'Saipan Flat', statusType })).json().content
        .accounts.length;
    expect([await needs('NB'), await needs('NIR')]).toEqual([1, 1]);
    const run = await county.post('/api/controlPanel/runAccountTasks', { accountId: id });
    expect(run.json()).toMatchObject({
      ok: true,
      message: 'Account tasks run: billed and images renewed.',
      content: { needsBilling: false },
    });
    expect([await needs('NB'), await needs('NIR')]).toEqual([0, 0]);
    expect((await county.post('/api/controlPanel/prepareToRerunAccountTasks', { accountId: id })).statusCode).toBe(403);
    const trimin = await clientWithSession(app, { userId: '1', username: 'provider.staff', role: 'TRIMIN' });
    const cleared = await trimin.post('/api/controlPanel/prepareToRerunAccountTasks', { accountId: id });
    expect(cleared.json().content).toMatchObject({ lastBilled: null, needsBilling: true });
    const billed = await county.post('/api/controlPanel/accountTasksBilledNow', { id });
    expect(billed.json().content).toMatchObject({ needsBilling: false, needsImageRenewal: true });
  });
});

describe('account settings', () => {
  it('saves document types, organizing them', async () => {
    const id = await create({ name: 'Doc Type Holders' });
    const saved = await county.post('/api/controlPanel/accountDocTypes/organize', {
      accountId: id,
      accountDocTypes: [
        { documentType: 'MTG', imageChargeMethod: 'DOCUMENT', imageRetrieval: false, previewRetrieval: true },
        { documentType: '' },
        { documentType: 'DEED' },
      ],
    });
    expect(saved.json().message).toBe('Document types organized.');
    const read = (await county.get(`/api/controlPanel/accountDocTypes/${id}`)).json().content.accountDocTypesContainer;
    expect(read).toEqual({
      accountId: id,
      accountDocTypes: [
        { documentType: 'DEED', imageChargeMethod: 'PAGE', imageRetrieval: true, previewRetrieval: true },
        { documentType: 'MTG', imageChargeMethod: 'DOCUMENT', imageRetrieval: false, previewRetrieval: true },
      ],
    });
  });

  it('records who organized the document types and from where, as every other change', async () => {
    const id = await create({ name: 'Organized Types' });
    await county.post('/api/controlPanel/accountDocTypes/organize', {
      accountId: id,
      accountDocTypes: [{ documentType: 'MTG' }],
    });
    const metadata = await ctx.pool.one(
      sql.unsafe`SELECT metadata FROM es_events WHERE stream_id = ${`account-${id}`} AND type = 'AccountDocTypesSet'`,
    );
    expect(metadata.metadata).toMatchObject({
      actor: { username: 'county.clerk1', role: 'COUNTY' },
      sourceIp: expect.any(String),
      correlationId: expect.any(String),
    });
  });

  it('saves page access and the flat-fee usage override', async () => {
    await county.post('/api/controlPanel/countyConfig/flatFeeOverride', { countyAdminReload: true });
    const id = await create({
      name: 'Access Limited',
      accountType: 'FLAT_FEE',
      paymentMethod: 'ESCROW',
      flatFeeRateLevel: 1,
    });
    expect((await county.get(`/api/controlPanel/accountPageAccess/${id}`)).json().content.searchByName).toBe(true);
    await county.post('/api/controlPanel/accountPageAccess', { id, searchByName: false });
    expect((await county.get(`/api/controlPanel/accountPageAccess/${id}`)).json().content).toMatchObject({
      searchByName: false,
      searchByPlat: true,
    });
    const usage = await county.post(`/api/controlPanel/accountFlatFeeUsage/${id}`, { id, imagesRemaining: 75 });
    expect(usage.json()).toMatchObject({ ok: true, content: { imagesRemaining: 75 } });
    expect((await county.get(`/api/controlPanel/accountFlatFeeUsage/${id}`)).json().content.imagesRemaining).toBe(75);
    const negative = await county.post(`/api/controlPanel/accountFlatFeeUsage/${id}`, { id, imagesRemaining: -1 });
    expect(negative.json()).toMatchObject({ ok: false, message: 'Whole numbers only.' });
  });

  it('refuses the flat-fee usage override while the county does not let its staff reload (002 §2.4, §6)', async () => {
    const id = await create({
      name: 'Reload Off',
      accountType: 'FLAT_FEE',
      paymentMethod: 'ESCROW',
      flatFeeRateLevel: 1,
    });
    const off = await county.post('/api/controlPanel/countyConfig/flatFeeOverride', { countyAdminReload: false });
    expect(off.json()).toMatchObject({ ok: true });
    const read = await county.get(`/api/controlPanel/accountFlatFeeUsage/${id}`);
    expect(read.json()).toMatchObject({ ok: false, message: 'The county does not allow reloading an account here.' });
    const refused = await county.post(`/api/controlPanel/accountFlatFeeUsage/${id}`, { id, imagesRemaining: 40 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      ok: false,
      message: 'The county does not allow reloading an account here.',
    });
    expect(await ctx.pool.oneFirst(sql.unsafe`SELECT images_remaining FROM accounts WHERE id = ${id}`)).toBe(0);
  });
});

describe('roles', () => {
  it('keeps the account calls to TRIMIN and COUNTY', async () => {
    for (const role of ['ACCOUNT', 'USER', 'GUEST']) {
      const caller = await clientWithSession(app, { userId: '9', username: `some.${role.toLowerCase()}1`, role });
      expect((await caller.post('/api/controlPanel/accounts', {})).statusCode).toBe(403);
      expect((await caller.get('/api/admin/accounts')).statusCode).toBe(403);
    }
    expect((await apiClient(app).post('/api/controlPanel/accounts', {})).json()).toMatchObject({ status: 'LOGIN' });
  });
});

describe('REST resource for react-admin', () => {
  it('lists a page with Content-Range, sorted and filtered', async () => {
    const response = await county.get(
      `/api/admin/accounts?sort=${encodeURIComponent('["name","DESC"]')}&range=${encodeURIComponent('[0,1]')}&filter=${encodeURIComponent('{"status":"A"}')}`,
    );
    const rows = response.json();
    expect(rows).toHaveLength(2);
    expect(rows[0].name.localeCompare(rows[1].name)).toBeGreaterThan(0);
    const total = Number(await ctx.pool.oneFirst(sql.unsafe`SELECT count(*) FROM accounts WHERE status = 'A'`));
    expect(response.headers['content-range']).toBe(`accounts 0-1/${total}`);
    expect(response.headers['access-control-expose-headers']).toBe('Content-Range');
    const bad = await county.get(`/api/admin/accounts?range=${encodeURIComponent('[0')}`);
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a NUL escaped inside the filter or the list body with 400, as any other NUL', async () => {
    const rest = await county.get(`/api/admin/accounts?filter=${encodeURIComponent('{"q":"\\u0000"}')}`);
    expect(rest.statusCode).toBe(400);
    expect(rest.json()).toMatchObject({ ok: false });
    const list = await county.post('/api/controlPanel/accounts', { filterText: 'a\u0000' });
    expect(list.statusCode).toBe(400);
    expect(list.json()).toMatchObject({ ok: false });
  });

  it('creates, reads, updates and deletes through the same rules', async () => {
    const created = await county.post('/api/admin/accounts', form({ name: 'REST Made Co' }));
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect((await county.get(`/api/admin/accounts/${id}`)).json()).toMatchObject({ id, name: 'REST Made Co' });
    const updated = await county.put(`/api/admin/accounts/${id}`, { city: 'San Jose' });
    expect(updated.json()).toMatchObject({ id, city: 'San Jose' });
    const refused = await county.put(`/api/admin/accounts/${id}`, { zip: '1' });
    expect(refused.json()).toMatchObject({ ok: false, message: '5-digit zip.' });
    const deactivated = await county.put(`/api/admin/accounts/${id}`, { status: 'I' });
    expect(deactivated.json().status).toBe('I');
    expect((await county.delete(`/api/admin/accounts/${id}`)).json()).toMatchObject({ id });
    expect((await county.get(`/api/admin/accounts/${id}`)).statusCode).toBe(404);
    const many = await county.get(`/api/admin/accounts?filter=${encodeURIComponent(JSON.stringify({ id: [id] }))}`);
    expect(many.json()).toEqual([]);
  });
});
