import type { Role } from '@landrecords/contracts/codes';
import type { ChargeMethod } from '@landrecords/contracts/payments/ledger-events';
import {
  ledgerSnapshotOf,
  type LedgerReads,
  type LedgerSnapshot,
  type LedgerState,
  type OpenAuthorization,
} from '@landrecords/projections/payments/index';
import type { Queryable } from '@landrecords/projections/platform/database';
import { paymentMessages as m } from '@landrecords/contracts/payments/messages';
import { UserFacingError } from '../platform/http/errors';

/** Who buys: the user, the account's balances and the user's card preauthorization. */
export type Buyer = {
  userId: number;
  role: Role;
  accountName: string;
  ledger: LedgerState;
  authorization: OpenAuthorization | null;
};

export const chargeMethodOf = (ledger: Pick<LedgerState, 'accountType' | 'paymentMethod'>): ChargeMethod =>
  ledger.accountType === 'FLAT_FEE' ? 'FLAT_FEE' : ledger.paymentMethod;

/** What a preauthorization has left: nothing without one. */
export const authorizationLeft = (authorization: OpenAuthorization | null) =>
  authorization ? authorization.amountCents - authorization.usedCents : 0;

/** Whether a charge in money is covered: escrow by its balance, a card by its preauthorization, INVOICE always. */
export function coverage(method: ChargeMethod, buyer: Buyer, amountCents: number) {
  switch (method) {
    case 'ESCROW':
      return { available: buyer.ledger.escrowBalanceCents, sufficient: amountCents <= buyer.ledger.escrowBalanceCents };
    case 'CREDIT_CARD': {
      const left = authorizationLeft(buyer.authorization);
      return {
        available: left,
        sufficient: amountCents === 0 || (buyer.authorization !== null && amountCents <= left),
      };
    }
    default:
      return { available: null, sufficient: true };
  }
}

/** The buyer as a ledger snapshot has it: the balances and the user's open preauthorization. */
export const buyerFrom = (identity: { userId: number; role: Role }, snapshot: LedgerSnapshot): Buyer => ({
  userId: identity.userId,
  role: identity.role,
  accountName: snapshot.name,
  ledger: snapshot,
  authorization: snapshot.authorization,
});

/** The buyer with the balances as they are now, outside a decision (the dialogs' figures). */
export async function buyerOf(
  db: Queryable,
  identity: { userId: number; role: Role; accountId: number },
  reads: LedgerReads = {},
): Promise<Buyer & { snapshot: LedgerSnapshot }> {
  const snapshot = await ledgerSnapshotOf(db, identity.accountId, { ...reads, userId: identity.userId });
  if (!snapshot) throw new UserFacingError(m.noAccount, 403);
  return { ...buyerFrom(identity, snapshot), snapshot };
}
