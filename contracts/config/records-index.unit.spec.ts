import { describe, expect, it } from '@jest/globals';
import { countyConfigSections, defaultSection } from './index';
import { configMessages as m } from './messages';

const problems = (input: unknown) => {
  const result = countyConfigSections.recordsIndex.schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};
const key = 'k'.repeat(32);

describe('the records index section', () => {
  it('is technical: TRIMIN alone reads and saves it', () => {
    expect(countyConfigSections.recordsIndex.access).toBe('technical');
  });

  it('defaults to no optional legal parts, both amounts shown, no links and no feed key', () => {
    expect(defaultSection('recordsIndex')).toEqual({
      bookType: false,
      torrensUseFileNumber: false,
      propertyCode: false,
      qqqq: false,
      qqq: false,
      baseline: false,
      meridian: false,
      municipality: false,
      mbOtherLot: false,
      sublot: false,
      useMunicipalityCodes: false,
      displaySalePrice: true,
      displayMortgageAmount: true,
      mortgageAmountLabel: 'Mortgage Amount',
      taxLinkTemplate: '',
      taxLinkHeader: 'Links To Tax System',
      gisLinkTemplate: '',
      gisLinkHeader: 'Links to GIS System',
      feedKey: '',
    });
  });

  it.each([
    'https://tax.example.gov/parcel/{parcelId}',
    'http://gis.example.gov/map?parcel={parcelId}&zoom=18',
    '  https://tax.example.gov/{parcelId}  ',
    '',
  ])('takes the link template %j', (template) => {
    expect(problems({ taxLinkTemplate: template, gisLinkTemplate: template })).toEqual([]);
  });

  it('keeps a template trimmed', () => {
    const parsed = countyConfigSections.recordsIndex.schema.parse({
      taxLinkTemplate: ' https://t.example/{parcelId} ',
    });
    expect(parsed.taxLinkTemplate).toBe('https://t.example/{parcelId}');
  });

  it.each([
    ['https://tax.example.gov/parcel/', 'no placeholder'],
    ['https://tax.example.gov/parcel/{parcelid}', 'a placeholder in the wrong case'],
    ['ftp://tax.example.gov/{parcelId}', 'another protocol'],
    ['javascript:alert({parcelId})', 'a script'],
    ['tax.example.gov/{parcelId}', 'no protocol'],
    ['https://{parcelId}', 'the placeholder as the host'],
  ])('refuses the template %j (%s) with one clear message', (template) => {
    expect(problems({ taxLinkTemplate: template })).toEqual([['taxLinkTemplate', m.linkTemplate.text]]);
    expect(problems({ gisLinkTemplate: template })).toEqual([['gisLinkTemplate', m.linkTemplate.text]]);
  });

  it('refuses a template longer than 500 characters', () => {
    const long = `https://tax.example.gov/${'p'.repeat(480)}/{parcelId}`;
    expect(problems({ taxLinkTemplate: long })).toContainEqual(['taxLinkTemplate', m.max({ max: 500 }).text]);
  });

  it('requires the headers and the mortgage amount label when they are sent blank', () => {
    expect(problems({ taxLinkHeader: ' ', gisLinkHeader: '', mortgageAmountLabel: '' })).toEqual([
      ['mortgageAmountLabel', m.required.text],
      ['taxLinkHeader', m.required.text],
      ['gisLinkHeader', m.required.text],
    ]);
    expect(problems({ mortgageAmountLabel: 'M'.repeat(61) })).toEqual([
      ['mortgageAmountLabel', m.max({ max: 60 }).text],
    ]);
  });

  it('takes a feed key of 32 visible characters or more, or none', () => {
    expect(problems({ feedKey: key })).toEqual([]);
    expect(problems({ feedKey: 'A1b2-C3d4_E5f6.G7h8~I9j0+K1l2/M3n4=' })).toEqual([]);
    expect(problems({ feedKey: '   ' })).toEqual([]);
  });

  it.each([
    ['k'.repeat(31), 'one character short'],
    [`${'k'.repeat(20)} ${'k'.repeat(20)}`, 'a space inside'],
    [`${'k'.repeat(32)}é`, 'a character a header cannot carry'],
  ])('refuses the feed key %j (%s)', (feedKey) => {
    expect(problems({ feedKey })).toEqual([['feedKey', m.feedKey.text]]);
  });

  it('refuses flags that are not yes or no', () => {
    expect(problems({ bookType: 'Y', displaySalePrice: 1 })).toEqual([
      ['bookType', m.yesOrNo.text],
      ['displaySalePrice', m.yesOrNo.text],
    ]);
  });
});
