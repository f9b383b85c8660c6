import { paymentLabels as l } from '@landrecords/contracts/payments/messages';
import { formatDollars as dollars } from '@landrecords/contracts/money';
import type { UsageBalance } from '@landrecords/contracts/auth/current-user';
import type { AccountType, PaymentMethod, Role } from '@landrecords/contracts/codes';

type AccountBalances = {
  accountType: AccountType;
  paymentMethod: PaymentMethod;
  imagesRemaining: number;
  /** Deposits less charges. */
  escrowBalanceCents?: number;
  /** Charged since last billed, for INVOICE and CREDIT_CARD accounts. */
  periodChargesCents?: number;
};

/** The balance the header shows (000 §2); TRIMIN, COUNTY and GUEST see none. */
export function usageBalanceOf(role: Role, account: AccountBalances): UsageBalance | null {
  if (role === 'TRIMIN' || role === 'COUNTY' || role === 'GUEST') return null;
  if (account.accountType === 'FLAT_FEE') {
    const images = account.imagesRemaining;
    return {
      kind: 'FLAT_FEE',
      description: l.imagesRemaining.text,
      value: `${images} image${images === 1 ? '' : 's'}`,
      cents: null,
      images,
    };
  }
  if (account.paymentMethod === 'ESCROW') {
    const cents = account.escrowBalanceCents ?? 0;
    return { kind: 'ESCROW', description: l.escrowBalance.text, value: dollars(cents), cents, images: null };
  }
  const cents = account.periodChargesCents ?? 0;
  return {
    kind: account.paymentMethod,
    description: l.chargesThisMonth.text,
    value: dollars(cents),
    cents,
    images: null,
  };
}
