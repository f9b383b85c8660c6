import { z } from 'zod';
import type { AccountType, PaymentMethod, Role } from '../codes';
import type { CountyConfig } from '../config/index';
import { percentOfCents } from '../money';

/**
 * The card surcharge on an escrow deposit (000 §5): a flat amount in cents or a percent of the deposit. Null when
 * the county applies none.
 */
export const escrowSurchargeTermsSchema = z.object({
  method: z.enum(['dollars', 'percent']),
  cents: z.number().int(),
  percent: z.number(),
});
export type EscrowSurchargeTerms = z.infer<typeof escrowSurchargeTermsSchema>;

/** What the escrow deposit dialog needs of the county (000 §2, §3): its limits in cents and the surcharge. */
export const escrowDepositTermsSchema = z.object({
  minCents: z.number().int().nullable(),
  maxCents: z.number().int().nullable(),
  surcharge: escrowSurchargeTermsSchema.nullable(),
});
export type EscrowDepositTerms = z.infer<typeof escrowDepositTermsSchema>;

/**
 * How the signed-in user may add to its balance from the header (000 §2, §6): an escrow deposit by card (the
 * account administrator of an escrow account, where the county sets reloadByCreditCard), and flat-fee add-ons (the
 * administrator of a flat-fee account, where the county sets accountAdminReload and the account is reloaded by
 * its administrator). The server enforces the same rules on escrowDeposit/* and flatFee/*.
 */
export const topUpsSchema = z.object({
  escrowDeposit: escrowDepositTermsSchema.nullable(),
  flatFeeAddOn: z.boolean(),
});
export type TopUps = z.infer<typeof topUpsSchema>;

type TopUpAccount = { accountType: AccountType | null; paymentMethod: PaymentMethod | null; userReload: boolean };

/** The top-ups of 000 §2 for a user of this role on this account, in this county. */
export function topUpsOf(
  role: Role,
  account: TopUpAccount | null,
  county: Pick<CountyConfig, 'escrow' | 'flatFeeOverride'>,
): TopUps {
  const admin = role === 'ACCOUNT' && account !== null;
  const { escrow } = county;
  const escrowDeposit =
    admin && account.paymentMethod === 'ESCROW' && escrow.reloadByCreditCard
      ? {
          minCents: escrow.minReloadAmount,
          maxCents: escrow.maxReloadAmount,
          surcharge: escrow.applySurcharge
            ? {
                method: escrow.creditCardSurchargeMethod,
                cents: escrow.creditCardSurcharge ?? 0,
                percent: escrow.creditCardSurchargePercent ?? 0,
              }
            : null,
        }
      : null;
  const flatFeeAddOn =
    admin && account.accountType === 'FLAT_FEE' && county.flatFeeOverride.accountAdminReload && account.userReload;
  return { escrowDeposit, flatFeeAddOn };
}

/** The surcharge on a deposit of this many cents, rounded to cents once (000 §5). */
export const escrowSurchargeCents = (surcharge: EscrowSurchargeTerms | null, depositCents: number): number =>
  !surcharge ? 0 : surcharge.method === 'percent' ? percentOfCents(depositCents, surcharge.percent) : surcharge.cents;
