import { describe, expect, it } from '@jest/globals';
import { countyConfigSections, defaultCountyConfig, type SectionName } from './index';
import { configMessages as m } from './messages';

const firstIssue = (section: SectionName, input: unknown) => {
  const result = countyConfigSections[section].schema.safeParse(input);
  return result.success
    ? undefined
    : { path: result.error.issues[0]!.path.join('.'), message: result.error.issues[0]!.message };
};

const rate = (option: boolean, unlimited: boolean, pages: number | null, cost: number | null) => ({
  option,
  unlimitedNumberOfPages: unlimited,
  numberOfPages: pages,
  cost,
});
const fiveRates = (...first: ReturnType<typeof rate>[]) => [
  ...first,
  ...Array.from({ length: 5 - first.length }, () => rate(false, false, null, null)),
];

describe('county configuration defaults (002 §9)', () => {
  it('fill every section', () => {
    const config = defaultCountyConfig();
    expect(config.loginPageRegistration.emaileExpireIn).toBe(4);
    expect(config.billingSchedule).toMatchObject({ renewalTime: '0:00', renewalDay: 1 });
    expect(config.search.defaultSearch).toBe('searchByDocumentNumber');
    expect(config.escrow.creditCardSurchargeMethod).toBe('dollars');
    expect(config.creditCardExtra.surchargeMethod).toBe('dollars');
    expect(config.flatFee.rates).toHaveLength(5);
    expect(config.userPurgeNow.purgeDate).toBe('01/05/2020');
    expect(config.common).toMatchObject({ appTitle: 'Land Record Portal', bookLabel: 'Book', torrensLabel: 'Torrens' });
    expect(config.loginPageLinks.paragraphs).toHaveLength(12);
  });
});

