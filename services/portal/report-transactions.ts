import type { Queryable } from '@landrecords/projections/platform/database';
import type { ReportPeriod } from './report-period';

/** A line of the transactions report: when (the county's clock), who, what, and the amount in cents. */
export type ReportTransaction = { recordedAt: string; username: string; description: string; amountCents: number };

/** Whose transactions: the whole account's (ACCOUNT), or one user's (USER). */
export type TransactionOwner = { accountId: number; userId?: number };

/**
 * The owner's purchases, deposits and add-ons in the period, oldest first. Nothing is bought in this system
 * yet: the payments capability will answer this from its read model. Until then there are honestly none.
 */
export async function reportTransactions(
  _db: Queryable,
  _owner: TransactionOwner,
  _period: ReportPeriod,
): Promise<ReportTransaction[]> {
  return [];
}
