import { sql, type Queryable } from '../platform/database';

export type StatementRow = {
  accountId: number;
  number: number;
  month: string;
  periodStart: string | null;
  periodEnd: string;
  openingBalanceCents: number;
  chargesCents: number;
  paymentsCents: number;
  closingBalanceCents: number;
  issuedAt: string;
};

const iso = (value: unknown) => (value === null ? null : new Date(value as string | number).toISOString());

/** An account's statements, newest first. */
export async function statementsOf(db: Queryable, accountId: number): Promise<StatementRow[]> {
  const rows = await db.any(sql.unsafe`
    SELECT * FROM statements WHERE account_id = ${accountId} ORDER BY number DESC`);
  return rows.map((row) => ({
    accountId: Number(row.account_id),
    number: Number(row.number),
    month: String(row.month),
    periodStart: iso(row.period_start),
    periodEnd: iso(row.period_end)!,
    openingBalanceCents: Number(row.opening_balance_cents),
    chargesCents: Number(row.charges_cents),
    paymentsCents: Number(row.payments_cents),
    closingBalanceCents: Number(row.closing_balance_cents),
    issuedAt: iso(row.issued_at)!,
  }));
}
