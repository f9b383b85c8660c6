import type { LandLinkPosting } from '@landrecords/contracts/landlink/posting';
import type { LedgerEvent } from '@landrecords/contracts/payments/ledger-events';
import { todayIn } from '@landrecords/contracts/validation/dates';

/** What of the county configuration decides a posting: the sections' LandLink codes and the county's time zone. */
export type PostingRules = {
  escrow: { feeCode: string; chargeCode: string };
  creditCardExtra: {
    postToLandLink: boolean;
    chargeFeeCode: string;
    chargeChargeCode: string;
    surchargeFeeCode: string;
    surchargeChargeCode: string;
  };
  timeZone: string;
};

export const noPostingRules = (): PostingRules => ({
  escrow: { feeCode: '', chargeCode: '' },
  creditCardExtra: {
    postToLandLink: false,
    chargeFeeCode: '',
    chargeChargeCode: '',
    surchargeFeeCode: '',
    surchargeChargeCode: '',
  },
  timeZone: 'Pacific/Saipan',
});

/** The account's side: its LandLink account number and whether it posts (002 §3 Account). */
export type PostingAccount = { landLinkAccount: string; postToLandLink: boolean };

/** A charge event as the log recorded it: its id (the idempotency key's root) and when. */
export type ChargeEvent = { id: string; recordedAt: string } & LedgerEvent;

export type Posting = LandLinkPosting & { accountId: number; chargeEventId: string; part: PostingPart };
export type PostingPart = 'deposit' | 'surcharge' | 'charge';

const isoDate = (at: Date, timeZone: string) => {
  const { year, month, day } = todayIn(timeZone, at);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/**
 * The postings a charge event makes, by the configuration and the account as they stood when it was recorded
 * (docs/landlink.md "What is posted"):
 * - an escrow deposit: the deposit under the escrow section's fee and charge code; its card surcharge under the
 *   credit card extra's surcharge codes when that section posts;
 * - a card charge (CREDIT_CARD): under the credit card extra's charge codes when that section posts;
 * - an a la carte charge paid from escrow or on the invoice: under the escrow section's codes;
 * - an account user's e-file (kind EFILE) likewise, by how the account paid it; its reversal after a rejection
 *   posts nothing (LandLink takes no credits), nor does an anonymous filer's card payment (no LandLink account);
 * and only for an account that posts (postToLandLink) and has a LandLink account, a non-zero amount and both codes
 * of the pair set. Flat-fee images (the allowance) and add-ons post nothing; monthly fees come later.
 * The key is the event's id and the part: the same charge always makes the same keys.
 */
export function postingsOf(event: ChargeEvent, rules: PostingRules, account: PostingAccount | undefined): Posting[] {
  if (!account?.postToLandLink || !/^\d{1,10}$/.test(account.landLinkAccount)) return [];
  const { escrow, creditCardExtra: card } = rules;
  const cardPosts = card.postToLandLink;
  const parts: Array<[PostingPart, string, string, number, string]> = [];
  if (event.type === 'EscrowDeposited') {
    parts.push(['deposit', escrow.feeCode, escrow.chargeCode, event.data.amountCents, 'Escrow deposit']);
    if (cardPosts) {
      const { surchargeFeeCode, surchargeChargeCode } = card;
      const surcharge = event.data.surchargeCents;
      parts.push(['surcharge', surchargeFeeCode, surchargeChargeCode, surcharge, 'Card surcharge on escrow deposit']);
    }
  } else if (event.type === 'AccountCharged') {
    const { method, amountCents, description } = event.data;
    if (method === 'CREDIT_CARD' && cardPosts) {
      parts.push(['charge', card.chargeFeeCode, card.chargeChargeCode, amountCents, description]);
    } else if (method === 'ESCROW' || method === 'INVOICE') {
      parts.push(['charge', escrow.feeCode, escrow.chargeCode, amountCents, description]);
    }
  }
  const at = new Date(event.recordedAt);
  const chargedAt = at.toISOString();
  const countyDate = isoDate(at, rules.timeZone);
  return parts
    .filter(([, feeCode, chargeCode, amountCents]) => feeCode && chargeCode && amountCents > 0)
    .map(([part, feeCode, chargeCode, amountCents, description]) => ({
      key: `${event.id}-${part}`,
      accountId: event.data.accountId,
      chargeEventId: event.id,
      part,
      landLinkAccount: account.landLinkAccount,
      feeCode,
      chargeCode,
      amountCents,
      description: description.slice(0, 500),
      chargedAt,
      countyDate,
    }));
}