describe('county configuration rules (002 §5)', () => {
  it.each<[SectionName, unknown, string, string]>([
    ['escrow', { feeCode: 'F1' }, 'chargeCode', m.requiredWithFeeCode],
    ['escrow', { chargeCode: 'C1' }, 'feeCode', m.requiredWithChargeCode],
    ['escrow', { applySurcharge: true, creditCardSurchargeMethod: 'dollars' }, 'creditCardSurcharge', m.required],
    [
      'escrow',
      { applySurcharge: true, creditCardSurchargeMethod: 'percent' },
      'creditCardSurchargePercent',
      m.required,
    ],
    ['escrow', { reloadByCreditCard: true, maxReloadAmount: 5000 }, 'minReloadAmount', m.required],
    ['escrow', { reloadByCreditCard: true, minReloadAmount: 5000 }, 'maxReloadAmount', m.required],
    [
      'escrow',
      { reloadByCreditCard: true, minReloadAmount: 5000, maxReloadAmount: 4999 },
      'maxReloadAmount',
      m.maxBelowMin,
    ],
    [
      'flatFee',
      { chargingImages: true, rates: fiveRates(rate(true, false, null, 500)) },
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
      { chargingImages: true, rates: fiveRates(rate(true, true, null, 9900), rate(true, false, 10, 500)) },
      'rates.0.unlimitedNumberOfPages',
      m.unlimitedLast,
    ],
    [
      'flatFeeOverride',
      { rates: fiveRates(rate(true, true, null, 9900), rate(true, false, 10, 500)) },
      'rates.0.unlimitedNumberOfPages',
      m.unlimitedLast,
    ],
    [
      'aLaCarteSpecialRates',
      { rates: [{ instrumentCode: 'MTG', documentRate: 100 }] },
      'rates',
      m.specialRateNeedsDocumentType,
    ],
    ['aLaCarteSpecialRates', { rates: [{ documentType: 'D' }] }, 'rates', m.specialRateNeedsRate],
    [
      'aLaCarteSpecialRates',
      {
        rates: [
          { documentType: '0', instrumentCode: 'MTG', documentRate: 1 },
          { documentType: 'D', instrumentCode: 'MTG', documentRate: 2 },
        ],
      },
      'rates',
      m.specialRateDuplicateAll,
    ],
    [
      'aLaCarteSpecialRates',
      {
        rates: [
          { documentType: 'D', instrumentCode: 'MTG', documentRate: 1 },
          { documentType: 'D', instrumentCode: 'MTG', firstPageRate: 2 },
        ],
      },
      'rates',
      m.specialRateDuplicate,
    ],
    [
      'aLaCarteSpecialRates',
      { rates: Array.from({ length: 101 }, (_, i) => ({ documentType: `T${i}`, documentRate: 1 })) },
      'rates',
      m.specialRateLimit,
    ],
    ['search', { defaultSearch: 'searchByName', searchByName: false }, 'defaultSearch', m.defaultSearchDisabled],
    [
      'latestNews',
      { paragraphs: Array.from({ length: 51 }, () => ({ heading: 'h', paragraphContent: 'p' })) },
      'paragraphs',
      m.paragraphLimit,
    ],
    [
      'externalLinks',
      { paragraphs: Array.from({ length: 51 }, () => ({ description: 'd', url: 'https://x.gov' })) },
      'paragraphs',
      m.linkLimit,
    ],
    ['loginPageLinks', { paragraphs: [{ description: 'd', url: 'https://x.gov' }] }, 'paragraphs', m.loginLinksCount],
    [
      'userPurgeSchedule',
      { automaticPurge: true, automaticPurgeAfterDays: 364 },
      'automaticPurgeAfterDays',
      m.userPurgeMinimum,
    ],
    [
      'auditLogPurgeSchedule',
      { automaticPurge: true, automaticPurgeAfterDays: 59 },
      'automaticPurgeAfterDays',
      m.auditPurgeMinimum,
    ],
    ['userAccess', { inactivityTimeLimitPeriod: 121 }, 'inactivityTimeLimitPeriod', m.inactivityMaximum],
    ['common', { countyName: ' ' }, 'countyName', m.required],
    ['common', { appTitle: '' }, 'appTitle', m.required],
    ['common', { bookLabel: '' }, 'bookLabel', m.required],
    ['common', { torrensLabel: '' }, 'torrensLabel', m.required],
    ['common', { timeZone: 'Mars/Olympus' }, 'timeZone', m.timeZone],
    ['userLockout', { messageLogin: '' }, 'messageLogin', m.required],
    ['userLockout', { messageHeadline: '' }, 'messageHeadline', m.required],
    ['loginPageRegistration', { emaileExpireIn: 0 }, 'emaileExpireIn', m.wholeNumber],
    ['loginPageSlides', { numberOfSlides: 7 }, 'numberOfSlides', m.slides],
    ['billingSchedule', { renewalDay: 29 }, 'renewalDay', m.renewalDay],
  ])('%s %j → %s: %s', (section, input, path, message) => {
    expect(firstIssue(section, input)).toEqual({ path, message });
  });

  it('accept what the rules allow, and organize special rates', () => {
    expect(
      firstIssue('escrow', { reloadByCreditCard: true, minReloadAmount: 2500, maxReloadAmount: 2500 }),
    ).toBeUndefined();
    expect(
      firstIssue('flatFee', {
        chargingImages: true,
        rates: fiveRates(rate(true, false, 10, 0), rate(true, true, null, 9900)),
      }),
    ).toBeUndefined();
    const organized = countyConfigSections.aLaCarteSpecialRates.schema.parse({
      rates: [{}, { documentType: 'MTG', documentRate: 500 }, { documentType: 'DEED', firstPageRate: 100 }, {}],
    });
    expect(organized.rates).toEqual([
      { documentType: 'DEED', instrumentCode: '', documentRate: 0, firstPageRate: 100, additionalPagesRate: 0 },
      { documentType: 'MTG', instrumentCode: '', documentRate: 500, firstPageRate: 0, additionalPagesRate: 0 },
    ]);
  });
});
