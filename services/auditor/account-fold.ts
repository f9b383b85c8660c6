import type { AuditBalances, AuditLine } from '@landrecords/contracts/auditor/view';
import type { AccountEvent } from '@landrecords/contracts/accounts/events';
import { billingOf, evolveAccount, type AccountState } from '@landrecords/projections/accounts/index';
import type { RecordedEvent } from '@landrecords/projections/platform/eventstore/index';
import { evolveLedger, initialLedger, type Ledger } from '../accounts/index';
import { linesOf } from './event-lines';

const accountEventOf = (event: RecordedEvent) => ({ type: event.type, data: event.data }) as AccountEvent;

/** One step of the ledger's fold (evolveAccount with the ledger's keyed part): the replay check's, no rule copied. */
export const foldLedgerEvent = (ledger: Ledger, event: RecordedEvent): Ledger =>
  evolveLedger(ledger, accountEventOf(event));

/** One step of the account's fold: the balances and settings alone, what the view prints. */
export const foldAccountEvent = (account: AccountState, event: RecordedEvent): AccountState =>
  evolveAccount(account, accountEventOf(event));

/** The balances the fold leaves: what the view prints after each event and as of a moment. */
export function balancesOf(account: AccountState): AuditBalances | null {
  if (!account.exists) return null;
  const billing = billingOf(account);
  return {
    escrowCents: account.escrowBalanceCents,
    periodChargesCents: account.unbilledChargesCents,
    periodPaymentsCents: billing.periodPaymentsCents,
    statementBalanceCents: billing.statementBalanceCents,
    imagesRemaining: account.imagesRemaining,
    unlimitedImages: account.unlimitedImages,
  };
}

/** Printed in the balances, not among the fields. */
const balanceFields = new Set([
  'exists',
  'escrowBalanceCents',
  'unbilledChargesCents',
  'periodPaymentsCents',
  'statementBalanceCents',
  'imagesRemaining',
  'unlimitedImages',
]);

/** The account's settings as the fold leaves them. */
export function accountFieldsOf(account: AccountState): AuditLine[] {
  return account.exists ? linesOf(account, balanceFields) : [];
}

/**
 * The ledger folded over a whole stream in linear time: each step is evolveLedger itself, given only the keys its
 * event touches (its document's bought pages), as a decision is given only the keys it asks for
 * (ledger.state.ts); the ids and pages each step records are gathered here. evolveLedger copies the sets it is
 * handed, so handing it all of them at every step would cost the square of the stream (13 s for 5,000 charges).
 */
export class LedgerReplay {
  private step: Ledger = initialLedger();
  private readonly recorded = new Set<string>();
  private readonly purchased = new Map<string, ReadonlySet<number>>();

  /** Folds one event; answers the ids it recorded (a charge's, a deposit's, an add-on's, a preauthorization's). */
  fold(event: RecordedEvent): string[] {
    const { documentKey } = event.data as { documentKey?: unknown };
    const bought = typeof documentKey === 'string' ? this.purchased.get(documentKey) : undefined;
    const given: Ledger = {
      ...this.step,
      recorded: new Set(),
      purchased: new Map(bought && typeof documentKey === 'string' ? [[documentKey, bought]] : []),
    };
    this.step = foldLedgerEvent(given, event);
    const added = [...this.step.recorded].filter((id) => !this.recorded.has(id));
    for (const id of added) this.recorded.add(id);
    for (const [key, pages] of this.step.purchased) this.purchased.set(key, pages);
    return added;
  }

  /** The ledger so far: the account, its version, the open preauthorizations, and every id and page recorded. */
  get ledger(): Ledger {
    return { ...this.step, recorded: this.recorded, purchased: this.purchased };
  }
}
