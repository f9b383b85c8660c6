import { describe, expect, it } from '@jest/globals';
import type { LedgerEvent } from '@landrecords/contracts/payments/ledger-events';
import { postingsOf, type ChargeEvent, type PostingRules } from './postings-of';

const rules: PostingRules = {
  escrow: { feeCode: 'ESC', chargeCode: 'E01' },
  creditCardExtra: {
    postToLandLink: true,
    chargeFeeCode: 'CARD',
    chargeChargeCode: 'C01',
    surchargeFeeCode: 'SUR',
    surchargeChargeCode: 'S01',
  },
  timeZone: 'Pacific/Saipan',
};
const account = { landLinkAccount: '40021', postToLandLink: true };
const efileCharge = (method: 'ESCROW' | 'INVOICE' | 'CREDIT_CARD'): ChargeEvent =>
  ({
    id: 'e9',
    recordedAt: '2026-11-26T13:05:09.123Z',
    type: 'AccountCharged',
    data: {
      accountId: 7,
      userId: 1,
      chargeId: 'efile-0b0f',
      kind: 'EFILE',
      method,
      amountCents: 12_50,
      images: 0,
      description: 'E-file EF-000001: LR, 7 pages',
    },
  }) as ChargeEvent;

describe('an e-file charge on an account', () => {
  it('posts as the account pays: escrow and invoice under the escrow codes, a card under the card codes', () => {
    const posted = (method: 'ESCROW' | 'INVOICE' | 'CREDIT_CARD') =>
      postingsOf(efileCharge(method), rules, account).map((p) => [p.key, p.feeCode, p.chargeCode, p.amountCents]);
    expect(posted('ESCROW')).toEqual([['e9-charge', 'ESC', 'E01', 12_50]]);
    expect(posted('INVOICE')).toEqual([['e9-charge', 'ESC', 'E01', 12_50]]);
    expect(posted('CREDIT_CARD')).toEqual([['e9-charge', 'CARD', 'C01', 12_50]]);
    expect(postingsOf(efileCharge('ESCROW'), rules, account)[0]?.description).toBe('E-file EF-000001: LR, 7 pages');
  });

  it('posts nothing for its reversal (LandLink takes no credits: the recorder adjusts it there)', () => {
    const reversed = {
      id: 'e10',
      recordedAt: '2026-11-27T13:05:09.123Z',
      type: 'AccountChargeReversed',
      data: {
        accountId: 7,
        userId: 1,
        chargeId: 'efile-0b0f-reversal',
        reversedChargeId: 'efile-0b0f',
        kind: 'EFILE',
        method: 'ESCROW',
        amountCents: 12_50,
        description: 'Reversal',
      },
    } as { id: string; recordedAt: string } & LedgerEvent;
    expect(postingsOf(reversed as ChargeEvent, rules, account)).toEqual([]);
  });
});
