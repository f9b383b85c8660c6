import { codeDescriptions } from '@landrecords/contracts/codes';
import { sql, type DatabasePool, type Queryable, type Row } from '@landrecords/projections/platform/database';
import type { ReportRow } from '../platform/reports/report-document';
import { cursorBatches, rowsOf } from './cursor';
import type { ReportReach } from './report-scope';

const accountStatuses: Readonly<Record<string, string>> = { A: 'Active', I: 'Inactive' };
const described = (codes: Readonly<Record<string, string>>, code: unknown) => codes[String(code)] ?? String(code);

function where(reach: ReportReach) {
  return reach.accountIds === null
    ? sql.fragment`TRUE`
    : sql.fragment`a.id = ANY(${sql.array(reach.accountIds, 'int8')})`;
}

export async function countAccountTypeRows(db: Queryable, reach: ReportReach): Promise<number> {
  return Number(await db.oneFirst(sql.unsafe`SELECT count(*) FROM accounts a WHERE ${where(reach)}`));
}

const accountTypeRowOf = (row: Row): ReportRow => ({
  accountType: described(codeDescriptions.accountType, row.account_type),
  paymentMethod: described(codeDescriptions.paymentMethod, row.payment_method),
  status: described(accountStatuses, row.status),
  account: String(row.name),
  users: Number(row.users),
  createdAt: String(row.created_at),
});

/** The accounts by type, payment method and status (the accounts read model), then by name. */
export function accountTypeRows(pool: DatabasePool, reach: ReportReach): AsyncIterable<ReportRow> {
  const query = sql.fragment`
    SELECT a.account_type, a.payment_method, a.status, a.name, a.created_at,
      (SELECT count(*) FROM users u WHERE u.account_id = a.id) AS users
    FROM accounts a WHERE ${where(reach)}
    ORDER BY a.account_type, a.payment_method, a.status, lower(a.name), a.id`;
  return rowsOf(cursorBatches(pool, query), accountTypeRowOf);
}

/** Closing lines: how many accounts of each type. */
export async function accountTypeCounts(db: Queryable, reach: ReportReach) {
  const rows = await db.any(sql.unsafe`
    SELECT a.account_type, count(*) AS accounts FROM accounts a WHERE ${where(reach)}
    GROUP BY a.account_type ORDER BY a.account_type`);
  return rows.map((row) => ({
    label: described(codeDescriptions.accountType, row.account_type),
    value: Number(row.accounts),
    kind: 'number' as const,
  }));
}
