import { describe, expect, it } from '@jest/globals';
import type { AccountFields } from '@landrecords/contracts/accounts/account';
import type { AccountEvent } from '@landrecords/contracts/accounts/events';
import { decideLedger, type LedgerCommand } from './ledger.decide';
import { evolveLedger, initialLedger, type Ledger } from './ledger.state';

const fields: AccountFields = {
  name: 'Marianas Title & Escrow',
  accountType: 'A_LA_CARTE',
  paymentMethod: 'ESCROW',
  monthlyFee: 0,
  flatFeeRateLevel: 0,
  address: 'PO Box 1',
  city: 'Garapan',
  state: 'MP',
  zip: '96950',
  phone: '',
  email: '',
  landLinkAccount: '4001',
  postToLandLink: false,
  userReload: true,
};
const accountId = 100;
const userId = 7;
const opened = (overrides: Partial<AccountFields> = {}): AccountEvent => ({
  type: 'AccountCreated',
  data: { ...fields, ...overrides, accountId },
});
const deposited = (amountCents: number, depositId = 'deposit-1'): AccountEvent => ({
  type: 'EscrowDeposited',
  data: { accountId, userId, depositId, amountCents, surchargeCents: 0, provider: 'demo', transactionId: depositId },
});
const authorized = (authorizationId: string, amountCents: number): AccountEvent => ({
  type: 'CardAuthorized',
  data: { accountId, userId, authorizationId, provider: 'sandbox', transactionId: `t-${authorizationId}`, amountCents },
});

/** Given the events, when the command is decided, then these events (and this outcome). */
const given = (...events: AccountEvent[]): Ledger => events.reduce(evolveLedger, initialLedger());
const when = (ledger: Ledger, command: LedgerCommand) => decideLedger(ledger, command);

const search = (chargeId = 'SEARCH:7:abc:2026-11-26T02'): LedgerCommand => ({
  type: 'ChargeSearch',
  userId,
  role: 'USER',
  chargeId,
  amountCents: 100,
  cardAmountCents: 200,
  description: 'Search by Name',
});
const pages = (chargeId: string, newPages: number[], amountCents: number): LedgerCommand => ({
  type: 'BuyPages',
  userId,
  role: 'ACCOUNT',
  chargeId,
  documentKey: 'DOC/DEED/3917312',
  title: 'Warranty Deed 3917312',
  price: { method: 'ESCROW', newPages, amountCents, images: 0 },
});

