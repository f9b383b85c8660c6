import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AuditCheck, AuditView } from '@landrecords/contracts/auditor/view';
import { sql } from '@landrecords/projections/platform/database';
import type { ApiClient } from '../../tests/support/api-client';
import { pdfJsText } from '../../tests/support/pdf-js-text';
import { apiClient } from '../../tests/support/api-client';
import { givenAccount } from '../../tests/support/accounts';
import { testContext } from '../../tests/support/context';
import { signedIn } from '../../tests/support/user-manager-fixtures';
import { runLedgerCommand } from '../accounts/index';
import { buildApp } from '../app';
import { runBillingNow } from '../billing/index';
import { saveSection } from '../config/index';
import { changeUser } from '../users/index';
import { auditorCapabilityRoutes } from './index';
import { streamBatches } from './stream-batches';

let env: { ctx: Awaited<ReturnType<typeof testContext>>; app: Awaited<ReturnType<typeof buildApp>> };
let county: { id: number; client: ApiClient };
let trimin: { id: number; client: ApiClient };
let accountAdmin: { id: number; client: ApiClient };
let buyer: { id: number; client: ApiClient };
let escrowCo: number;
let lawFirm: number;

const clerk = { actor: { userId: '1', username: 'county.clerk9', role: 'COUNTY' }, sourceIp: '10.0.0.7' };
const pause = () => new Promise((resolve) => setTimeout(resolve, 15));

beforeAll(async () => {
  const ctx = await testContext();
  env = { ctx, app: await buildApp(ctx, { apiRoutes: [auditorCapabilityRoutes] }) };
  escrowCo = await givenAccount(ctx.pool, { name: 'Saipan Escrow', paymentMethod: 'ESCROW' });
  lawFirm = await givenAccount(ctx.pool, { name: 'Tinian Law', paymentMethod: 'INVOICE' });
  county = await signedIn(env.app, { username: 'county.clerk9', role: 'COUNTY', accountId: lawFirm });
  trimin = await signedIn(env.app, { username: 'trimin.staff9', role: 'TRIMIN', accountId: lawFirm });
  accountAdmin = await signedIn(env.app, { username: 'escrow.admin9', role: 'ACCOUNT', accountId: escrowCo });
  buyer = await signedIn(env.app, { username: 'escrow.buyer9', role: 'USER', accountId: escrowCo });
  const { pool } = ctx;
  const deposit = (depositId: string, amountCents: number) =>
    runLedgerCommand(pool, escrowCo, clerk, {
      type: 'Deposit',
      userId: buyer.id,
      depositId,
      amountCents,
      surchargeCents: 0,
      provider: 'sandbox',
      transactionId: `t-${depositId}`,
    });
  const search = (chargeId: string, amountCents: number, accountId = escrowCo, userId = buyer.id) =>
    runLedgerCommand(pool, accountId, clerk, {
      type: 'ChargeSearch',
      userId,
      role: 'USER',
      chargeId,
      amountCents,
      cardAmountCents: amountCents,
      description: `Grantor search ${chargeId}`,
    });
  await pause();
  await deposit('deposit-1', 10_000);
  await pause();
  await search('search-1', 325);
  await pause();
  await search('search-2', 1_250);
  await pause();
  await deposit('deposit-2', 500);
  await search('law-search-1', 700, lawFirm, county.id);
  await runBillingNow(pool, clerk, new Date('2026-12-02T00:00:00Z'));
  await changeUser(pool, buyer.id, { firstName: 'Teresa' }, clerk);
});
afterAll(async () => {
  await env.app.close();
  await env.ctx.close();
});

const viewOf = async (client: ApiClient, path: string): Promise<AuditView> => {
  const response = await client.get(path);
  expect([path, response.statusCode]).toEqual([path, 200]);
  return response.json().content as AuditView;
};
const checkOf = async (path: string) => {
  const response = await county.client.get(`${path}/check`);
  expect(response.statusCode).toBe(200);
  return response.json() as { message: string; content: AuditCheck };
};

