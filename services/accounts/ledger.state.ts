import type { AccountEvent } from '@landrecords/contracts/accounts/events';
import {
  evolveAccount,
  initialAccountState,
  unknownCase,
  type AccountState,
} from '@landrecords/projections/accounts/index';
import type { LedgerReads, LedgerSnapshot, OpenAuthorization } from '@landrecords/projections/payments/index';

/**
 * The account stream's state as a money decision sees it: the account (settings and balances, `evolveAccount`)
 * and the keyed part of the ledger: which charge, deposit, add-on and preauthorization ids are recorded, each
 * user's open preauthorization, each document's bought pages. A decision is given the keys it asks for (its
 * charge id, its user, its document) read from the read models under the stream's lock; the keys it does not
 * ask for are left out, which is exact for a decision that never looks at them.
 */
export type Ledger = {
  account: AccountState;
  /** The stream's version the state is at (0: no stream). */
  version: number;
  recorded: ReadonlySet<string>;
  authorizations: ReadonlyMap<number, OpenAuthorization>;
  purchased: ReadonlyMap<string, ReadonlySet<number>>;
};

export const initialLedger = (): Ledger => ({
  account: initialAccountState(),
  version: 0,
  recorded: new Set(),
  authorizations: new Map(),
  purchased: new Map(),
});

const withId = (ids: ReadonlySet<string>, id: string) => new Set([...ids, id]);

/** The one fold of the account stream, the ledger's keyed part with it. */
export function evolveLedger(ledger: Ledger, event: AccountEvent): Ledger {
  const next: Ledger = { ...ledger, account: evolveAccount(ledger.account, event), version: ledger.version + 1 };
  switch (event.type) {
    case 'EscrowDeposited':
      return { ...next, recorded: withId(ledger.recorded, event.data.depositId) };
    case 'FlatFeeAddOnBought':
      return { ...next, recorded: withId(ledger.recorded, event.data.addOnId) };
    case 'AccountCharged': {
      const { chargeId, documentKey, pages, authorizationId, userId, amountCents } = event.data;
      let { purchased, authorizations } = ledger;
      if (documentKey && pages?.length) {
        purchased = new Map(purchased).set(documentKey, new Set([...(purchased.get(documentKey) ?? []), ...pages]));
      }
      const open = authorizations.get(userId);
      if (authorizationId && open?.authorizationId === authorizationId) {
        authorizations = new Map(authorizations).set(userId, { ...open, usedCents: open.usedCents + amountCents });
      }
      return { ...next, recorded: withId(ledger.recorded, chargeId), purchased, authorizations };
    }
    case 'CardAuthorized': {
      const { userId, authorizationId, provider, transactionId, amountCents } = event.data;
      const authorization = { authorizationId, provider, transactionId, amountCents, usedCents: 0 };
      return {
        ...next,
        recorded: withId(ledger.recorded, authorizationId),
        authorizations: new Map(ledger.authorizations).set(userId, authorization),
      };
    }
    case 'CardAuthorizationClosed': {
      const { userId, authorizationId } = event.data;
      if (ledger.authorizations.get(userId)?.authorizationId !== authorizationId) return next;
      const authorizations = new Map(ledger.authorizations);
      authorizations.delete(userId);
      return { ...next, authorizations };
    }
    case 'MonthlyFeeCharged':
    case 'AccountChargeReversed':
      return { ...next, recorded: withId(ledger.recorded, event.data.chargeId) };
    case 'StatementIssued':
    case 'AccountCreated':
    case 'AccountChanged':
    case 'AccountStatusChanged':
    case 'AccountDeleted':
    case 'AccountDocTypesSet':
    case 'AccountPageAccessSet':
    case 'AccountFlatFeeUsageSet':
    case 'AccountTasksMarked':
    case 'AccountTasksCleared':
      return next;
    default:
      return unknownCase(event);
  }
}

/** The ledger the read models hold for the keys a decision asked for (null: the account has no row). */
export function ledgerOf(snapshot: LedgerSnapshot | null, reads: LedgerReads): Ledger {
  if (!snapshot) return initialLedger();
  const { authorization, recorded, purchased, version, ...account } = snapshot;
  return {
    account,
    version,
    recorded,
    authorizations: new Map(reads.userId !== undefined && authorization ? [[reads.userId, authorization]] : []),
    purchased: new Map(reads.documentKey !== undefined ? [[reads.documentKey, purchased]] : []),
  };
}
