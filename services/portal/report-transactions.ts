import { accountTransactions } from '@landrecords/projections/payments/index';
import type { Queryable } from '@landrecords/projections/platform/database';
import { dollars, imagesText } from '@landrecords/contracts/payments/fee-schedule';
import type { ReportPeriod } from './report-period';

/** A line of the transactions report: when (the county's clock), who, what, and the amount in cents. */
export type ReportTransaction = { recordedAt: string; username: string; description: string; amountCents: number };

/** Whose transactions: the whole account's (ACCOUNT), or one user's (USER). */
export type TransactionOwner = { accountId: number; userId?: number };

const methods: Record<string, string> = {
  ESCROW: 'escrow',
  FLAT_FEE: 'flat fee',
  INVOICE: 'invoice',
  CREDIT_CARD: 'card',
};

/**
 * The owner's purchases, deposits and add-ons in the period, oldest first. A charge counts as what it cost; a
 * deposit as a credit (negative), its card surcharge named beside it.
 */
export async function reportTransactions(
  db: Queryable,
  owner: TransactionOwner,
  period: ReportPeriod,
): Promise<ReportTransaction[]> {
  const rows = await accountTransactions(db, owner, period);
  return rows.map((row) => {
    const paidWith = row.images > 0 && row.method === 'FLAT_FEE' ? imagesText(row.images) : methods[row.method];
    const description =
      row.kind === 'DEPOSIT'
        ? `Escrow deposit${row.surchargeCents > 0 ? ` (card surcharge ${dollars(row.surchargeCents)})` : ''}`
        : `${row.description} (${paidWith})`;
    return {
      recordedAt: row.recordedAt,
      username: row.username,
      description,
      amountCents: row.kind === 'DEPOSIT' ? -row.amountCents : row.amountCents,
    };
  });
}