describe('an account: its events in order with the running balance', () => {
  it('lists every event with the escrow balance after it, as the fold of its stream leaves it', async () => {
    const view = await viewOf(county.client, `/api/auditor/account/${escrowCo}`);
    expect(view.title).toBe('Saipan Escrow');
    const money = view.events.filter((event) => event.amountCents !== null);
    expect(money.map((event) => [event.type, event.amountCents, event.balances?.escrowCents])).toEqual([
      ['EscrowDeposited', 10_000, 10_000],
      ['AccountCharged', 325, 9_675],
      ['AccountCharged', 1_250, 8_425],
      ['EscrowDeposited', 500, 8_925],
    ]);
    expect(view.events.map((event) => event.seq)).toEqual(view.events.map((_, index) => index + 1));
    expect(view.events[0]).toMatchObject({ type: 'AccountCreated', system: 'test', balances: { escrowCents: 0 } });
    const charge = money[1]!;
    expect(charge).toMatchObject({ username: 'county.clerk9', role: 'COUNTY', sourceIp: '10.0.0.7' });
    expect(charge.lines).toEqual(
      expect.arrayContaining([
        { field: 'amount', value: '$3.25' },
        { field: 'description', value: 'Grantor search search-1' },
      ]),
    );
    expect(view.state).toMatchObject({ at: null, exists: true, balances: { escrowCents: 8_925 } });
    // The log's chain head over the streams the view read, as a printed report carries it.
    expect(view.chainHead).toMatch(/^([0-9a-f]{8} ){4}@ tx \d+ \(\d+ streams?, \d+ events?\)$/);
  });

  it('gives the balance as of a moment: the events until then, the state they leave', async () => {
    const whole = await viewOf(county.client, `/api/auditor/account/${escrowCo}`);
    const secondCharge = whole.events.find((event) => event.amountCents === 1_250)!;
    const asOf = new Date(Date.parse(secondCharge.at) + 1).toISOString();
    const then = await viewOf(county.client, `/api/auditor/account/${escrowCo}?asOf=${encodeURIComponent(asOf)}`);
    expect(then.events.at(-1)!.eventId).toBe(secondCharge.eventId);
    expect(then.state).toMatchObject({ at: asOf, exists: true, version: secondCharge.streamPosition });
    expect(then.state.balances?.escrowCents).toBe(8_425);
    const before = new Date(Date.parse(whole.events[0]!.at) - 60_000).toISOString();
    const none = await viewOf(county.client, `/api/auditor/account/${escrowCo}?asOf=${encodeURIComponent(before)}`);
    expect([none.events, none.state.exists, none.state.balances]).toEqual([[], false, null]);
  });

  it('shows an invoiced account’s charges and its statement on the statement balance', async () => {
    const view = await viewOf(trimin.client, `/api/auditor/account/${lawFirm}`);
    const statement = view.events.find((event) => event.type === 'StatementIssued')!;
    expect(statement.balances).toMatchObject({ statementBalanceCents: 700, periodChargesCents: 0 });
    const charge = view.events.find((event) => event.type === 'AccountCharged')!;
    expect(charge.balances).toMatchObject({ periodChargesCents: 700, statementBalanceCents: 0 });
  });

  it('refuses an as-of that is not a date and time, and an account that never was', async () => {
    const bad = await county.client.get(`/api/auditor/account/${escrowCo}?asOf=yesterday`);
    expect([bad.statusCode, bad.json()]).toMatchObject([
      400,
      { ok: false, message: 'The as-of moment is not a valid date and time.' },
    ]);
    const none = await county.client.get('/api/auditor/account/999999');
    expect([none.statusCode, none.json()]).toMatchObject([404, { ok: false, message: 'There is no such account.' }]);
  });
});

