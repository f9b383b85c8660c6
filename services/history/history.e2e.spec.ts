import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { HistoryEntry } from '@landrecords/contracts/users/history';
import type { ApiClient } from '../../tests/support/api-client';
import { apiClient } from '../../tests/support/api-client';
import { givenAccount } from '../../tests/support/accounts';
import { testContext } from '../../tests/support/context';
import { givenUser } from '../../tests/support/people';
import { newUserForm, signedIn } from '../../tests/support/user-manager-fixtures';
import { buildApp } from '../app';
import { landLinkStreamId } from '@landrecords/contracts/landlink/events';
import { postgresEventStore } from '@landrecords/projections/platform/eventstore/index';
import { runLedgerCommand, setAccountDocTypes } from '../accounts/index';
import { runBillingNow } from '../billing/index';
import { userRoutes } from '../users/routes';
import { historyCapabilityRoutes } from './index';

let env: { ctx: Awaited<ReturnType<typeof testContext>>; app: Awaited<ReturnType<typeof buildApp>> };
let county: { id: number; client: ApiClient };
let admin: { id: number; client: ApiClient };
let searcher: { id: number; client: ApiClient };
let titleCo: number;
let lawFirm: number;
let madeId: number;
let lawyerId: number;

beforeAll(async () => {
  const ctx = await testContext();
  env = { ctx, app: await buildApp(ctx, { apiRoutes: [userRoutes, historyCapabilityRoutes] }) };
  titleCo = await givenAccount(ctx.pool, { name: 'Marianas Title' });
  lawFirm = await givenAccount(ctx.pool, { name: 'Commonwealth Law', paymentMethod: 'INVOICE' });
  county = await signedIn(env.app, { username: 'county.clerk1', role: 'COUNTY', accountId: lawFirm });
  admin = await signedIn(env.app, { username: 'title.admin1', role: 'ACCOUNT', accountId: titleCo });
  searcher = await signedIn(env.app, { username: 'title.search1', role: 'USER', accountId: titleCo });
  lawyerId = await givenUser(ctx.pool, { username: 'dino.reyes1', accountId: lawFirm });
  await setAccountDocTypes(
    ctx.pool,
    titleCo,
    [{ documentType: 'DEED', imageChargeMethod: 'DOCUMENT', imageRetrieval: true, previewRetrieval: false }],
    { actor: { userId: String(county.id), username: 'county.clerk1', role: 'COUNTY' }, sourceIp: '10.0.0.9' },
  );
  const made = await county.client.post('/api/admin/users', newUserForm(titleCo, { viewJudicialProtection: true }));
  expect(made.statusCode).toBe(201);
  madeId = made.json().id;
  expect((await admin.client.put(`/api/admin/users/${madeId}`, { firstName: 'Mariana' })).statusCode).toBe(200);
  expect((await county.client.put(`/api/admin/users/${madeId}`, { status: 'I' })).statusCode).toBe(200);
  const reset = await county.client.put(`/api/admin/users/${madeId}`, { status: 'A' });
  expect(reset.statusCode).toBe(200);
  const password = await county.client.post('/api/userManager/userPassword', {
    id: madeId,
    password: 'Renewed#2025',
    passwordConfirm: 'Renewed#2025',
  });
  expect(password.statusCode).toBe(200);
});
afterAll(async () => {
  await env.app.close();
  await env.ctx.close();
});

const changeOf = (entry: HistoryEntry | undefined, field: string) =>
  entry?.changes.find((change) => change.field === field);

describe('GET /api/admin/users/:id/history', () => {
  it('lists each change newest first: who, from where, and each field before and after', async () => {
    const response = await county.client.get(`/api/admin/users/${madeId}/history`);
    expect(response.statusCode).toBe(200);
    const entries = response.json() as HistoryEntry[];
    expect(entries.map((entry) => entry.type)).toEqual([
      'UserPasswordChanged',
      'UserStatusChanged',
      'UserStatusChanged',
      'UserChanged',
      'UserCreated',
    ]);
    const [password, activated, deactivated, changed, created] = entries;
    expect(changed).toMatchObject({ username: 'title.admin1', role: 'ACCOUNT', sourceIp: expect.any(String) });
    expect(changed!.changes).toEqual([{ field: 'firstName', from: 'Maria', to: 'Mariana' }]);
    expect(changeOf(deactivated, 'status')).toEqual({ field: 'status', from: 'A', to: 'I' });
    expect([activated!.reason, changeOf(activated, 'status')]).toEqual([
      'manager',
      { field: 'status', from: 'I', to: 'A' },
    ]);
    expect(created).toMatchObject({ id: 1, username: 'county.clerk1', role: 'COUNTY', reason: 'manager' });
    expect(changeOf(created, 'username')).toEqual({ field: 'username', from: null, to: 'escrow.officer' });
    expect(changeOf(created, 'viewJudicialProtection')?.to).toBe(true);
    expect(changeOf(created, 'accountId')).toEqual({ field: 'accountId', from: null, to: 'Marianas Title' });
    expect(password!.changes).toEqual([{ field: 'password', from: null, to: null }]);
    expect(response.body).not.toMatch(/passwordHash|\$argon|\$2[aby]\$/);
    expect(Date.parse(created!.at)).not.toBeNaN();
  });

  it('pages as react-admin asks, with Content-Range', async () => {
    const page = await county.client.get(
      `/api/admin/users/${madeId}/history?range=${encodeURIComponent('[1,2]')}&sort=${encodeURIComponent('["id","DESC"]')}`,
    );
    expect(page.statusCode).toBe(200);
    expect((page.json() as HistoryEntry[]).map((entry) => entry.id)).toEqual([4, 3]);
    expect(page.headers['content-range']).toBe('history 1-2/5');
  });

  it("shows an account administrator its own account's users, without View Protected Documents", async () => {
    const response = await admin.client.get(`/api/admin/users/${madeId}/history`);
    expect(response.statusCode).toBe(200);
    const created = (response.json() as HistoryEntry[]).at(-1);
    expect(changeOf(created, 'username')?.to).toBe('escrow.officer');
    expect(changeOf(created, 'viewJudicialProtection')).toBeUndefined();
  });

  it("answers another account's user, and a user who never was, as no such user", async () => {
    for (const path of [`/api/admin/users/${lawyerId}/history`, `/api/admin/users/999999/history`]) {
      const client = path.includes('999999') ? county.client : admin.client;
      const response = await client.get(path);
      expect([path, response.statusCode, response.json()]).toMatchObject([
        path,
        404,
        { ok: false, message: 'There is no such user.' },
      ]);
    }
  });

  it('refuses a plain user, and asks a caller with no session to sign in', async () => {
    const user = await searcher.client.get(`/api/admin/users/${searcher.id}/history`);
    expect([user.statusCode, user.json().ok]).toEqual([403, false]);
    const guest = await apiClient(env.app).get(`/api/admin/users/${madeId}/history`);
    expect([guest.statusCode, guest.json()]).toMatchObject([403, { ok: false, status: 'LOGIN' }]);
  });

  it('refuses an id PostgreSQL cannot hold with 400 in the envelope', async () => {
    const response = await county.client.get('/api/admin/users/1e30/history');
    expect([response.statusCode, response.json().ok]).toEqual([400, false]);
  });
});

