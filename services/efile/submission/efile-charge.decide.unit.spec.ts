import { describe, expect, it } from '@jest/globals';
import type { AccountFields } from '@landrecords/contracts/accounts/account';
import type { AccountEvent } from '@landrecords/contracts/accounts/events';
import { evolveLedger, initialLedger, type Ledger } from '../../accounts/index';
import { decideEfileCharge, decideEfileReversal, efileChargeId, efileReversalId } from './efile-charge.decide';

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
  postToLandLink: true,
  userReload: false,
};
const accountId = 100;
const userId = 7;
const submissionId = '0b0f5d3e-8a55-4a9b-9d0f-2b7c1f3f2a10';
const opened = (overrides: Partial<AccountFields> = {}): AccountEvent => ({
  type: 'AccountCreated',
  data: { ...fields, ...overrides, accountId },
});
const deposited = (amountCents: number): AccountEvent => ({
  type: 'EscrowDeposited',
  data: { accountId, userId, depositId: 'd1', amountCents, surchargeCents: 0, provider: 'demo', transactionId: 'd1' },
});
const given = (...events: AccountEvent[]): Ledger => events.reduce(evolveLedger, initialLedger());
const charge = { userId, role: 'USER' as const, submissionId, amountCents: 12_50, description: 'E-file EF-000001' };
const then = (ledger: Ledger, events: AccountEvent[]) => events.reduce(evolveLedger, ledger);

describe('an e-file charge on the ledger', () => {
  it('takes escrow once, by the submission’s charge id', () => {
    const ledger = given(opened(), deposited(20_00));
    const first = decideEfileCharge(ledger, charge);
    expect(first.result).toBe('CHARGED');
    expect(first.events).toEqual([
      {
        type: 'AccountCharged',
        data: expect.objectContaining({ chargeId: efileChargeId(submissionId), kind: 'EFILE', method: 'ESCROW' }),
      },
    ]);
    const after = then(ledger, first.events);
    expect(after.account.exists && after.account.escrowBalanceCents).toBe(7_50);
    expect(decideEfileCharge(after, charge)).toEqual({ events: [], result: 'ALREADY_PAID' });
  });

  it('refuses what escrow does not cover, and puts an invoiced account’s on its statement', () => {
    expect(decideEfileCharge(given(opened(), deposited(12_49)), charge)).toEqual({
      events: [],
      result: 'INSUFFICIENT_FUNDS',
    });
    const invoiced = given(opened({ paymentMethod: 'INVOICE' }));
    const after = then(invoiced, decideEfileCharge(invoiced, charge).events);
    expect(after.account.exists && after.account.unbilledChargesCents).toBe(12_50);
  });

  it('charges a flat-fee account in money, never in images', () => {
    const flat = given(opened({ accountType: 'FLAT_FEE', paymentMethod: 'INVOICE', flatFeeRateLevel: 1 }));
    const { events } = decideEfileCharge(flat, charge);
    expect(events[0]?.data).toMatchObject({ method: 'INVOICE', images: 0, amountCents: 12_50 });
  });
});

describe('an e-file charge reversed', () => {
  const reversal = { userId, submissionId, method: 'ESCROW' as const, amountCents: 12_50, description: 'Reversal' };

  it('gives escrow back once, and nothing for a charge never made', () => {
    const opening = given(opened(), deposited(20_00));
    expect(decideEfileReversal(opening, reversal)).toEqual({ events: [], result: 'NOTHING_TO_REVERSE' });
    const charged = then(opening, decideEfileCharge(opening, charge).events);
    const first = decideEfileReversal(charged, reversal);
    expect(first.result).toBe('REVERSED');
    expect(first.events[0]?.data).toMatchObject({
      chargeId: efileReversalId(submissionId),
      reversedChargeId: efileChargeId(submissionId),
    });
    const after = then(charged, first.events);
    expect(after.account.exists && after.account.escrowBalanceCents).toBe(20_00);
    expect(decideEfileReversal(after, reversal)).toEqual({ events: [], result: 'NOTHING_TO_REVERSE' });
  });

  it('takes an invoiced charge off the statement, and a card charge off the period’s payments', () => {
    const invoiced = given(opened({ paymentMethod: 'INVOICE' }));
    const charged = then(invoiced, decideEfileCharge(invoiced, charge).events);
    const back = then(charged, decideEfileReversal(charged, { ...reversal, method: 'INVOICE' }).events);
    expect(back.account.exists && back.account.unbilledChargesCents).toBe(0);
    const card = given(opened({ paymentMethod: 'CREDIT_CARD' }));
    const paid = then(card, decideEfileCharge(card, charge).events);
    const refunded = then(paid, decideEfileReversal(paid, { ...reversal, method: 'CREDIT_CARD' }).events);
    expect(
      refunded.account.exists && [refunded.account.unbilledChargesCents, refunded.account.periodPaymentsCents],
    ).toEqual([0, 0]);
  });
});
