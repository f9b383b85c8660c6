import type { Role } from '@landrecords/contracts/codes';
import { ledgerStateOf } from '@landrecords/projections/payments/index';
import type { Queryable } from '@landrecords/projections/platform/database';
import { usageBalanceOf, type Ledger } from '../accounts/index';

/** The header's balance as a payment left it (read after its commit). */
export async function usageBalanceAfter(db: Queryable, identity: { role: Role; accountId: number }) {
  const ledger = await ledgerStateOf(db, identity.accountId);
  return ledger ? usageBalanceOf(identity.role, { ...ledger, periodChargesCents: ledger.unbilledChargesCents }) : null;
}

/** The header's balance from the state a decision left (the ledger's evolve): nothing read again. */
export function usageBalanceOfLedger(role: Role, ledger: Ledger) {
  const account = ledger.account;
  return account.exists ? usageBalanceOf(role, { ...account, periodChargesCents: account.unbilledChargesCents }) : null;
}
