import { describe, expect, it } from '@jest/globals';
import { countyConfigSections, type SectionName, type SectionValues } from './index';
import { configMessages as m } from './messages';

const problems = (section: SectionName, input: unknown) => {
  const result = countyConfigSections[section].schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};
const parse = <S extends SectionName>(section: S, input: unknown) =>
  countyConfigSections[section].schema.parse(input) as SectionValues<S>;

describe('special rates (002 §5)', () => {
  const table = (...rates: object[]) => ({ rates });
  it.each<[string, object[], string, string]>([
    [
      'an instrument code without a document type',
      [{ instrumentCode: 'MTG', documentRate: 1 }],
      'rates.0.documentType',
      m.specialRateNeedsDocumentType.text,
    ],
    [
      'a rate with no document type at all',
      [{ firstPageRate: 1 }],
      'rates.0.documentType',
      m.specialRateNeedsDocumentTypeAlone.text,
    ],
    [
      'a row without any rate',
      [{ documentType: 'DEED', documentRate: 1 }, { documentType: 'MTG' }],
      'rates.1.documentRate',
      m.specialRateNeedsRate.text,
    ],
    [
      'an instrument code rated for All and for one type',
      [
        { documentType: '0', instrumentCode: 'MTG', documentRate: 1 },
        { documentType: 'D', instrumentCode: 'MTG', documentRate: 2 },
      ],
      'rates.1.instrumentCode',
      m.specialRateDuplicateAll.text,
    ],
    [
      'the same document type and instrument code twice',
      [
        { documentType: 'D', instrumentCode: 'MTG', documentRate: 1 },
        {},
        { documentType: 'D', instrumentCode: 'MTG', firstPageRate: 2 },
      ],
      'rates.2.instrumentCode',
      m.specialRateDuplicate.text,
    ],
  ])('refuse %s', (_case, rows, path, message) => {
    expect(problems('aLaCarteSpecialRates', table(...rows))).toEqual([[path, message]]);
  });

  it('hold at most 100 rows', () => {
    const rows = Array.from({ length: 101 }, (_, i) => ({ documentType: `T${i}`, documentRate: 1 }));
    expect(problems('aLaCarteSpecialRates', table(...rows))).toEqual([['rates', m.specialRateLimit.text]]);
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
