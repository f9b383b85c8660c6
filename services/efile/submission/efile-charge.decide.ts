import type { Role } from '@landrecords/contracts/codes';
import type { LedgerEvent } from '@landrecords/contracts/payments/ledger-events';
import type { ChargeMethod } from '@landrecords/contracts/payments/ledger-events';
import { buyerOfLedger, coverage, type Ledger } from '../../accounts/index';

type AccountDecision<Result> = { events: LedgerEvent[]; result: Result };

/** An e-file's charge on the account's ledger: its id makes it happen once (one upload, one submission). */
export const efileChargeId = (submissionId: string) => `efile-${submissionId}`;
export const efileReversalId = (submissionId: string) => `efile-${submissionId}-reversal`;

export type EfileCharge = {
  userId: number;
  role: Role;
  submissionId: string;
  amountCents: number;
  description: string;
};

/**
 * What an account user's e-file takes from the account, by the account's payment method (money, never flat-fee
 * images): escrow pays it if its balance covers it, an invoiced account puts it on the statement, a card account
 * records it as paid by the card captured for it. The same submission again charges nothing.
 */
export function decideEfileCharge(
  ledger: Ledger,
  charge: EfileCharge,
): AccountDecision<'CHARGED' | 'ALREADY_PAID' | 'INSUFFICIENT_FUNDS'> {
  const buyer = buyerOfLedger(ledger, charge);
  const chargeId = efileChargeId(charge.submissionId);
  if (ledger.recorded.has(chargeId)) return { events: [], result: 'ALREADY_PAID' };
  const method = buyer.ledger.paymentMethod;
  // A card account's e-file is paid by its own capture, not by a preauthorization.
  if (method !== 'CREDIT_CARD' && !coverage(method, buyer, charge.amountCents).sufficient) {
    return { events: [], result: 'INSUFFICIENT_FUNDS' };
  }
  const event: LedgerEvent = {
    type: 'AccountCharged',
    data: {
      accountId: buyer.ledger.accountId,
      userId: charge.userId,
      chargeId,
      kind: 'EFILE',
      method,
      amountCents: charge.amountCents,
      images: 0,
      description: charge.description,
    },
  };
  return { events: [event], result: 'CHARGED' };
}

/**
 * A rejected e-file's charge given back on the ledger, once: to escrow, off the statement, or off the card's
 * period payments (the provider refunds the card itself), by the method and amount the submission recorded
 * it was charged with. Nothing when the charge was never made or is reversed already.
 */
export function decideEfileReversal(
  ledger: Ledger,
  reversal: { userId: number; submissionId: string; method: ChargeMethod; amountCents: number; description: string },
): AccountDecision<'REVERSED' | 'NOTHING_TO_REVERSE'> {
  const account = ledger.account;
  const chargeId = efileReversalId(reversal.submissionId);
  const reversedChargeId = efileChargeId(reversal.submissionId);
  if (!account.exists || ledger.recorded.has(chargeId) || !ledger.recorded.has(reversedChargeId)) {
    return { events: [], result: 'NOTHING_TO_REVERSE' };
  }
  const event: LedgerEvent = {
    type: 'AccountChargeReversed',
    data: {
      accountId: account.accountId,
      userId: reversal.userId,
      chargeId,
      reversedChargeId,
      kind: 'EFILE',
      method: reversal.method,
      amountCents: reversal.amountCents,
      description: reversal.description,
    },
  };
  return { events: [event], result: 'REVERSED' };
}