describe('the replay check', () => {
  it('reads a stream in batches, in order, none twice', async () => {
    const sizes: number[] = [];
    const positions: number[] = [];
    for await (const batch of streamBatches(env.ctx.pool, `account-${escrowCo}`, 2)) {
      sizes.push(batch.length);
      positions.push(...batch.map((event) => event.streamPosition));
    }
    expect(sizes.every((size) => size <= 2)).toBe(true);
    expect(positions).toEqual(positions.map((_, index) => index + 1));
    expect(positions.length).toBeGreaterThanOrEqual(5);
  });

  it('agrees on a clean log: the account, its ledger and its statement', async () => {
    for (const id of [escrowCo, lawFirm]) {
      const { message, content } = await checkOf(`/api/auditor/account/${id}`);
      expect([id, content.agrees, content.differences]).toEqual([id, true, []]);
      expect(content.readModels).toEqual(
        expect.arrayContaining(['accounts', 'account_transactions', 'statements', 'purchased_pages']),
      );
      expect(message).toMatch(/^The read models agree with a replay of the log\. Events replayed: \d+\.$/);
      expect(content.chainHead).toMatch(/ @ tx \d+ \(1 stream, \d+ events\)$/);
    }
  });

  it('finds each row the test corrupts: a balance, a transaction, a statement', async () => {
    const { pool } = env.ctx;
    await pool.query(sql.unsafe`UPDATE accounts SET escrow_balance_cents = 999 WHERE id = ${escrowCo}`);
    await pool.query(sql.unsafe`
      UPDATE account_transactions SET amount_cents = 1 WHERE account_id = ${escrowCo} AND charge_id = 'search-2'`);
    await pool.query(sql.unsafe`UPDATE statements SET charges_cents = 5 WHERE account_id = ${lawFirm}`);
    const escrow = await checkOf(`/api/auditor/account/${escrowCo}`);
    expect(escrow.content.agrees).toBe(false);
    expect(escrow.content.differences).toEqual(
      expect.arrayContaining([
        {
          readModel: 'accounts',
          key: `account ${escrowCo}`,
          field: 'escrowBalanceCents',
          replayed: 8_925,
          readModelValue: 999,
        },
        expect.objectContaining({
          readModel: 'account_transactions',
          field: 'amount_cents',
          replayed: 1_250,
          readModelValue: 1,
        }),
      ]),
    );
    expect(escrow.content.differences).toHaveLength(2);
    expect(escrow.message).toBe('The read models differ from a replay of the log. Differences: 2.');
    const law = await checkOf(`/api/auditor/account/${lawFirm}`);
    expect(law.content.differences).toEqual([
      {
        readModel: 'statements',
        key: `account ${lawFirm}, statement 1`,
        field: 'charges_cents',
        replayed: 700,
        readModelValue: 5,
      },
    ]);
    await pool.query(sql.unsafe`UPDATE statements SET charges_cents = 700 WHERE account_id = ${lawFirm}`);
    // A statement event that says other totals than its own stream gives: the log disagrees with itself.
    const statementEvent = sql.fragment`stream_id = ${`account-${lawFirm}`} AND type = 'StatementIssued'`;
    await pool.query(
      sql.unsafe`UPDATE es_events SET data = jsonb_set(data, '{chargesCents}', '9') WHERE ${statementEvent}`,
    );
    expect((await checkOf(`/api/auditor/account/${lawFirm}`)).content.differences).toEqual([
      {
        readModel: 'log',
        key: `account ${lawFirm}, statement 1`,
        field: 'StatementIssued.chargesCents',
        replayed: 700,
        readModelValue: 9,
      },
    ]);
    await pool.query(
      sql.unsafe`UPDATE es_events SET data = jsonb_set(data, '{chargesCents}', '700') WHERE ${statementEvent}`,
    );
    await pool.query(sql.unsafe`UPDATE accounts SET escrow_balance_cents = 8925 WHERE id = ${escrowCo}`);
    await pool.query(sql.unsafe`
      UPDATE account_transactions SET amount_cents = 1250 WHERE account_id = ${escrowCo} AND charge_id = 'search-2'`);
  });
});

describe('a user', () => {
  it('lists its own events and the money it moved, with its account’s balance after each', async () => {
    const view = await viewOf(county.client, `/api/auditor/user/${buyer.id}`);
    expect(view.title).toBe('escrow.buyer9');
    expect(view.events.map((event) => [event.type, event.balances?.escrowCents ?? null])).toEqual([
      ['UserCreated', null],
      ['EscrowDeposited', 10_000],
      ['AccountCharged', 9_675],
      ['AccountCharged', 8_425],
      ['EscrowDeposited', 8_925],
      ['UserChanged', null],
    ]);
    expect(JSON.stringify(view)).not.toMatch(/argon|passwordHash/);
    expect(view.state.fields).toEqual(expect.arrayContaining([{ field: 'firstName', value: 'Teresa' }]));
  });

  it('agrees on a clean log, and finds a corrupted users row', async () => {
    expect((await checkOf(`/api/auditor/user/${buyer.id}`)).content).toMatchObject({ agrees: true, differences: [] });
    await env.ctx.pool.query(sql.unsafe`UPDATE users SET first_name = 'Mallory' WHERE id = ${buyer.id}`);
    const check = await checkOf(`/api/auditor/user/${buyer.id}`);
    expect(check.content.differences).toEqual([
      {
        readModel: 'users',
        key: `user ${buyer.id}`,
        field: 'first_name',
        replayed: 'Teresa',
        readModelValue: 'Mallory',
      },
    ]);
    await env.ctx.pool.query(sql.unsafe`UPDATE users SET first_name = 'Teresa' WHERE id = ${buyer.id}`);
  });
});

