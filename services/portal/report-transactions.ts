import { accountTransactions } from '@landrecords/projections/payments/index';
import type { Queryable } from '@landrecords/projections/platform/database';
import { dollars, imagesText } from '@landrecords/contracts/payments/fee-schedule';
import type { ReportPeriod } from './report-period';

/**
 * A line of the transactions report: when (the county's clock, MM/DD/YYYY hh:mm AM), who, what, and the amount
 * in cents as a statement shows it: a deposit a credit (positive), a charge a debit (negative).
 */
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
 * The owner's purchases, deposits and add-ons in the period, oldest first: the one read of the ledger's
 * transactions that the report and the home card's totals share. A deposit is a credit, its card surcharge
 * named beside it (the card paid it; it never reached the balance); anything bought is a debit of what it cost
 * (0 - cents: a free flat-fee purchase is $0.00, never -$0.00).
 */
export async function reportTransactions(
  db: Queryable,
  owner: TransactionOwner,
  period: ReportPeriod,
): Promise<ReportTransaction[]> {
  const rows = await accountTransactions(db, owner, period);
  return rows.map((row) => {
    const paidWith = row.images > 0 && row.method === 'FLAT_FEE' ? imagesText(row.images) : methods[row.method];
    const deposit = row.kind === 'DEPOSIT';
    // A charge given back (a rejected e-file) is a credit, as a deposit is.
    const credit = deposit || row.kind === 'REVERSAL';
    const description = deposit
      ? `Escrow deposit${row.surchargeCents > 0 ? ` (card surcharge ${dollars(row.surchargeCents)})` : ''}`
      : `${row.description} (${paidWith})`;
    return {
      recordedAt: row.recordedAt,
      username: row.username,
      description,
      amountCents: credit ? row.amountCents : 0 - row.amountCents,
    };
  });
}
