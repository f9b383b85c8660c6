import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AccountEvent } from '@landrecords/contracts/accounts/events';
import {
  reportCriteriaSchema,
  type ReportCriteriaInput,
  type ReportName,
} from '@landrecords/contracts/reports/criteria';
import { formatDate, todayIn } from '@landrecords/contracts/validation/dates';
import { evolveAccount, initialAccountState, type AccountState } from '@landrecords/projections/accounts/index';
import { readSection } from '@landrecords/projections/config/index';
import { readStream } from '@landrecords/projections/platform/eventstore/index';
import { givenAccount } from '../../tests/support/accounts';
import { freshDatabase, logSettled, type TestDatabase } from '../../tests/support/database';
import { givenUser } from '../../tests/support/people';
import type { ReportRow } from '../platform/reports/report-document';
import { decideOnAccount } from '../accounts/index';
import { callerScope } from '../users/index';
import { countReportRows, reportDocument } from './report-documents';
import { reportReach } from './report-scope';
import { reportWindow } from './report-window';
import { auditLogCaughtUp, billAccount, chargeSearch, givenReportCounty, type ReportCounty } from './reports.fixtures';

const helpers = { givenAccount, givenUser, logSettled };

let db: TestDatabase;
let county: ReportCounty;
let today: string;

beforeAll(async () => {
  db = await freshDatabase();
  county = await givenReportCounty(db.pool, helpers);
  await billAccount(db.pool, county.garapan, new Date());
  await chargeSearch(db.pool, county.garapan, { id: county.ana, username: 'ana.cruz01', ip: '10.0.0.7' }, 'ana-3', 100);
  // An e-file charged on the statement and given back (rejected): the reversal comes off the statement.
  const efile = { accountId: county.garapan, userId: county.ana, kind: 'EFILE' as const, method: 'INVOICE' as const };
  await decideOnAccount(db.pool, county.garapan, { system: 'test' }, () => ({
    result: null,
    events: [
      {
        type: 'AccountCharged',
        data: { ...efile, chargeId: 'efile-1', amountCents: 1500, images: 0, description: 'E-file EF-000001' },
      },
      {
        type: 'AccountChargeReversed',
        data: {
          ...efile,
          chargeId: 'efile-1-reversal',
          reversedChargeId: 'efile-1',
          amountCents: 1500,
          description: 'E-file EF-000001',
        },
      },
    ],
  }));
  await billAccount(db.pool, county.garapan, new Date(Date.now() + 40 * 86_400_000));
  await auditLogCaughtUp(db.pool, helpers);
  today = formatDate(todayIn((await readSection(db.pool, 'common')).timeZone));
});
afterAll(async () => {
  await db.drop();
});

const staff = { userId: '900', role: 'COUNTY' };
const adminOf = () => ({ userId: String(county.admin), role: 'ACCOUNT' });

async function report(caller: { userId: string; role: string }, name: ReportName, input: ReportCriteriaInput = {}) {
  const { timeZone } = await readSection(db.pool, 'common');
  const day = todayIn(timeZone);
  const criteria = reportCriteriaSchema(day).parse({ fromDate: today, ...input });
  const reach = await reportReach(db.pool, await callerScope(db.pool, caller), name, criteria);
  const request = {
    report: name,
    criteria,
    reach,
    window: reportWindow(criteria, day, timeZone),
    today: day,
    timeZone,
    language: 'en',
    chainHead: 'test',
  };
  const total = await countReportRows(db.pool, request);
  const doc = await reportDocument(db.pool, request, total);
  const rows: ReportRow[] = [];
  for await (const row of doc.rows) rows.push(row);
  return { doc, rows, total };
}

