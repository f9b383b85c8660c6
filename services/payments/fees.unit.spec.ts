import { describe, expect, it } from '@jest/globals';
import { defaultCountyConfig, type CountyConfig } from '@landrecords/contracts/config/index';
import type { LedgerState } from '@landrecords/projections/payments/index';
import { feeScheduleOf, purchaseOptions } from './fee-schedule';
import { imageCharge, imageRatesFor } from './fees';
import { priceOfPages, type Buyer } from './price';

const county = (): CountyConfig => {
  const config = defaultCountyConfig();
  config.aLaCarte = { ...config.aLaCarte, imageDocument: 500, imageFirstPage: 100, imageAdditionalPages: 50 };
  config.creditCard = {
    ...config.creditCard,
    applyAlternateRates: true,
    imageDocumentCreditCard: 800,
    imageFirstPageCreditCard: 200,
    imageAdditionalPagesCreditCard: 100,
  };
  const row = (documentType: string, instrumentCode: string, documentRate: number) => ({
    documentType,
    instrumentCode,
    documentRate,
    firstPageRate: documentRate / 10,
    additionalPagesRate: 0,
  });
  config.aLaCarteSpecialRates = {
    rates: [row('0', 'MTG', 300), row('DEED', '', 700), row('DEED', 'QCD', 900), row('PLAT', 'MTG', 1100)],
  };
  return config;
};

describe('imageRatesFor', () => {
  it('takes the type and code row, else the type for any code, else the code for all types, else the rates', () => {
    const config = county();
    const rate = (documentType: string, instrumentCode: string) =>
      imageRatesFor(config, false, { documentType, instrumentCode }).document;
    expect(rate('DEED', 'QCD')).toBe(900);
    expect(rate('DEED', 'WD')).toBe(700);
    expect(rate('LIEN', 'MTG')).toBe(300);
    expect(rate('PLAT', 'MTG')).toBe(1100);
    expect(rate('LIEN', 'WD')).toBe(500);
  });

  it("gives a card payer the county's credit-card rates only when it applies them", () => {
    const config = county();
    const lien = { documentType: 'LIEN', instrumentCode: 'WD' };
    expect(imageRatesFor(config, true, lien)).toEqual({ document: 800, firstPage: 200, additionalPages: 100 });
    config.creditCard.applyAlternateRates = false;
    expect(imageRatesFor(config, true, lien)).toEqual({ document: 500, firstPage: 100, additionalPages: 50 });
  });
});

describe('imageCharge', () => {
  const rates = { document: 500, firstPage: 100, additionalPages: 50 };

  it('charges by page the first new page and each other, leaving out the pages bought', () => {
    expect(imageCharge(rates, 'PAGE', [1, 2, 3, 4], new Set([2]))).toEqual({
      newPages: [1, 3, 4],
      amountCents: 200,
      lines: [
        { description: 'First page', cents: 100 },
        {
          description: 'Additional pages (2 × $0.50)',
          cents: 100,
          message: expect.objectContaining({
            code: 'PAYMENT_LABEL_ADDITIONAL_PAGES',
            params: { count: 2, rate: '$0.50' },
          }),
        },
      ],
    });
  });

  it('charges by document the document rate once, and nothing when every page is bought', () => {
    expect(imageCharge(rates, 'DOCUMENT', [1, 2, 3], new Set([1])).amountCents).toBe(500);
    expect(imageCharge(rates, 'DOCUMENT', [1, 2], new Set([1, 2]))).toEqual({
      newPages: [],
      amountCents: 0,
      lines: [],
    });
  });
});

