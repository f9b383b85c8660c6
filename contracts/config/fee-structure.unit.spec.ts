import { describe, expect, it } from '@jest/globals';
import { countyConfigSections, defaultSection, type SectionName, type SectionValues } from './index';
import { flatFeeRateText } from './flat-fee';
import { configMessages as m } from './messages';

const problems = (section: SectionName, input: unknown) => {
  const result = countyConfigSections[section].schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};
const parse = <S extends SectionName>(section: S, input: unknown) =>
  countyConfigSections[section].schema.parse(input) as SectionValues<S>;

const rate = (option: boolean, unlimited: boolean, pages: number | null, cost: number | string | null) => ({
  option,
  unlimitedNumberOfPages: unlimited,
  numberOfPages: pages,
  cost,
});
const fiveRates = (...first: ReturnType<typeof rate>[]) => [
  ...first,
  ...Array.from({ length: 5 - first.length }, () => rate(false, false, null, null)),
];

describe('a la carte and credit card rates', () => {
  it('take dollars and keep cents, 0 when not given', () => {
    const rates = parse('aLaCarte', { searchName: 1.25, imageFirstPage: '0.50' });
    expect(rates).toMatchObject({ searchName: 125, imageFirstPage: 50, searchTractBook: 0, taxLienDetails: 0 });
    expect(Object.keys(rates)).toHaveLength(18);
    const card = parse('creditCard', {
      applyAlternateRates: true,
      searchNameCreditCard: 2,
      platImageFirstPageCreditCard: 3,
    });
    expect(card).toMatchObject({ searchNameCreditCard: 200, platImageFirstPageCreditCard: 300, specialRates: [] });
  });

  it('refuse an amount that is not dollars and cents', () => {
    expect(problems('aLaCarte', { searchName: 1.255 })).toEqual([['searchName', m.amount]]);
    expect(problems('aLaCarte', { imageDocument: -1 })).toEqual([['imageDocument', m.amount]]);
  });
});

describe('special rates (002 §5)', () => {
  const table = (...rates: object[]) => ({ rates });
  it.each<[string, object[], string, string]>([
    [
      'an instrument code without a document type',
      [{ instrumentCode: 'MTG', documentRate: 1 }],
      'rates.0.documentType',
      m.specialRateNeedsDocumentType,
    ],
    [
      'a rate with no document type at all',
      [{ firstPageRate: 1 }],
      'rates.0.documentType',
      m.specialRateNeedsDocumentTypeAlone,
    ],
    [
      'a row without any rate',
      [{ documentType: 'DEED', documentRate: 1 }, { documentType: 'MTG' }],
      'rates.1.documentRate',
      m.specialRateNeedsRate,
    ],
    [
      'an instrument code rated for All and for one type',
      [
        { documentType: '0', instrumentCode: 'MTG', documentRate: 1 },
        { documentType: 'D', instrumentCode: 'MTG', documentRate: 2 },
      ],
      'rates.1.instrumentCode',
      m.specialRateDuplicateAll,
    ],
    [
      'the same document type and instrument code twice',
      [
        { documentType: 'D', instrumentCode: 'MTG', documentRate: 1 },
        {},
        { documentType: 'D', instrumentCode: 'MTG', firstPageRate: 2 },
      ],
      'rates.2.instrumentCode',
      m.specialRateDuplicate,
    ],
  ])('refuse %s', (_case, rows, path, message) => {
    expect(problems('aLaCarteSpecialRates', table(...rows))).toEqual([[path, message]]);
  });

  it('hold at most 100 rows', () => {
    const rows = Array.from({ length: 101 }, (_, i) => ({ documentType: `T${i}`, documentRate: 1 }));
    expect(problems('aLaCarteSpecialRates', table(...rows))).toEqual([['rates', m.specialRateLimit]]);
    expect(problems('aLaCarteSpecialRates', table(...rows.slice(1)))).toEqual([]);
  });

  it('are organized on save: blank rows dropped, sorted, blank rates 0, dollars in cents', () => {
    const organized = parse('aLaCarteSpecialRates', {
      rates: [
        {},
        { documentType: 'MTG', documentRate: 5 },
        { documentType: 'DEED', instrumentCode: 'Q', firstPageRate: '1.10' },
        { documentType: 'DEED', additionalPagesRate: 0 },
        {},
      ],
    });
    expect(organized.rates).toEqual([
      { documentType: 'DEED', instrumentCode: '', documentRate: 0, firstPageRate: 0, additionalPagesRate: 0 },
      { documentType: 'DEED', instrumentCode: 'Q', documentRate: 0, firstPageRate: 110, additionalPagesRate: 0 },
      { documentType: 'MTG', instrumentCode: '', documentRate: 500, firstPageRate: 0, additionalPagesRate: 0 },
    ]);
  });

  it('let All carry an instrument code that no single type repeats', () => {
    const rows = [
      { documentType: '0', instrumentCode: 'MTG', documentRate: 1 },
      { documentType: 'D', instrumentCode: 'LIEN', documentRate: 2 },
    ];
    expect(problems('aLaCarteSpecialRates', table(...rows))).toEqual([]);
  });
});

