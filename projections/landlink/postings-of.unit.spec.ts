import { describe, expect, it } from '@jest/globals';
import type { LedgerEvent } from '@landrecords/contracts/payments/ledger-events';
import { noPostingRules, postingsOf, type ChargeEvent, type PostingRules } from './postings-of';

const rules = (): PostingRules => ({
  escrow: { feeCode: 'ESC', chargeCode: 'E01' },
  creditCardExtra: {
    postToLandLink: true,
    chargeFeeCode: 'CARD',
    chargeChargeCode: 'C01',
    surchargeFeeCode: 'SUR',
    surchargeChargeCode: 'S01',
  },
  timeZone: 'Pacific/Saipan',
});
const posts = { landLinkAccount: '40021', postToLandLink: true };
const at = (event: LedgerEvent, recordedAt = '2026-11-26T13:05:09.123Z'): ChargeEvent =>
  ({ id: 'e1', recordedAt, ...event }) as ChargeEvent;
const charged = (method: 'ESCROW' | 'FLAT_FEE' | 'INVOICE' | 'CREDIT_CARD', amountCents = 150): LedgerEvent => ({
  type: 'AccountCharged',
  data: {
    accountId: 7,
    userId: 1,
    chargeId: 'c',
    kind: 'SEARCH',
    method,
    amountCents,
    images: 0,
    description: 'Name search',
  },
});
const deposited = (surchargeCents: number): LedgerEvent => ({
  type: 'EscrowDeposited',
  data: {
    accountId: 7,
    userId: 1,
    depositId: 'd',
    amountCents: 10_000,
    surchargeCents,
    provider: 's',
    transactionId: 't',
  },
});
const codes = (event: ChargeEvent, r = rules(), account = posts) =>
  postingsOf(event, r, account).map((p) => [p.key, p.feeCode, p.chargeCode, p.amountCents]);

describe('postingsOf', () => {
  it('posts an a la carte escrow or invoice charge under the escrow codes, a card charge under the card codes', () => {
    expect(codes(at(charged('ESCROW')))).toEqual([['e1-charge', 'ESC', 'E01', 150]]);
    expect(codes(at(charged('INVOICE')))).toEqual([['e1-charge', 'ESC', 'E01', 150]]);
    expect(codes(at(charged('CREDIT_CARD')))).toEqual([['e1-charge', 'CARD', 'C01', 150]]);
  });

  it('posts a deposit under the escrow codes and its card surcharge under the surcharge codes', () => {
    expect(codes(at(deposited(300)))).toEqual([
      ['e1-deposit', 'ESC', 'E01', 10_000],
      ['e1-surcharge', 'SUR', 'S01', 300],
    ]);
    expect(codes(at(deposited(0)))).toEqual([['e1-deposit', 'ESC', 'E01', 10_000]]);
  });

  it('posts nothing the configuration or the account does not mark', () => {
    expect(codes(at(charged('FLAT_FEE')))).toEqual([]);
    expect(codes(at(charged('INVOICE', 0)))).toEqual([]);
    expect(codes(at(charged('INVOICE')), noPostingRules())).toEqual([]);
    expect(codes(at(charged('INVOICE')), rules(), { landLinkAccount: '', postToLandLink: true })).toEqual([]);
    expect(codes(at(charged('CREDIT_CARD')), rules(), { ...posts, postToLandLink: false })).toEqual([]);
    const cardOff = { ...rules(), creditCardExtra: { ...rules().creditCardExtra, postToLandLink: false } };
    expect(codes(at(charged('CREDIT_CARD')), cardOff)).toEqual([]);
    expect(codes(at(deposited(300)), cardOff)).toEqual([['e1-deposit', 'ESC', 'E01', 10_000]]);
    const halfCodes = { ...rules(), escrow: { feeCode: 'ESC', chargeCode: '' } };
    expect(codes(at(charged('ESCROW')), halfCodes)).toEqual([]);
  });

  it("dates the posting in the county's time zone, and keeps the UTC time", () => {
    // 14:30 UTC on the 25th is 00:30 on the 26th in Saipan (UTC+10).
    const [posting] = postingsOf(at(charged('INVOICE'), '2026-11-25T14:30:00.000Z'), rules(), posts);
    expect(posting).toMatchObject({ chargedAt: '2026-11-25T14:30:00.000Z', countyDate: '2026-11-26' });
    const utc = postingsOf(at(charged('INVOICE'), '2026-11-25T14:30:00.000Z'), { ...rules(), timeZone: 'UTC' }, posts);
    expect(utc[0]!.countyDate).toBe('2026-11-25');
  });
});
