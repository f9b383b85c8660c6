import type { AccountEvent } from '@landrecords/contracts/accounts/events';
import { landSharkCodes } from '@landrecords/contracts/portal/landshark-codes';
import type { ReportCriteria } from '@landrecords/contracts/reports/criteria';
import { sql, type DatabasePool, type Queryable } from '@landrecords/projections/platform/database';
import type { ReportRow } from '../platform/reports/report-document';
import { accountStreamId } from '../accounts/index';
import { cursorBatches } from './cursor';
import type { ReportReach } from './report-scope';
import type { ReportWindow } from './report-window';

/** The account stream's events a statement is made of, and those that start a new statement period. */
const statementEventTypes = [
  'AccountCharged',
  'AccountChargeReversed',
  'FlatFeeAddOnBought',
  'MonthlyFeeCharged',
  'StatementIssued',
  'AccountTasksMarked',
];

function statementsWhere(reach: ReportReach, criteria: ReportCriteria, window: ReportWindow) {
  return sql.fragment`s.issued_at BETWEEN ${window.from}::timestamptz AND ${window.to}::timestamptz
    ${reach.accountIds === null ? sql.fragment`` : sql.fragment`AND s.account_id = ANY(${sql.array(reach.accountIds, 'int8')})`}
    ${reach.user ? sql.fragment`AND s.account_id = ${reach.user.accountId}` : sql.fragment``}
    ${criteria.statementNumber === null ? sql.fragment`` : sql.fragment`AND s.number = ${criteria.statementNumber}`}`;
}

type Chosen = { accountId: number; accountName: string; numbers: Set<number>; lastNumber: number };

/** The statements the criteria name: issued in the window, of the reached accounts, the number if one is given. */
async function chosenStatements(db: Queryable, reach: ReportReach, criteria: ReportCriteria, window: ReportWindow) {
  const rows = await db.any(sql.unsafe`
    SELECT s.account_id, s.number, coalesce(ac.name, s.account_id::text) AS account_name
    FROM statements s LEFT JOIN accounts ac ON ac.id = s.account_id
    WHERE ${statementsWhere(reach, criteria, window)}
    ORDER BY lower(coalesce(ac.name, '')), s.account_id, s.number`);
  const chosen = new Map<number, Chosen>();
  for (const row of rows) {
    const accountId = Number(row.account_id);
    const entry = chosen.get(accountId) ?? {
      accountId,
      accountName: String(row.account_name),
      numbers: new Set<number>(),
      lastNumber: 0,
    };
    entry.numbers.add(Number(row.number));
    entry.lastNumber = Math.max(entry.lastNumber, Number(row.number));
    chosen.set(accountId, entry);
  }
  return [...chosen.values()];
}

/** The closing lines: how many statements, and what they charged and took in payment, as issued. */
export async function statementTotals(
  db: Queryable,
  reach: ReportReach,
  criteria: ReportCriteria,
  window: ReportWindow,
) {
  const totals = await db.one(sql.unsafe`
    SELECT count(*) AS statements, coalesce(sum(s.charges_cents), 0) AS charges,
      coalesce(sum(s.payments_cents), 0) AS payments
    FROM statements s WHERE ${statementsWhere(reach, criteria, window)}`);
  return [
    { label: 'Statements', value: Number(totals.statements), kind: 'number' as const },
    { label: 'Total Charges', value: Number(totals.charges), kind: 'money' as const },
    { label: 'Total Payments', value: Number(totals.payments), kind: 'money' as const },
  ];
}

/** How many rows the report will have, at most: each statement's opening and closing, and its lines. */
export async function countStatementRows(
  db: Queryable,
  reach: ReportReach,
  criteria: ReportCriteria,
  window: ReportWindow,
): Promise<number> {
  const chosen = await chosenStatements(db, reach, criteria, window);
  if (chosen.length === 0) return 0;
  const statements = chosen.reduce((sum, entry) => sum + entry.numbers.size, 0);
  const lines = await db.oneFirst(sql.unsafe`
    SELECT count(*) FROM es_events
    WHERE stream_id = ANY(${sql.array(
      chosen.map((entry) => accountStreamId(entry.accountId)),
      'text',
    )})
      AND type = ANY(${sql.array(['AccountCharged', 'AccountChargeReversed', 'FlatFeeAddOnBought', 'MonthlyFeeCharged'], 'text')})
      AND recorded_at <= ${window.to}::timestamptz`);
  return Math.min(Number(lines), 100_000_000) + statements * 2;
}