describe('flat fee and its override (002 §5)', () => {
  it('start with 5 options, off', () => {
    expect(defaultSection('flatFee')).toEqual({ chargingImages: false, rates: fiveRates() });
    expect(defaultSection('flatFeeOverride').rates).toHaveLength(5);
  });

  it.each<[SectionName, object, string, string]>([
    [
      'flatFee',
      { chargingImages: true, rates: fiveRates(rate(true, false, null, 5)) },
      'rates.0.numberOfPages',
      m.required,
    ],
    [
      'flatFee',
      { chargingImages: true, rates: fiveRates(rate(true, false, 10, null)) },
      'rates.0.cost',
      m.requiredZeroOk,
    ],
    [
      'flatFee',
      { chargingImages: true, rates: fiveRates(rate(true, false, 10, '')) },
      'rates.0.cost',
      m.requiredZeroOk,
    ],
    [
      'flatFee',
      { chargingImages: true, rates: fiveRates(rate(true, true, null, 99), rate(true, false, 10, 5)) },
      'rates.0.unlimitedNumberOfPages',
      m.unlimitedLast,
    ],
    ['flatFee', { rates: fiveRates(rate(true, false, 0, 5)) }, 'rates.0.numberOfPages', m.atLeastOne],
    ['flatFee', { rates: fiveRates(rate(true, false, 2.5, 5)) }, 'rates.0.numberOfPages', m.wholeNumber],
    ['flatFee', { rates: [rate(true, false, 10, 5)] }, 'rates', m.flatFeeRatesCount],
    [
      'flatFeeOverride',
      { accountAdminReload: true, rates: fiveRates(rate(true, true, null, 99), rate(true, false, 10, 5)) },
      'rates.0.unlimitedNumberOfPages',
      m.unlimitedLast,
    ],
    [
      'flatFeeOverride',
      { accountAdminReload: true, rates: fiveRates(rate(true, false, null, 5)) },
      'rates.0.numberOfPages',
      m.required,
    ],
  ])('%s %j: %s %s', (section, input, path, message) => {
    expect(problems(section, input)[0]).toEqual([path, message]);
  });

  it('check options only while they are in use, and accept zero cost and a last unlimited option', () => {
    const unfinished = fiveRates(rate(true, true, null, null), rate(true, false, null, 5));
    expect(problems('flatFee', { chargingImages: false, rates: unfinished })).toEqual([]);
    expect(problems('flatFeeOverride', { countyAdminReload: true, rates: unfinished })).toEqual([]);
    const saved = parse('flatFee', {
      chargingImages: true,
      rates: fiveRates(rate(true, false, 10, 0), rate(false, true, null, null), rate(true, true, null, '99.99')),
    });
    expect(saved.rates.map((r) => r.cost)).toEqual([0, null, 9999, null, null]);
  });

  it('describe an option as the portal shows it', () => {
    expect(flatFeeRateText({ unlimitedNumberOfPages: false, numberOfPages: 1, cost: 250 })).toBe('1 image for $2.50');
    expect(flatFeeRateText({ unlimitedNumberOfPages: false, numberOfPages: 40, cost: 1000 })).toBe(
      '40 images for $10.00',
    );
    expect(flatFeeRateText({ unlimitedNumberOfPages: true, numberOfPages: null, cost: 9999 })).toBe(
      'Unlimited images for $99.99',
    );
  });
});

