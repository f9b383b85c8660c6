import type { PaymentMethod } from '@landrecords/contracts/codes';
import type { CountyConfig } from '@landrecords/contracts/config/index';
import type { EfileCharges } from '@landrecords/contracts/efile/upload';
import { percentOfCents } from '@landrecords/contracts/money';
import type { Caller } from '@landrecords/projections/callers/index';

type SurchargeRule = {
  applySurcharge: boolean;
  surchargeMethod: 'dollars' | 'percent';
  surcharge: number | null;
  surchargePercent: number | null;
};

/** A surcharge rule on an amount: a flat amount or a percent of it, rounded to cents once; nothing on nothing. */
const surchargeOn = (rule: SurchargeRule, cents: number) => {
  if (!rule.applySurcharge || cents === 0) return 0;
  return rule.surchargeMethod === 'percent' ? percentOfCents(cents, rule.surchargePercent ?? 0) : (rule.surcharge ?? 0);
};

/**
 * How the caller pays for an e-file: an anonymous filer, a guest, or a user without an active account, by card;
 * an account's user as the account pays (escrow, invoice or card).
 */
export function efilePaymentMethod(caller: Pick<Caller, 'user'>): PaymentMethod {
  const user = caller.user;
  if (!user || user.status !== 'A' || user.role === 'GUEST' || !user.account) return 'CREDIT_CARD';
  return user.account.paymentMethod;
}

/**
 * The e-file's charges (docs/decisions.md, "E-file charges and checks"): the efile section's first page rate and
 * its additional pages rate for each page after the first; a card payer's surcharge is the county's card
 * surcharge (Credit Card Extra), an account payer's the efile section's payment surcharge. Integer cents.
 */
export function efileCharges(
  county: Pick<CountyConfig, 'efile' | 'creditCardExtra'>,
  paymentMethod: PaymentMethod,
  numberOfPages: number,
): EfileCharges {
  const firstPageCents = county.efile.firstPageRate;
  const additionalPagesCents = Math.max(0, numberOfPages - 1) * county.efile.additionalPagesRate;
  const documentCents = firstPageCents + additionalPagesCents;
  const surchargeCents =
    paymentMethod === 'CREDIT_CARD'
      ? surchargeOn(county.creditCardExtra, documentCents)
      : surchargeOn(county.efile, documentCents);
  return {
    paymentMethod,
    firstPageCents,
    additionalPagesCents,
    surchargeCents,
    totalCents: documentCents + surchargeCents,
  };
}