describe('the price and the fee schedule', () => {
  const ledger = (changes: Partial<LedgerState>): LedgerState => ({
    exists: true,
    deleted: false,
    accountId: 7,
    name: 'Marianas Title',
    version: 3,
    status: 'A',
    accountType: 'A_LA_CARTE',
    paymentMethod: 'ESCROW',
    monthlyFee: 0,
    flatFeeRateLevel: 0,
    address: '',
    city: '',
    state: '',
    zip: '',
    phone: '',
    email: '',
    landLinkAccount: '',
    postToLandLink: false,
    userReload: false,
    docTypes: [],
    pageAccess: null,
    escrowBalanceCents: 0,
    unbilledChargesCents: 0,
    imagesRemaining: 0,
    unlimitedImages: false,
    lastBilled: null,
    lastImageRenewal: null,
    lastTasks: null,
    ...changes,
  });
  const buyer = (changes: Partial<LedgerState>, role: Buyer['role'] = 'ACCOUNT'): Buyer => ({
    userId: 9,
    role,
    accountName: 'Marianas Title',
    ledger: ledger(changes),
    authorization: null,
  });
  const deed = { documentKey: 'DOC/DEED/1', documentType: 'LIEN', instrumentCode: 'WD', chargeMethod: 'PAGE' as const };
  const scheduleOf = (config: CountyConfig, who: Buyer, pages: number[]) => {
    const price = priceOfPages(config, who, deed, pages, new Set());
    return feeScheduleOf('Deed 1', price, who, purchaseOptions(config, who, price));
  };

  it('offers the escrow top-up to the administrator of an escrow account short of money, and nothing to a user', () => {
    const config = county();
    config.escrow = { ...config.escrow, reloadByCreditCard: true, minReloadAmount: 2500, maxReloadAmount: 100000 };
    expect(scheduleOf(config, buyer({ escrowBalanceCents: 120 }), [1, 2])).toMatchObject({
      amountCents: 150,
      insufficientBalance: true,
      endingBalance: { value: '-$0.30' },
      button: 'ADD_TO_ESCROW',
    });
    expect(scheduleOf(config, buyer({ escrowBalanceCents: 120 }, 'USER'), [1, 2])).toMatchObject({
      button: 'NONE',
      noPurchasingOptionsAvailableMessage: expect.any(String),
    });
    expect(scheduleOf(config, buyer({ escrowBalanceCents: 150 }), [1, 2])).toMatchObject({
      insufficientBalance: false,
      button: 'DOWNLOAD',
      downloadButtonText: 'Buy and Download',
    });
  });

  it('takes images from a flat-fee allowance unless the rate level is free or unlimited', () => {
    const config = county();
    config.flatFee = {
      chargingImages: true,
      rates: config.flatFee.rates.map((rate, index) =>
        index === 1 ? { option: true, unlimitedNumberOfPages: true, numberOfPages: null, cost: 20000 } : rate,
      ),
    };
    const flat = (changes: Partial<LedgerState>) =>
      scheduleOf(config, buyer({ accountType: 'FLAT_FEE', paymentMethod: 'INVOICE', ...changes }), [1, 2, 3]);
    expect(flat({ flatFeeRateLevel: 1, imagesRemaining: 2 })).toMatchObject({
      method: 'FLAT_FEE',
      images: 3,
      insufficientBalance: true,
      beginningBalance: { value: '2 images' },
    });
    expect(flat({ flatFeeRateLevel: 2, imagesRemaining: 0 })).toMatchObject({ images: 0, insufficientBalance: false });
    expect(flat({ flatFeeRateLevel: 0, imagesRemaining: 0 })).toMatchObject({ images: 0, insufficientBalance: false });
  });

  it('asks a card payer to preauthorize, and to preauthorize again past what is left', () => {
    const config = county();
    const card = buyer({ paymentMethod: 'CREDIT_CARD' }, 'USER');
    expect(scheduleOf(config, card, [1])).toMatchObject({ amountCents: 200, button: 'PREAUTHORIZE' });
    const held = {
      ...card,
      authorization: {
        authorizationId: 'a',
        provider: 'sandbox',
        transactionId: '1',
        amountCents: 500,
        usedCents: 400,
      },
    };
    expect(scheduleOf(config, held, [1])).toMatchObject({
      button: 'REAUTHORIZE',
      title: 'Exceeding Current Preauthorization',
      beginningBalance: { value: '$1.00' },
    });
  });
});
