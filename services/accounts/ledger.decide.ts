import type { ChargeMethod, LedgerEvent } from '@landrecords/contracts/payments/ledger-events';
import { countyStaffRoles, type Role } from '@landrecords/contracts/codes';
import { paymentMessages as m } from '@landrecords/contracts/payments/messages';
import type { AccountEvent } from '@landrecords/contracts/accounts/events';
import { billingOf, unknownCase, type ExistingAccount } from '@landrecords/projections/accounts/index';
import { UserFacingError } from '../platform/http/errors';
import { chargeMethodOf, coverage, type Buyer } from './charge-coverage';
import type { Ledger } from './ledger.state';

type Charge = {
  userId: number;
  role: Role;
  /** From what is bought: the user, the search (or detail) and the hour it pays for. */
  chargeId: string;
  /** The rate in cents for an account that pays by card, and for one that does not. */
  cardAmountCents: number;
  amountCents: number;
  description: string;
};

/** The money commands of an account's stream (billing will add its own). */
export type LedgerCommand =
  | ({ type: 'ChargeSearch' } & Charge)
  | ({ type: 'ChargeDetail' } & Charge)
  | {
      type: 'BuyPages';
      userId: number;
      role: Role;
      /** From the order's guid and its pages: the same order paid again is found. */
      chargeId: string;
      documentKey: string;
      title: string;
      /** The order priced on this ledger by the county's rates: the pages not bought yet and what they cost. */
      price: { method: ChargeMethod; newPages: readonly number[]; amountCents: number; images: number };
    }
  | {
      type: 'Deposit';
      userId: number;
      depositId: string;
      amountCents: number;
      surchargeCents: number;
      provider: string;
      transactionId: string;
    }
  | { type: 'BuyAddOn'; userId: number; addOnId: string; option: number; images: number | null; costCents: number }
  | {
      type: 'AuthorizeCard';
      userId: number;
      authorizationId: string;
      provider: string;
      transactionId: string;
      amountCents: number;
    }
  | { type: 'CloseAuthorization'; userId: number };

type ChargeOutcome = 'FREE' | 'ALREADY_PAID' | 'CHARGED' | 'PAYMENT_NEEDED' | 'PAYMENT_NEEDED_AGAIN' | 'INSUFFICIENT';
type Outcomes = {
  ChargeSearch: ChargeOutcome;
  ChargeDetail: ChargeOutcome;
  BuyPages: 'PAID' | 'ALREADY_PAID' | 'INSUFFICIENT_FUNDS';
  Deposit: 'DEPOSITED' | 'ALREADY_RECORDED';
  BuyAddOn: 'BOUGHT' | 'ALREADY_RECORDED';
  AuthorizeCard: 'AUTHORIZED' | 'ALREADY_RECORDED';
  CloseAuthorization: 'CLOSED' | 'NONE_OPEN';
};
export type LedgerOutcome<Command extends LedgerCommand> = Outcomes[Command['type']];
export type LedgerDecision<Command extends LedgerCommand> = {
  events: LedgerEvent[];
  outcome: LedgerOutcome<Command>;
};

/** Money moves only on an active account. */
function activeAccount(ledger: Ledger): ExistingAccount {
  const account = ledger.account;
  if (!account.exists || account.deleted) throw new UserFacingError(m.noAccount, 403);
  if (account.status !== 'A') throw new UserFacingError(m.accountInactive, 403);
  return account;
}

/** The buyer as the ledger has it: the account's balances and the user's open preauthorization. */
export function buyerOfLedger(ledger: Ledger, identity: { userId: number; role: Role }): Buyer {
  return buyerOn(ledger, activeAccount(ledger), identity);
}

const buyerOn = (ledger: Ledger, account: ExistingAccount, identity: { userId: number; role: Role }): Buyer => ({
  userId: identity.userId,
  role: identity.role,
  accountName: account.name,
  ledger: { ...account, version: ledger.version },
  authorization: ledger.authorizations.get(identity.userId) ?? null,
});

function decideCharge(ledger: Ledger, command: Extract<LedgerCommand, Charge>): LedgerDecision<typeof command> {
  const account = activeAccount(ledger);
  const nothing = (outcome: ChargeOutcome) => ({ events: [], outcome });
  if (account.accountType !== 'A_LA_CARTE') return nothing('FREE');
  if (command.role === 'GUEST' || countyStaffRoles.includes(command.role)) return nothing('FREE');
  const method = chargeMethodOf(account);
  const amountCents = method === 'CREDIT_CARD' ? command.cardAmountCents : command.amountCents;
  if (amountCents === 0) return nothing('FREE');
  if (ledger.recorded.has(command.chargeId)) return nothing('ALREADY_PAID');
  const buyer = buyerOn(ledger, account, command);
  if (!coverage(method, buyer, amountCents).sufficient) {
    return nothing(
      method !== 'CREDIT_CARD' ? 'INSUFFICIENT' : buyer.authorization ? 'PAYMENT_NEEDED_AGAIN' : 'PAYMENT_NEEDED',
    );
  }
  const event: LedgerEvent = {
    type: 'AccountCharged',
    data: {
      accountId: account.accountId,
      userId: command.userId,
      chargeId: command.chargeId,
      kind: command.type === 'ChargeSearch' ? 'SEARCH' : 'DETAIL',
      method,
      amountCents,
      images: 0,
      description: command.description,
      ...(method === 'CREDIT_CARD' ? { authorizationId: buyer.authorization!.authorizationId } : {}),
    },
  };
  return { events: [event], outcome: 'CHARGED' };
}

