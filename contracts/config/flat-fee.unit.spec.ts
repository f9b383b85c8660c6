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
      m.required.text,
    ],
    [
      'flatFee',
      { chargingImages: true, rates: fiveRates(rate(true, false, 10, null)) },
      'rates.0.cost',
      m.requiredZeroOk.text,
    ],
    [
      'flatFee',
      { chargingImages: true, rates: fiveRates(rate(true, false, 10, '')) },
      'rates.0.cost',
      m.requiredZeroOk.text,
    ],
    [
      'flatFee',
      { chargingImages: true, rates: fiveRates(rate(true, true, null, 99), rate(true, false, 10, 5)) },
      'rates.0.unlimitedNumberOfPages',
      m.unlimitedLast.text,
    ],
    ['flatFee', { rates: fiveRates(rate(true, false, 0, 5)) }, 'rates.0.numberOfPages', m.atLeastOne.text],
    ['flatFee', { rates: fiveRates(rate(true, false, 2.5, 5)) }, 'rates.0.numberOfPages', m.wholeNumber.text],
    ['flatFee', { rates: [rate(true, false, 10, 5)] }, 'rates', m.flatFeeRatesCount.text],
    [
      'flatFeeOverride',
      { accountAdminReload: true, rates: fiveRates(rate(true, true, null, 99), rate(true, false, 10, 5)) },
      'rates.0.unlimitedNumberOfPages',
      m.unlimitedLast.text,
    ],
    [
      'flatFeeOverride',
      { accountAdminReload: true, rates: fiveRates(rate(true, false, null, 5)) },
      'rates.0.numberOfPages',
      m.required.text,
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