describe('the ledger decider', () => {
  it('charges a search from escrow once for its id, and the evolve takes it from the balance', () => {
    const ledger = given(opened(), deposited(500));
    const first = when(ledger, search());
    expect(first.outcome).toBe('CHARGED');
    expect(first.events).toEqual([
      {
        type: 'AccountCharged',
        data: {
          accountId,
          userId,
          chargeId: 'SEARCH:7:abc:2026-11-26T02',
          kind: 'SEARCH',
          method: 'ESCROW',
          amountCents: 100,
          images: 0,
          description: 'Search by Name',
        },
      },
    ]);
    const after = first.events.reduce(evolveLedger, ledger);
    expect(after.account).toMatchObject({ escrowBalanceCents: 400 });
    expect(when(after, search())).toEqual({ events: [], outcome: 'ALREADY_PAID' });
    // The next hour is a new charge.
    expect(when(after, search('SEARCH:7:abc:2026-11-26T03')).outcome).toBe('CHARGED');
  });

  it('refuses a search the escrow cannot pay, and asks a card user to preauthorize, then again past it', () => {
    expect(when(given(opened(), deposited(50)), search())).toEqual({ events: [], outcome: 'INSUFFICIENT' });
    const card = opened({ paymentMethod: 'CREDIT_CARD' });
    expect(when(given(card), search()).outcome).toBe('PAYMENT_NEEDED');
    expect(when(given(card, authorized('a-1', 300)), search()).events[0]).toMatchObject({
      data: { method: 'CREDIT_CARD', amountCents: 200, authorizationId: 'a-1' },
    });
    const used = given(card, authorized('a-1', 300), ...when(given(card, authorized('a-1', 300)), search()).events);
    expect(when(used, search('SEARCH:7:other:2026-11-26T02')).outcome).toBe('PAYMENT_NEEDED_AGAIN');
  });

  it('charges nothing for staff, a flat-fee account or a free rate', () => {
    const ledger = given(opened(), deposited(500));
    expect(when(ledger, { ...search(), role: 'COUNTY' } as LedgerCommand).outcome).toBe('FREE');
    expect(when(given(opened({ accountType: 'FLAT_FEE' })), search()).outcome).toBe('FREE');
    expect(when(ledger, { ...search(), amountCents: 0 } as LedgerCommand).outcome).toBe('FREE');
  });

  it('buys the new pages of an order once, and a changed selection of the same order is a new charge', () => {
    const ledger = given(opened(), deposited(500));
    const paid = when(ledger, pages('order-1:2', [2], 100));
    expect(paid.outcome).toBe('PAID');
    expect(paid.events[0]).toMatchObject({
      data: { kind: 'IMAGES', amountCents: 100, pages: [2], description: 'Warranty Deed 3917312, page 2' },
    });
    const after = paid.events.reduce(evolveLedger, ledger);
    expect(after.purchased.get('DOC/DEED/3917312')).toEqual(new Set([2]));
    expect(when(after, pages('order-1:2', [], 0))).toEqual({ events: [], outcome: 'ALREADY_PAID' });
    expect(when(after, pages('order-1:2,4', [4], 50)).outcome).toBe('PAID');
    expect(when(after, pages('order-2:9', [9], 1000))).toEqual({ events: [], outcome: 'INSUFFICIENT_FUNDS' });
  });

  it('takes flat-fee images from the allowance, never below it', () => {
    const flat = given(opened({ accountType: 'FLAT_FEE' }), {
      type: 'AccountFlatFeeUsageSet',
      data: { accountId, imagesRemaining: 2 },
    });
    const buy = (images: number): LedgerCommand => ({
      ...(pages('order-3:1-3', [1, 2, 3], 0) as Extract<LedgerCommand, { type: 'BuyPages' }>),
      price: { method: 'FLAT_FEE', newPages: [1, 2, 3], amountCents: 0, images },
    });
    expect(when(flat, buy(3)).outcome).toBe('INSUFFICIENT_FUNDS');
    const bought = when(flat, buy(2));
    expect(bought.events.reduce(evolveLedger, flat).account).toMatchObject({ imagesRemaining: 0 });
  });

  it('records a deposit and an add-on once by their ids, and says so the second time', () => {
    const deposit: LedgerCommand = {
      type: 'Deposit',
      userId,
      depositId: 'ref-1',
      amountCents: 2500,
      surchargeCents: 250,
      provider: 'sandbox',
      transactionId: '600001',
    };
    const ledger = given(opened());
    const first = when(ledger, deposit);
    expect(first.outcome).toBe('DEPOSITED');
    const after = first.events.reduce(evolveLedger, ledger);
    expect(after.account).toMatchObject({ escrowBalanceCents: 2500 });
    expect(when(after, deposit)).toEqual({ events: [], outcome: 'ALREADY_RECORDED' });

    const flat = given(opened({ accountType: 'FLAT_FEE', paymentMethod: 'INVOICE' }));
    const addOn: LedgerCommand = {
      type: 'BuyAddOn',
      userId,
      addOnId: 'guid-1',
      option: 2,
      images: 50,
      costCents: 2800,
    };
    const bought = when(flat, addOn);
    const afterAddOn = bought.events.reduce(evolveLedger, flat);
    expect(afterAddOn.account).toMatchObject({ imagesRemaining: 50, unbilledChargesCents: 2800 });
    expect(when(afterAddOn, addOn)).toEqual({ events: [], outcome: 'ALREADY_RECORDED' });
  });

  it('closes the open preauthorization with what it was used for when a new one comes, once', () => {
    const card = opened({ paymentMethod: 'CREDIT_CARD' });
    const charged = given(card, authorized('a-1', 5000));
    const used = given(card, authorized('a-1', 5000), ...when(charged, search()).events);
    const authorize: LedgerCommand = {
      type: 'AuthorizeCard',
      userId,
      authorizationId: 'a-2',
      provider: 'sandbox',
      transactionId: 't-a-2',
      amountCents: 5000,
    };
    const decision = when(used, authorize);
    expect(decision.events).toEqual([
      { type: 'CardAuthorizationClosed', data: { accountId, userId, authorizationId: 'a-1', capturedCents: 200 } },
      {
        type: 'CardAuthorized',
        data: {
          accountId,
          userId,
          authorizationId: 'a-2',
          provider: 'sandbox',
          transactionId: 't-a-2',
          amountCents: 5000,
        },
      },
    ]);
    const after = decision.events.reduce(evolveLedger, used);
    expect(after.authorizations.get(userId)).toMatchObject({ authorizationId: 'a-2', usedCents: 0 });
    expect(when(after, authorize)).toEqual({ events: [], outcome: 'ALREADY_RECORDED' });
    expect(when(after, { type: 'CloseAuthorization', userId }).events).toEqual([
      { type: 'CardAuthorizationClosed', data: { accountId, userId, authorizationId: 'a-2', capturedCents: 0 } },
    ]);
    expect(when(given(card), { type: 'CloseAuthorization', userId })).toEqual({ events: [], outcome: 'NONE_OPEN' });
  });

  it('moves no money on an inactive account', () => {
    const inactive = given(opened(), deposited(500), {
      type: 'AccountStatusChanged',
      data: { accountId, status: 'I' },
    });
    expect(() => when(inactive, search())).toThrow();
    expect(() => when(initialLedger(), search())).toThrow();
  });
});