function decideBuyPages(
  ledger: Ledger,
  command: Extract<LedgerCommand, { type: 'BuyPages' }>,
): LedgerDecision<typeof command> {
  const account = activeAccount(ledger);
  const { price } = command;
  if (ledger.recorded.has(command.chargeId) || price.newPages.length === 0)
    return { events: [], outcome: 'ALREADY_PAID' };
  const buyer = buyerOn(ledger, account, command);
  const sufficient =
    price.method === 'FLAT_FEE'
      ? price.images <= account.imagesRemaining
      : coverage(price.method, buyer, price.amountCents).sufficient;
  if (!sufficient) return { events: [], outcome: 'INSUFFICIENT_FUNDS' };
  const pages = [...price.newPages];
  const event: LedgerEvent = {
    type: 'AccountCharged',
    data: {
      accountId: account.accountId,
      userId: command.userId,
      chargeId: command.chargeId,
      kind: 'IMAGES',
      method: price.method,
      amountCents: price.amountCents,
      images: price.images,
      description: `${command.title}, page${pages.length === 1 ? '' : 's'} ${pages.join(', ')}`,
      ...(price.method === 'CREDIT_CARD' && buyer.authorization
        ? { authorizationId: buyer.authorization.authorizationId }
        : {}),
      documentKey: command.documentKey,
      pages,
    },
  };
  return { events: [event], outcome: 'PAID' };
}

function decideClose(ledger: Ledger, account: ExistingAccount, userId: number): LedgerEvent[] {
  const open = ledger.authorizations.get(userId);
  if (!open) return [];
  return [
    {
      type: 'CardAuthorizationClosed',
      data: {
        accountId: account.accountId,
        userId,
        authorizationId: open.authorizationId,
        capturedCents: open.usedCents,
      },
    },
  ];
}

/**
 * A deposit, an add-on or a preauthorization: recorded once by its id on an active account, so the same command
 * again appends nothing and says so.
 */
function recordOnce<Outcome extends string>(
  ledger: Ledger,
  id: string,
  outcome: Outcome,
  events: (account: ExistingAccount) => LedgerEvent[],
): { events: LedgerEvent[]; outcome: Outcome | 'ALREADY_RECORDED' } {
  const account = activeAccount(ledger);
  if (ledger.recorded.has(id)) return { events: [], outcome: 'ALREADY_RECORDED' };
  return { events: events(account), outcome };
}

/** A command's fields, which its event records as they are. */
const dataOf = <Command extends { type: string }>({ type: _, ...data }: Command) => data;

/**
 * The ledger's one decision: what a money command appends to the account's stream, given the stream's state.
 * Pure: the state comes in (read under the stream's lock), the events and the outcome go out. A command whose
 * id is recorded already appends nothing and says so.
 */
export function decideLedger<Command extends LedgerCommand>(ledger: Ledger, command: Command): LedgerDecision<Command>;
export function decideLedger(ledger: Ledger, command: LedgerCommand): LedgerDecision<LedgerCommand> {
  switch (command.type) {
    case 'ChargeSearch':
    case 'ChargeDetail':
      return decideCharge(ledger, command);
    case 'BuyPages':
      return decideBuyPages(ledger, command);
    case 'Deposit':
      return recordOnce(ledger, command.depositId, 'DEPOSITED', ({ accountId }) => [
        { type: 'EscrowDeposited', data: { accountId, ...dataOf(command) } },
      ]);
    case 'BuyAddOn':
      return recordOnce(ledger, command.addOnId, 'BOUGHT', ({ accountId }) => [
        { type: 'FlatFeeAddOnBought', data: { accountId, ...dataOf(command) } },
      ]);
    case 'AuthorizeCard':
      // A new preauthorization closes the user's open one: one a user at a time.
      return recordOnce(ledger, command.authorizationId, 'AUTHORIZED', (account) => [
        ...decideClose(ledger, account, command.userId),
        { type: 'CardAuthorized', data: { accountId: account.accountId, ...dataOf(command) } },
      ]);
    case 'CloseAuthorization': {
      const events = decideClose(ledger, activeAccount(ledger), command.userId);
      return { events, outcome: events.length > 0 ? 'CLOSED' : 'NONE_OPEN' };
    }
    default:
      return unknownCase(command);
  }
}

/** What a command's decision must be given besides the account: its user, its ids, its document. */
export function readsOf(command: LedgerCommand) {
  switch (command.type) {
    case 'ChargeSearch':
    case 'ChargeDetail':
      return { userId: command.userId, ids: [command.chargeId] };
    case 'BuyPages':
      return { userId: command.userId, ids: [command.chargeId], documentKey: command.documentKey };
    case 'Deposit':
      return { userId: command.userId, ids: [command.depositId] };
    case 'BuyAddOn':
      return { userId: command.userId, ids: [command.addOnId] };
    case 'AuthorizeCard':
      return { userId: command.userId, ids: [command.authorizationId] };
    case 'CloseAuthorization':
      return { userId: command.userId };
    default:
      return unknownCase(command);
  }
}

/** The month's fee (billing, issue 25): charged once a month, by its charge id, on an active account. */
export type MonthlyFee = { month: string; amountCents: number; description: string };
export const monthlyFeeChargeId = (month: string) => `monthly-fee-${month}`;

export function decideMonthlyFee(ledger: Ledger, fee: MonthlyFee): AccountEvent[] {
  const account = activeAccount(ledger);
  const chargeId = monthlyFeeChargeId(fee.month);
  const billedMonth = billingOf(account).billedMonth;
  if (fee.amountCents <= 0 || ledger.recorded.has(chargeId) || (billedMonth !== null && billedMonth >= fee.month))
    return [];
  return [{ type: 'MonthlyFeeCharged', data: { accountId: account.accountId, chargeId, ...fee } }];
}
