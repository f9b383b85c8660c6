import { describe, expect, it } from '@jest/globals';
import { countyConfigSections, defaultSection, type SectionName, type SectionValues } from './index';
import { configMessages as m } from './messages';

const problems = (section: SectionName, input: unknown) => {
  const result = countyConfigSections[section].schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};
const parse = <S extends SectionName>(section: S, input: unknown) =>
  countyConfigSections[section].schema.parse(input) as SectionValues<S>;

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
    expect(problems('aLaCarte', { searchName: 1.255 })).toEqual([['searchName', m.amount.text]]);
    expect(problems('aLaCarte', { imageDocument: -1 })).toEqual([['imageDocument', m.amount.text]]);
  });
});

describe('escrow and credit card extra (002 §5)', () => {
  it.each<[SectionName, object, string, string]>([
    ['escrow', { feeCode: 'F1' }, 'chargeCode', m.requiredWithFeeCode.text],
    ['escrow', { chargeCode: 'C1' }, 'feeCode', m.requiredWithChargeCode.text],
    ['escrow', { applySurcharge: true }, 'creditCardSurcharge', m.required.text],
    [
      'escrow',
      { applySurcharge: true, creditCardSurchargeMethod: 'percent' },
      'creditCardSurchargePercent',
      m.required.text,
    ],
    [
      'escrow',
      { applySurcharge: true, creditCardSurchargeMethod: 'percent', creditCardSurchargePercent: 101 },
      'creditCardSurchargePercent',
      m.percent.text,
    ],
    ['escrow', { reloadByCreditCard: true, maxReloadAmount: 50 }, 'minReloadAmount', m.required.text],
    [
      'escrow',
      { reloadByCreditCard: true, minReloadAmount: 50, maxReloadAmount: '' },
      'maxReloadAmount',
      m.required.text,
    ],
    [
      'escrow',
      { reloadByCreditCard: true, minReloadAmount: 50, maxReloadAmount: 49.99 },
      'maxReloadAmount',
      m.maxBelowMin.text,
    ],
    ['escrow', { creditCardSurchargeMethod: 'euros' }, 'creditCardSurchargeMethod', m.choice.text],
    ['creditCardExtra', { chargeFeeCode: 'F1' }, 'chargeChargeCode', m.requiredWithFeeCode.text],
    ['creditCardExtra', { surchargeChargeCode: 'C2' }, 'surchargeFeeCode', m.requiredWithChargeCode.text],
    ['creditCardExtra', { applySurcharge: true }, 'surcharge', m.required.text],
    ['creditCardExtra', { applySurcharge: true, surchargeMethod: 'percent' }, 'surchargePercent', m.required.text],
    ['creditCardExtra', { maxAmount: '' }, 'maxAmount', m.amount.text],
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
    expect(problems('billingSchedule', { renewalDay: 29 })).toEqual([['renewalDay', m.renewalDay.text]]);
    expect(problems('billingSchedule', { renewalDay: 0 })).toEqual([['renewalDay', m.renewalDay.text]]);
    expect(problems('billingSchedule', { renewalTime: '24:00' })).toEqual([['renewalTime', m.renewalTime.text]]);
  });
});