type Line = ReportRow & { chargesCents: number; paymentsCents: number };

/** A money event as a statement line, or undefined when it is not on the statement (escrow, flat-fee images). */
function lineOf(event: AccountEvent, recordedAt: string, username: string): Line | undefined {
  const types = landSharkCodes.transactionTypes;
  const line = (transaction: string, description: string, chargesCents: number, paymentsCents: number): Line => ({
    recordedAt,
    username,
    transaction,
    description,
    charges: chargesCents,
    payments: paymentsCents === 0 ? null : paymentsCents,
    chargesCents,
    paymentsCents,
  });
  switch (event.type) {
    case 'AccountCharged': {
      const { method, amountCents, description, kind } = event.data;
      const transaction = kind === 'EFILE' ? types.EFILE : types.IMAGE_PURCHASE;
      if (method === 'INVOICE') return line(transaction, `${description} (invoice)`, amountCents, 0);
      // A card charge is on the statement and paid when made.
      if (method === 'CREDIT_CARD') return line(transaction, `${description} (card)`, amountCents, amountCents);
      return undefined;
    }
    case 'AccountChargeReversed': {
      // A charge given back comes off the statement as the account's fold takes it off (escrow's goes back there).
      const { method, amountCents, description, kind } = event.data;
      const transaction = kind === 'EFILE' ? types.EFILE : types.IMAGE_PURCHASE;
      const reversal = `Reversed: ${description}`;
      if (method === 'INVOICE' || method === 'FLAT_FEE') return line(transaction, reversal, -amountCents, 0);
      if (method === 'CREDIT_CARD') return line(transaction, reversal, -amountCents, -amountCents);
      return undefined;
    }
    case 'FlatFeeAddOnBought': {
      const { images, costCents } = event.data;
      // Worded as the home page's transactions report words it (000 §2).
      const description = images === null ? 'Unlimited images' : `${images} image${images === 1 ? '' : 's'}`;
      return line(types.FLAT_FEE_ADD_ON, description, costCents, 0);
    }
    case 'MonthlyFeeCharged':
      return line(types.MONTHLY_FEE, event.data.description, event.data.amountCents, 0);
    default:
      return undefined;
  }
}

const userOf = (event: AccountEvent): number | undefined =>
  'userId' in event.data && typeof event.data.userId === 'number' ? event.data.userId : undefined;

/**
 * The statements billing issued, each from a replay of its account's stream: the opening balance, every charge
 * and payment of its period as the account's own fold counts them (a period ends at a statement, or when the
 * account is marked billed), and the closing balance as issued. Only one period's lines are held at a time.
 */
export async function* statementRows(
  pool: DatabasePool,
  reach: ReportReach,
  criteria: ReportCriteria,
  window: ReportWindow,
): AsyncGenerator<ReportRow> {
  for (const chosen of await chosenStatements(pool, reach, criteria, window)) {
    const query = sql.fragment`
      SELECT type, data, recorded_at, coalesce(metadata->'actor'->>'username', metadata->>'system', '') AS username
      FROM es_events
      WHERE stream_id = ${accountStreamId(chosen.accountId)} AND type = ANY(${sql.array(statementEventTypes, 'text')})
      ORDER BY stream_position`;
    let lines: Line[] = [];
    stream: for await (const batch of cursorBatches(pool, query)) {
      for (const row of batch) {
        const event = { type: row.type, data: row.data } as AccountEvent;
        const recordedAt = String(row.recorded_at);
        if (event.type === 'AccountTasksMarked') {
          if (event.data.billedAt) lines = [];
          continue;
        }
        if (event.type !== 'StatementIssued') {
          const line = lineOf(event, recordedAt, String(row.username));
          const user = userOf(event);
          if (line && (!reach.user || user === reach.user.id)) lines.push(line);
          continue;
        }
        const statement = event.data;
        if (chosen.numbers.has(statement.number)) {
          const head = { account: chosen.accountName, statement: statement.number };
          yield {
            ...head,
            recordedAt: statement.periodStart,
            description: 'Opening balance',
            balance: statement.openingBalanceCents,
          };
          for (const { chargesCents: _charges, paymentsCents: _payments, ...line } of lines) yield { ...head, ...line };
          yield {
            ...head,
            recordedAt: statement.periodEnd,
            description: 'Closing balance',
            charges: statement.chargesCents,
            payments: statement.paymentsCents,
            balance: statement.closingBalanceCents,
          };
        }
        lines = [];
        if (statement.number >= chosen.lastNumber) break stream;
      }
    }
  }
}
