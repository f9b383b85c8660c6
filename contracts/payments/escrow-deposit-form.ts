import { z } from 'zod';
import { dollarsAsCents } from '../money';
import { dollars } from './fee-schedule';
import { paymentMessages as m } from './messages';
import type { EscrowDepositTerms } from './top-ups';

/**
 * The escrow deposit dialog's amount (000 §2, §5): dollars and cents typed as text, greater than zero, within the
 * county's minReloadAmount and maxReloadAmount; parsed to integer cents. escrowDeposit/initiateDeposit checks the
 * same limits with the same messages.
 */
export const escrowDepositFormSchema = ({ minCents, maxCents }: Pick<EscrowDepositTerms, 'minCents' | 'maxCents'>) =>
  z.object({
    amount: dollarsAsCents()
      .refine((cents) => cents > 0, m.amountAboveZero.text)
      .superRefine((cents, context) => {
        if (cents <= 0) return;
        if (minCents !== null && cents < minCents) {
          context.addIssue({ code: 'custom', message: m.belowMinimum({ min: dollars(minCents) }).text });
        } else if (maxCents !== null && cents > maxCents) {
          context.addIssue({ code: 'custom', message: m.aboveMaximum({ max: dollars(maxCents) }).text });
        }
      }),
  });
export type EscrowDepositForm = z.input<ReturnType<typeof escrowDepositFormSchema>>;
