import { describe, expect, it } from '@jest/globals';
import { defaultSection } from '@landrecords/contracts/config/index';
import { efileCharges, efilePaymentMethod } from './efile-charges';

const county = (efile: object = {}, card: object = {}) => ({
  efile: { ...defaultSection('efile'), firstPageRate: 1000, additionalPagesRate: 250, ...efile },
  creditCardExtra: { ...defaultSection('creditCardExtra'), ...card },
});

describe('the e-file charges', () => {
  it('are the first page rate, then the additional pages rate for each page after it', () => {
    expect(efileCharges(county(), 'INVOICE', 1)).toEqual({
      paymentMethod: 'INVOICE',
      firstPageCents: 1000,
      additionalPagesCents: 0,
      surchargeCents: 0,
      totalCents: 1000,
    });
    expect(efileCharges(county(), 'ESCROW', 7)).toMatchObject({ additionalPagesCents: 1500, totalCents: 2500 });
  });

  it('add the county’s card surcharge for a card payer, rounded once to cents', () => {
    const card = { applySurcharge: true, surchargeMethod: 'percent', surchargePercent: 2.5 };
    // 2.5% of $15.00 is 37.5 cents: 38.
    expect(efileCharges(county({}, card), 'CREDIT_CARD', 3)).toMatchObject({ surchargeCents: 38, totalCents: 1538 });
    // The card surcharge is not an account payer's.
    expect(efileCharges(county({}, card), 'ESCROW', 3)).toMatchObject({ surchargeCents: 0, totalCents: 1500 });
    const flat = { applySurcharge: true, surchargeMethod: 'dollars', surcharge: 150 };
    expect(efileCharges(county({}, flat), 'CREDIT_CARD', 1)).toMatchObject({ surchargeCents: 150, totalCents: 1150 });
  });

  it('add the efile section’s payment surcharge for an account payer, and none on a free filing', () => {
    const payment = { applySurcharge: true, surchargeMethod: 'dollars', surcharge: 75 };
    expect(efileCharges(county(payment), 'INVOICE', 3)).toMatchObject({ surchargeCents: 75, totalCents: 1575 });
    expect(efileCharges(county(payment), 'CREDIT_CARD', 3)).toMatchObject({ surchargeCents: 0 });
    const free = county({ ...payment, firstPageRate: 0, additionalPagesRate: 0 });
    expect(efileCharges(free, 'INVOICE', 3)).toMatchObject({ surchargeCents: 0, totalCents: 0 });
  });
});

describe('how a filer pays', () => {
  const user = (fields: object) => ({
    user: {
      id: 9,
      role: 'USER' as const,
      status: 'A' as const,
      accountId: 4,
      viewJudicialProtection: false,
      docTypes: [],
      pageAccess: {},
      account: {
        accountType: 'A_LA_CARTE' as const,
        paymentMethod: 'ESCROW' as const,
        imagesRemaining: 0,
        escrowBalanceCents: 0,
        periodChargesCents: 0,
      },
      ...fields,
    },
  });
  it('anonymous, a guest or an inactive user by card; an account’s user as the account pays', () => {
    expect(efilePaymentMethod({ user: null })).toBe('CREDIT_CARD');
    expect(efilePaymentMethod(user({ role: 'GUEST' }))).toBe('CREDIT_CARD');
    expect(efilePaymentMethod(user({ status: 'I' }))).toBe('CREDIT_CARD');
    expect(efilePaymentMethod(user({ account: null }))).toBe('CREDIT_CARD');
    expect(efilePaymentMethod(user({}))).toBe('ESCROW');
  });
});