describe('GET /api/admin/accounts/:id/history', () => {
  it("lists an account's changes with who made them, by a person or by a system process", async () => {
    const response = await county.client.get(`/api/admin/accounts/${titleCo}/history`);
    expect(response.statusCode).toBe(200);
    const [docTypes, created] = response.json() as HistoryEntry[];
    expect(docTypes).toMatchObject({ type: 'AccountDocTypesSet', username: 'county.clerk1', sourceIp: '10.0.0.9' });
    expect(changeOf(docTypes, 'docTypes')?.to).toBe(
      'documentType: DEED, imageChargeMethod: DOCUMENT, imageRetrieval: true, previewRetrieval: false',
    );
    expect(created).toMatchObject({ type: 'AccountCreated', username: null, system: 'test' });
    expect(changeOf(created, 'name')).toEqual({ field: 'name', from: null, to: 'Marianas Title' });
  });

  it('shows an account administrator its own account only', async () => {
    expect((await admin.client.get(`/api/admin/accounts/${titleCo}/history`)).statusCode).toBe(200);
    const other = await admin.client.get(`/api/admin/accounts/${lawFirm}/history`);
    expect([other.statusCode, other.json()]).toMatchObject([
      403,
      { ok: false, message: 'You do not have access to this account.' },
    ]);
    const user = await searcher.client.get(`/api/admin/accounts/${titleCo}/history`);
    expect([user.statusCode, user.json().ok]).toEqual([403, false]);
  });

  it('answers an account that never was as no such account', async () => {
    const response = await county.client.get('/api/admin/accounts/999999/history');
    expect([response.statusCode, response.json()]).toMatchObject([
      404,
      { ok: false, message: 'There is no such account.' },
    ]);
  });
});

describe("an account's money in its history", () => {
  it('shows each charge, the monthly fee, the statement and the LandLink posting as readable lines', async () => {
    const { pool } = env.ctx;
    const clerk = { actor: { userId: String(county.id), username: 'county.clerk1', role: 'COUNTY' } };
    const charged = await runLedgerCommand(pool, lawFirm, clerk, {
      type: 'ChargeSearch',
      userId: lawyerId,
      role: 'USER',
      chargeId: 'history-search-1',
      amountCents: 325,
      cardAmountCents: 325,
      description: 'Grantor search: REYES',
    });
    await runBillingNow(pool, clerk, new Date('2026-12-02T00:00:00Z'));
    await postgresEventStore(pool).appendToStream(
      landLinkStreamId(lawFirm),
      [
        {
          type: 'ChargePostedToLandLink',
          data: {
            accountId: lawFirm,
            key: 'posting-1',
            chargeEventId: charged.events[0]!.id,
            landLinkAccount: '1001',
            feeCode: 'SRCH',
            chargeCode: 'S1',
            amountCents: 325,
            duplicate: false,
          },
          metadata: { system: 'landlink' },
        },
      ],
      'any',
    );
    const entries = (await county.client.get(`/api/admin/accounts/${lawFirm}/history`)).json() as HistoryEntry[];
    const lines = (type: string) =>
      Object.fromEntries(
        entries.find((entry) => entry.type === type)!.changes.map((change) => [change.field, change.to]),
      );
    expect(entries.slice(0, 3).map((entry) => entry.type)).toEqual([
      'ChargePostedToLandLink',
      'AccountTasksMarked',
      'StatementIssued',
    ]);
    expect(lines('AccountCharged')).toEqual({
      description: 'Grantor search: REYES',
      kind: 'SEARCH',
      method: 'INVOICE',
      amount: '$3.25',
    });
    expect(lines('StatementIssued')).toEqual({
      number: 1,
      month: '2026-12',
      openingBalance: '$0.00',
      charges: '$3.25',
      payments: '$0.00',
      closingBalance: '$3.25',
    });
    expect(lines('ChargePostedToLandLink')).toMatchObject({ feeCode: 'SRCH', amount: '$3.25' });
    expect(entries.find((entry) => entry.type === 'AccountCharged')).toMatchObject({ username: 'county.clerk1' });
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
  });
});