describe('a configuration section', () => {
  it('gives the configuration in force at a moment, and what each save changed', async () => {
    const { pool } = env.ctx;
    const news = (paragraphContent: string) => ({ paragraphs: [{ heading: 'Hours', paragraphContent }] });
    await saveSection(pool, 'latestNews', news('Office closed on Monday.'), clerk);
    await pause();
    await saveSection(pool, 'latestNews', news('Office open on Saturday.'), clerk);
    const view = await viewOf(county.client, '/api/auditor/section/latestNews');
    expect(view.events.map((event) => [event.type, event.username, event.lines])).toEqual([
      [
        'CountyConfigSectionSaved',
        'county.clerk9',
        [
          { field: 'paragraphs.0.heading', value: 'Hours' },
          { field: 'paragraphs.0.paragraphContent', value: 'Office closed on Monday.' },
        ],
      ],
      [
        'CountyConfigSectionSaved',
        'county.clerk9',
        [{ field: 'paragraphs.0.paragraphContent', value: 'Office open on Saturday.' }],
      ],
    ]);
    const asOf = new Date(Date.parse(view.events[0]!.at) + 1).toISOString();
    const then = await viewOf(county.client, `/api/auditor/section/latestNews?asOf=${encodeURIComponent(asOf)}`);
    expect(then.state).toMatchObject({ exists: true, version: 1 });
    expect(then.state.fields).toContainEqual({
      field: 'paragraphs.0.paragraphContent',
      value: 'Office closed on Monday.',
    });
    expect(view.state.fields).toContainEqual({
      field: 'paragraphs.0.paragraphContent',
      value: 'Office open on Saturday.',
    });
    const before = new Date(Date.parse(view.events[0]!.at) - 60_000).toISOString();
    const defaults = await viewOf(county.client, `/api/auditor/section/latestNews?asOf=${encodeURIComponent(before)}`);
    expect(defaults.state).toMatchObject({ exists: false, version: 0, fields: [{ field: 'paragraphs', value: '[]' }] });
  });

  it('agrees on a clean log, and finds a corrupted county_config row', async () => {
    expect((await checkOf('/api/auditor/section/latestNews')).content.agrees).toBe(true);
    await env.ctx.pool.query(sql.unsafe`
      UPDATE county_config SET "values" = jsonb_set("values", '{paragraphs,0,heading}', '"Forged"')
      WHERE section = 'latestNews'`);
    const check = await checkOf('/api/auditor/section/latestNews');
    expect(check.content.differences).toEqual([
      {
        readModel: 'county_config',
        key: 'section latestNews',
        field: 'values.paragraphs',
        replayed: '[{"heading":"Hours","paragraphContent":"Office open on Saturday."}]',
        readModelValue: '[{"heading":"Forged","paragraphContent":"Office open on Saturday."}]',
      },
    ]);
  });

  it('refuses a section that does not exist', async () => {
    const response = await county.client.get('/api/auditor/section/noSuchThing');
    expect([response.statusCode, response.json()]).toMatchObject([
      400,
      { ok: false, message: 'There is no such configuration section.' },
    ]);
  });
});

describe('roles', () => {
  it('refuses an account administrator, even for its own account, a user, and a caller with no session', async () => {
    for (const client of [accountAdmin.client, buyer.client]) {
      for (const path of [`/api/auditor/account/${escrowCo}`, `/api/auditor/account/${escrowCo}/check`]) {
        const response = await client.get(path);
        expect([path, response.statusCode, response.json().ok]).toEqual([path, 403, false]);
      }
    }
    const technical = await county.client.get('/api/auditor/section/languages');
    expect([technical.statusCode, technical.json()]).toMatchObject([
      403,
      { ok: false, message: 'You do not have access to this.' },
    ]);
    expect((await trimin.client.get('/api/auditor/section/languages')).statusCode).toBe(200);
    const guest = await apiClient(env.app).get(`/api/auditor/user/${buyer.id}`);
    expect([guest.statusCode, guest.json()]).toMatchObject([403, { ok: false, status: 'LOGIN' }]);
  });
});

describe('the printable view', () => {
  it('prints the events, the balances and the check as a PDF', async () => {
    const response = await county.client.get(`/api/auditor/account/${escrowCo}/print`);
    expect([response.statusCode, response.headers['content-type']]).toEqual([200, 'application/pdf']);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Saipan Escrow');
    expect(text).toContain('EscrowDeposited');
    expect(text).toContain('$89.25');
    expect(text).toMatch(/agree with a replay of \d+ events/);
    expect(text.replace(/\s+/g, ' ')).toContain(
      (await viewOf(county.client, `/api/auditor/account/${escrowCo}`)).chainHead!.slice(0, 17),
    );
  });
});

async function pdfText(bytes: Buffer): Promise<string> {
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return pdfJsText(bytes);
}
