import { z } from 'zod';
import { transactionReportTypes } from './transaction-report';

/** The home card's columns (000 §2 Transactions card): today, this month and the year so far, on the county's calendar. */
export const transactionTotalsRanges = ['TODAY', 'MONTH', 'YTD'] as const;
export type TransactionTotalsRange = (typeof transactionTotalsRanges)[number];

const cents = z.number().int();

/**
 * One range's figures, read as a statement reads them: deposits are credits, purchases, searches and add-ons
 * debits; the net is credits less debits (an escrow account's deposits less what it spent). Cents.
 */
export const transactionTotalSchema = z.object({
  range: z.enum(transactionTotalsRanges),
  /** The county's days covered, both included, MM/DD/YYYY. */
  from: z.string(),
  to: z.string(),
  count: z.number().int().nonnegative(),
  creditsCents: cents.nonnegative(),
  debitsCents: cents.nonnegative(),
  netCents: cents,
});
export type TransactionTotal = z.infer<typeof transactionTotalSchema>;

/**
 * home/transactionTotals: the caller's totals, from the transactions report's own rows. An account
 * administrator's are the whole account's (reportType ACCOUNT), anyone else's their own (USER).
 */
export const transactionTotalsSchema = z.object({
  reportType: z.enum(transactionReportTypes),
  totals: z.array(transactionTotalSchema),
});
export type TransactionTotals = z.infer<typeof transactionTotalsSchema>;
