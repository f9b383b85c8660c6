import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { demoEscrowDeposit } from '../../ops/demo/escrow-deposit';
import { loadDemoData } from '../../ops/demo/load';
import { sql } from '@landrecords/projections/platform/database';
import { formatDate, todayIn, type CalendarDate } from '@landrecords/contracts/validation/dates';
import { apiClient, clientWithSession, type ApiClient } from '../../tests/support/api-client';
import { testContext } from '../../tests/support/context';
import { pdfText } from '../../tests/support/pdf-text';
import { runLedgerCommand } from '../accounts/index';
import { buildApp } from '../app';
import { portalRoutes } from './routes';

// The demo county's clock: ten hours ahead of UTC, so a county day and a UTC day never line up.
const TIME_ZONE = 'Pacific/Saipan';
let ctx: Awaited<ReturnType<typeof testContext>>;
let app: FastifyInstance;
let admin: ApiClient;
let searcher: ApiClient;
let guest: ApiClient;
let accountId: number;
let searcherId: number;
let today: CalendarDate;

const userOf = async (username: string) =>
  ctx.pool.one(sql.unsafe`SELECT id, role, account_id FROM users WHERE username = ${username}`);
const signedIn = async (username: string) => {
  const user = await userOf(username);
  return clientWithSession(app, { userId: String(user.id), username, role: String(user.role) });
};

/** A search charged to the escrow account, as search-charge.ts charges one. */
const chargeSearch = (userId: number, role: 'ACCOUNT' | 'USER', chargeId: string, amountCents: number) =>
  runLedgerCommand(
    ctx.pool,
    accountId,
    { system: 'test' },
    {
      type: 'ChargeSearch',
      userId,
      role,
      chargeId,
      cardAmountCents: amountCents,
      amountCents,
      description: 'Name search SMITH',
    },
  );

/** Moves a recorded transaction to a moment of the county's clock: `days` from today at hh:mm. */
const moveTo = (chargeId: string, days: number, time: string) =>
  ctx.pool.query(sql.unsafe`
    UPDATE account_transactions
    SET recorded_at = ((now() AT TIME ZONE ${TIME_ZONE})::date + ${days}::int + ${time}::time) AT TIME ZONE ${TIME_ZONE}
    WHERE charge_id = ${chargeId}`);

const totalsOf = async (client: ApiClient) => {
  const response = await client.get('/api/home/transactionTotals');
  expect(response.statusCode).toBe(200);
  return response.json().content;
};

beforeAll(async () => {
  ctx = await testContext();
  await loadDemoData(ctx.pool);
  app = await buildApp(ctx, { apiRoutes: [portalRoutes] });
  today = todayIn(TIME_ZONE);
  const escrow = await demoEscrowDeposit(ctx.pool, 500_00, 'opening-deposit');
  accountId = escrow.accountId;
  searcherId = Number((await userOf('escrow.searcher')).id);
  // The administrator's deposit and search, then the searcher's three searches: $500.00 in, $14.00 out.
  await chargeSearch(escrow.userId, 'ACCOUNT', 'admin-search', 5_00);
  await chargeSearch(searcherId, 'USER', 'searcher-today', 4_00);
  await chargeSearch(searcherId, 'USER', 'searcher-midnight', 3_00);
  await chargeSearch(searcherId, 'USER', 'searcher-yesterday', 2_00);
  // Just after the county's midnight (the UTC calendar's day before) and just before it (yesterday).
  await moveTo('searcher-midnight', 0, '00:01');
  await moveTo('searcher-yesterday', -1, '23:59');
  admin = await signedIn('escrow.admin');
  searcher = await signedIn('escrow.searcher');
  guest = await signedIn('guestuser');
}, 120_000);
afterAll(async () => {
  await app.close();
  await ctx.close();
});

describe('home/transactionTotals: the home card (000 §2 Transactions card)', () => {
  it('sends a visitor who is not signed in to the login page, and refuses GUEST', async () => {
    const anonymous = await apiClient(app).get('/api/home/transactionTotals');
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json()).toMatchObject({ ok: false, status: 'LOGIN', content: null });
    const refused = await guest.get('/api/home/transactionTotals');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ ok: false, message: 'You do not have access to this.', content: null });
  });

  it("counts a user's own transactions by the county's days: today from its midnight, yesterday apart", async () => {
    const { reportType, totals } = await totalsOf(searcher);
    expect(reportType).toBe('USER');
    const yesterdayThisMonth = today.day > 1;
    const yesterdayThisYear = !(today.month === 1 && today.day === 1);
    expect(totals).toEqual([
      {
        range: 'TODAY',
        from: formatDate(today),
        to: formatDate(today),
        count: 2,
        creditsCents: 0,
        debitsCents: 7_00,
        netCents: -7_00,
      },
      {
        range: 'MONTH',
        from: formatDate({ ...today, day: 1 }),
        to: formatDate(today),
        count: yesterdayThisMonth ? 3 : 2,
        creditsCents: 0,
        debitsCents: yesterdayThisMonth ? 9_00 : 7_00,
        netCents: yesterdayThisMonth ? -9_00 : -7_00,
      },
      {
        range: 'YTD',
        from: formatDate({ ...today, month: 1, day: 1 }),
        to: formatDate(today),
        count: yesterdayThisYear ? 3 : 2,
        creditsCents: 0,
        debitsCents: yesterdayThisYear ? 9_00 : 7_00,
        netCents: yesterdayThisYear ? -9_00 : -7_00,
      },
    ]);
  });

  it("gives an account administrator the whole account's, the deposit a credit: the net is the escrow balance", async () => {
    const { reportType, totals } = await totalsOf(admin);
    expect(reportType).toBe('ACCOUNT');
    const year = totals.find((total: { range: string }) => total.range === 'YTD');
    expect(year).toMatchObject({ count: 5, creditsCents: 500_00, debitsCents: 14_00, netCents: 486_00 });
    const balance = await ctx.pool.oneFirst(
      sql.unsafe`SELECT escrow_balance_cents FROM accounts WHERE id = ${accountId}`,
    );
    expect(Number(balance)).toBe(486_00);
  });
});

describe('home/transactionReport: signed as a statement', () => {
  it('prints a deposit as a credit and a charge as a debit, and a total that is the balance', async () => {
    const response = await admin.post('/api/home/transactionReport', { reportType: 'ACCOUNT', reportRange: 'YTD' });
    expect(response.statusCode).toBe(200);
    const { text } = await pdfText(response.rawPayload);
    const lines = text.split('\n');
    expect(lines[lines.indexOf('Escrow deposit') + 1]).toBe('$500.00');
    expect(lines).toContain('-$5.00');
    expect(lines).not.toContain('-$500.00');
    expect(text).toContain('Credits: $500.00, Debits: -$14.00, Total: $486.00');
  });

  it("prints a user's own charges as debits, and the total as what they spent", async () => {
    const response = await searcher.post('/api/home/transactionReport', { reportType: 'USER', reportRange: 'TODAY' });
    const { text } = await pdfText(response.rawPayload);
    expect(text.split('\n').filter((line) => line === '-$4.00' || line === '-$3.00')).toHaveLength(2);
    expect(text).toContain('Credits: $0.00, Debits: -$7.00, Total: -$7.00');
  });
});