describe('the account report', () => {
  it('prints each event of the account, its postings and its users: who, when, from where, what', async () => {
    const { rows, total } = await report(staff, 'AccountReport', { accountName: 'garapan abstract' });
    expect(rows).toHaveLength(total);
    const charges = rows.filter((row) => row.event === 'Account Charged' && row.username !== 'test');
    expect(charges.map((row) => [row.username, row.sourceIp, row.subject])).toEqual([
      ['ana.cruz01', '10.0.0.7', `account-${county.garapan}`],
      ['ana.cruz01', '10.0.0.7', `account-${county.garapan}`],
      ['ana.cruz01', '10.0.0.7', `account-${county.garapan}`],
    ]);
    expect(charges[0]!.details).toContain('Amount: $2.50');
    expect(rows.some((row) => row.event === 'User Signed In' && row.subject === `user-${county.ana}`)).toBe(true);
    // Nothing of the other account, nor of its user.
    expect(rows.some((row) => String(row.subject).endsWith(`-${county.susupe}`))).toBe(false);
    expect(rows.some((row) => row.username === 'kenji.sato1')).toBe(false);
  });

  it('orders by username, or by date and time', async () => {
    const byName = (await report(staff, 'AccountReport', { orderBy: 'USERNAME' })).rows.map((row) => row.username);
    expect(byName).toEqual([...byName].sort((a, b) => String(a).toLowerCase().localeCompare(String(b).toLowerCase())));
    const byTime = (await report(staff, 'AccountReport', { orderBy: 'DATE_TIME' })).rows.map((row) => row.recordedAt);
    expect(byTime).toEqual([...byTime].sort());
  });

  it('filters by log type and transaction type', async () => {
    const money = await report(staff, 'AccountReport', {
      accountName: 'Garapan Abstract',
      logInformation: 'TRANSACTION',
    });
    expect(new Set(money.rows.map((row) => row.logType))).toEqual(new Set(['Transactions']));
    const fees = await report(staff, 'AccountReport', {
      accountName: 'Garapan Abstract',
      transactionType: 'MONTHLY_FEE',
    });
    expect(fees.rows.map((row) => row.event).sort()).toEqual([
      'Monthly Fee Charged',
      'Monthly Fee Charged',
      'Statement Issued',
      'Statement Issued',
    ]);
  });

  it('in summary mode counts the events by type', async () => {
    const { rows, doc } = await report(staff, 'AccountReport', { accountName: 'Garapan Abstract', summaryMode: true });
    expect(rows).toContainEqual({ logType: 'Transactions', event: 'Account Charged', events: 4 });
    expect(rows).toContainEqual({ logType: 'Transactions', event: 'Account Charge Reversed', events: 1 });
    expect(rows).toContainEqual({ logType: 'Transactions', event: 'Statement Issued', events: 2 });
    const detail = await report(staff, 'AccountReport', { accountName: 'Garapan Abstract' });
    expect(doc.closing).toEqual([{ label: 'Events', value: detail.total, kind: 'number' }]);
  });

  it('gives an ACCOUNT administrator its own account only, and refuses another', async () => {
    const own = await report(adminOf(), 'AccountReport');
    expect(own.rows.length).toBeGreaterThan(0);
    expect(
      own.rows.some((row) => row.username === 'kenji.sato1' || String(row.subject).endsWith(`-${county.susupe}`)),
    ).toBe(false);
    await expect(report(adminOf(), 'AccountReport', { accountName: 'Susupe Title' })).rejects.toMatchObject({
      statusCode: 403,
      message: 'You may not run reports on that account.',
    });
    await expect(report(adminOf(), 'AccountReport', { accountName: 'No Such Account' })).rejects.toMatchObject({
      statusCode: 403,
      message: 'You may not run reports on that account.',
    });
    await expect(report(adminOf(), 'AccountReport', { logInformation: 'CONFIGURATION' })).rejects.toMatchObject({
      statusCode: 403,
    });
    await expect(report(adminOf(), 'AccountReport', { transactionType: 'CARD_AUTHORIZATION' })).rejects.toMatchObject({
      statusCode: 403,
    });
    await expect(report(adminOf(), 'AccountTypeReport')).rejects.toMatchObject({ statusCode: 403 });
  });
});

describe('the user report', () => {
  it('prints what the user did and what was done to the user', async () => {
    const { rows } = await report(staff, 'UserReport', { username: 'ana.cruz01' });
    expect(rows.filter((row) => row.event === 'Account Charged')).toHaveLength(3);
    expect(rows.filter((row) => row.event === 'User Signed In').map((row) => row.sourceIp)).toEqual(['10.0.0.7']);
    expect(rows.some((row) => row.event === 'User Created' && row.subject === `user-${county.ana}`)).toBe(true);
    expect(rows.some((row) => row.username === 'kenji.sato1')).toBe(false);
  });

  it('never reaches another account’s user for an ACCOUNT administrator', async () => {
    await expect(report(adminOf(), 'UserReport', { username: 'kenji.sato1' })).rejects.toMatchObject({
      statusCode: 404,
      message: 'There is no user of that name among your accounts.',
    });
    const all = await report(adminOf(), 'UserReport');
    expect(all.rows.some((row) => row.username === 'ana.cruz01')).toBe(true);
    expect(all.rows.some((row) => row.username === 'kenji.sato1' || row.subject === `user-${county.kenji}`)).toBe(
      false,
    );
  });
});