describe('escrow and credit card extra (002 §5)', () => {
  it.each<[SectionName, object, string, string]>([
    ['escrow', { feeCode: 'F1' }, 'chargeCode', m.requiredWithFeeCode],
    ['escrow', { chargeCode: 'C1' }, 'feeCode', m.requiredWithChargeCode],
    ['escrow', { applySurcharge: true }, 'creditCardSurcharge', m.required],
    [
      'escrow',
      { applySurcharge: true, creditCardSurchargeMethod: 'percent' },
      'creditCardSurchargePercent',
      m.required,
    ],
    [
      'escrow',
      { applySurcharge: true, creditCardSurchargeMethod: 'percent', creditCardSurchargePercent: 101 },
      'creditCardSurchargePercent',
      m.percent,
    ],
    ['escrow', { reloadByCreditCard: true, maxReloadAmount: 50 }, 'minReloadAmount', m.required],
    ['escrow', { reloadByCreditCard: true, minReloadAmount: 50, maxReloadAmount: '' }, 'maxReloadAmount', m.required],
    [
      'escrow',
      { reloadByCreditCard: true, minReloadAmount: 50, maxReloadAmount: 49.99 },
      'maxReloadAmount',
      m.maxBelowMin,
    ],
    ['escrow', { creditCardSurchargeMethod: 'euros' }, 'creditCardSurchargeMethod', m.choice],
    ['creditCardExtra', { chargeFeeCode: 'F1' }, 'chargeChargeCode', m.requiredWithFeeCode],
    ['creditCardExtra', { surchargeChargeCode: 'C2' }, 'surchargeFeeCode', m.requiredWithChargeCode],
    ['creditCardExtra', { applySurcharge: true }, 'surcharge', m.required],
    ['creditCardExtra', { applySurcharge: true, surchargeMethod: 'percent' }, 'surchargePercent', m.required],
    ['creditCardExtra', { maxAmount: '' }, 'maxAmount', m.amount],
  ])('%s %j: %s %s', (section, input, path, message) => {
    expect(problems(section, input)).toEqual([[path, message]]);
  });

  it('default the surcharge method to dollars and keep amounts in cents', () => {
    expect(defaultSection('escrow').creditCardSurchargeMethod).toBe('dollars');
    expect(defaultSection('creditCardExtra')).toMatchObject({ surchargeMethod: 'dollars', maxAmount: 10000 });
    const escrow = parse('escrow', {
      feeCode: 'F1',
      chargeCode: 'C1',
      reloadByCreditCard: true,
      minReloadAmount: 25,
      maxReloadAmount: '25',
      applySurcharge: true,
      creditCardSurcharge: 1.5,
    });
    expect(escrow).toMatchObject({
      minReloadAmount: 2500,
      maxReloadAmount: 2500,
      creditCardSurcharge: 150,
      creditCardSurchargePercent: null,
    });
  });
});

describe('billing schedule', () => {
  it('defaults to day 1 at 0:00 and takes days 1 to 28 and 24-hour times', () => {
    expect(defaultSection('billingSchedule')).toEqual({
      automaticBilling: false,
      automaticImageRenewal: false,
      renewalDay: 1,
      renewalTime: '0:00',
      lastRan: null,
    });
    expect(parse('billingSchedule', { renewalDay: '28', renewalTime: '23:59' })).toMatchObject({
      renewalDay: 28,
      renewalTime: '23:59',
    });
    expect(problems('billingSchedule', { renewalDay: 29 })).toEqual([['renewalDay', m.renewalDay]]);
    expect(problems('billingSchedule', { renewalDay: 0 })).toEqual([['renewalDay', m.renewalDay]]);
    expect(problems('billingSchedule', { renewalTime: '24:00' })).toEqual([['renewalTime', m.renewalTime]]);
  });
});
