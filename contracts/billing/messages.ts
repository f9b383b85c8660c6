import { declare } from '../message';

type RunCounts = { accounts: number; billed: number; renewed: number };

/** What the billing run answers (002 §4 billing run actions); the spec names the action, not these words. */
export const billingMessages = {
  ran: declare(
    'BILLING_RAN',
    ({ accounts, billed, renewed }: RunCounts) =>
      `Billing run for ${accounts} account${accounts === 1 ? '' : 's'}: ${billed} billed, ${renewed} renewed.`,
  ),
  nothingToDo: declare('BILLING_NOTHING_TO_RUN', 'Billing run: every account is billed and renewed for this month.'),
} as const;