type Statement = Extract<AccountEvent, { type: 'StatementIssued' }>['data'];

describe('the statement report', () => {
  it('prints each statement’s lines, whose totals are a replay of the account’s stream', async () => {
    const { rows, doc } = await report(staff, 'StatementReport', { accountName: 'Garapan Abstract' });
    // The replay: the account's own fold, up to each statement.
    const replayed: Array<{ statement: Statement; before: AccountState }> = [];
    let state = initialAccountState();
    for (const recorded of (await readStream(db.pool, `account-${county.garapan}`)).events) {
      const event = { type: recorded.type, data: recorded.data } as AccountEvent;
      if (event.type === 'StatementIssued') replayed.push({ statement: event.data, before: state });
      state = evolveAccount(state, event);
    }
    expect(replayed.map(({ statement }) => statement.number)).toEqual([1, 2]);
    for (const { statement, before } of replayed) {
      const lines = rows.filter((row) => row.statement === statement.number);
      const body = lines.slice(1, -1);
      const sum = (key: string) => body.reduce((total, row) => total + Number(row[key] ?? 0), 0);
      expect(before.exists && [before.unbilledChargesCents, before.periodPaymentsCents]).toEqual([
        statement.chargesCents,
        statement.paymentsCents,
      ]);
      expect([sum('charges'), sum('payments')]).toEqual([statement.chargesCents, statement.paymentsCents]);
      expect(lines[0]).toMatchObject({ description: 'Opening balance', balance: statement.openingBalanceCents });
      expect(lines.at(-1)).toMatchObject({ description: 'Closing balance', balance: statement.closingBalanceCents });
    }
    expect(rows.filter((row) => row.statement === 1).map((row) => row.charges)).toEqual([
      undefined,
      250,
      400,
      900,
      1550,
    ]);
    expect(rows.filter((row) => row.statement === 2).map((row) => row.charges)).toEqual([
      undefined,
      100,
      1500,
      -1500,
      900,
      1000,
    ]);
    expect(rows.filter((row) => row.statement === 2).map((row) => row.transaction)).toContain('E-file submission');
    expect(doc.closing).toEqual([
      { label: 'Statements', value: 2, kind: 'number' },
      { label: 'Total Charges', value: 2550, kind: 'money' },
      { label: 'Total Payments', value: 0, kind: 'money' },
    ]);
  });

  it('prints one statement by its number, and a user’s own lines', async () => {
    const second = await report(staff, 'StatementReport', { accountName: 'Garapan Abstract', statementNumber: '2' });
    expect(new Set(second.rows.map((row) => row.statement))).toEqual(new Set([2]));
    const ana = await report(adminOf(), 'StatementReport', { username: 'ana.cruz01', statementNumber: 1 });
    expect(ana.rows.map((row) => row.description)).toEqual([
      'Opening balance',
      'Name search ana-1 (invoice)',
      'Name search ana-2 (invoice)',
      'Closing balance',
    ]);
    const other = await report(staff, 'StatementReport', { accountName: 'Susupe Title' });
    expect(other.rows).toEqual([]);
  });
});

describe('the account type report', () => {
  it('lists the accounts by type, payment method and status, for county staff', async () => {
    const { rows, doc } = await report(staff, 'AccountTypeReport');
    expect(rows.map((row) => [row.accountType, row.paymentMethod, row.status, row.account, row.users])).toEqual([
      ['A La Carte', 'Invoice', 'Active', 'Garapan Abstract', 2],
      ['A La Carte', 'Invoice', 'Active', 'Susupe Title', 1],
    ]);
    expect(doc.closing).toEqual([{ label: 'A La Carte', value: 2, kind: 'number' }]);
  });
});
