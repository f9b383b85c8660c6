import { describe, expect, it } from '@jest/globals';
import { searchSpecs } from './criteria';

type LegalSearch = 'searchByLegalDescription' | 'searchByTractBookLegal';

const errorsOf = (type: LegalSearch, body: Record<string, unknown>) => {
  const result = searchSpecs[type].criteria.safeParse(body);
  const errors: Record<string, string[]> = {};
  if (!result.success)
    for (const issue of result.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
};
const R = 'Required.';
const MI = 'Required if MI entered.';
const plat = 'A valid plat required.';
const lb = { plat: 'SUN' };
const mb = { legalType: 'MB', section: '12', township: '45', range: '3' };

describe('the legal description forms (001 §2.7, §2.10)', () => {
  it.each<LegalSearch>(['searchByLegalDescription', 'searchByTractBookLegal'])(
    '%s: a blank body is Lots & Blocks, Contains, ALL',
    (type) => {
      expect(searchSpecs[type].criteria.parse(lb)).toEqual({
        legalType: 'LB',
        searchMethod: 'CONTAINS',
        documentType: 'ALL',
        instrumentGroup: 'ALL',
        fromRecordedDate: '',
        toRecordedDate: '',
        ...Object.fromEntries(
          [
            'section',
            'township',
            'range',
            'base',
            'meridian',
            'qqqq',
            'qqq',
            'qq',
            'q',
            'municipality',
            'lbMunicipality',
            'otherLotMb',
            'otherLotLb',
            'otherLotCodeMb',
            'otherLotCodeLb',
            'lot',
            'sublot',
            'block',
            'platName',
            'platNumber',
            'building',
            'unit',
            'garage',
            'grantorGranteeLastNameLb',
            'grantorGranteeFirstNameLb',
            'grantorGranteeMiddleInitialLb',
            'grantorGranteeLastNameMb',
            'grantorGranteeFirstNameMb',
            'grantorGranteeMiddleInitialMb',
          ].map((field) => [field, '']),
        ),
        plat: 'SUN',
        hideOtherLots: false,
      });
      expect(errorsOf(type, {})).toEqual({ plat: [plat] });
    },
  );
});

type Rule = [string, LegalSearch, Record<string, unknown>, Record<string, string[]>];
const both = (rule: string, body: Record<string, unknown>, errors: Record<string, string[]>): Rule[] => [
  [rule, 'searchByLegalDescription', body, errors],
  [rule, 'searchByTractBookLegal', body, errors],
];

describe('the legal rules of 001 §5', () => {
  it.each<Rule>([
    ...both('Lots & Blocks: no plat', { plat: '', lot: '5', block: '2' }, { plat: [plat] }),
    ...both('Lots & Blocks, Matches Exactly: no plat', { plat: '', searchMethod: 'EXACT' }, { plat: [plat] }),
    ...(['section', 'township', 'range'] as const).flatMap((field) =>
      both(`Metes & Bounds: letters in ${field}`, { ...mb, [field]: '4N' }, { [field]: ['Numbers only.'] }),
    ),
    ...both('Metes & Bounds: a negative township', { ...mb, township: '-45' }, { township: ['Numbers only.'] }),
    [
      'Metes & Bounds: no township or range',
      'searchByLegalDescription',
      { ...mb, township: '', range: '' },
      { township: [R], range: [R] },
    ],
    [
      'tract book, Metes & Bounds: no section, township or range',
      'searchByTractBookLegal',
      { legalType: 'MB' },
      { section: [R], township: [R], range: [R] },
    ],
    [
      'Lots & Blocks: first name without last',
      'searchByLegalDescription',
      { ...lb, grantorGranteeFirstNameLb: 'John' },
      { grantorGranteeLastNameLb: ['Required if First Name entered.'] },
    ],
    [
      'Lots & Blocks: initial alone',
      'searchByLegalDescription',
      { ...lb, grantorGranteeMiddleInitialLb: 'A' },
      { grantorGranteeLastNameLb: [MI], grantorGranteeFirstNameLb: [MI] },
    ],
    [
      'Lots & Blocks: last name and initial',
      'searchByLegalDescription',
      { ...lb, grantorGranteeLastNameLb: 'Smith', grantorGranteeMiddleInitialLb: 'A' },
      { grantorGranteeFirstNameLb: [MI] },
    ],
    [
      'Lots & Blocks: first name and initial without last',
      'searchByLegalDescription',
      { ...lb, grantorGranteeFirstNameLb: 'John', grantorGranteeMiddleInitialLb: 'A' },
      { grantorGranteeLastNameLb: ['Required if First Name entered.'] },
    ],
    [
      'Metes & Bounds: first name without last',
      'searchByLegalDescription',
      { ...mb, grantorGranteeFirstNameMb: 'John' },
      { grantorGranteeLastNameMb: ['Required if First Name entered.'] },
    ],
    [
      'Metes & Bounds: initial alone',
      'searchByLegalDescription',
      { ...mb, grantorGranteeMiddleInitialMb: 'A' },
      { grantorGranteeLastNameMb: [MI], grantorGranteeFirstNameMb: [MI] },
    ],
    [
      'Metes & Bounds: every rule at once',
      'searchByLegalDescription',
      { legalType: 'MB', section: 'x', township: '', range: 'R3', grantorGranteeMiddleInitialMb: 'A' },
      {
        section: ['Numbers only.'],
        township: [R],
        range: ['Numbers only.'],
        grantorGranteeLastNameMb: [MI],
        grantorGranteeFirstNameMb: [MI],
      },
    ],
    [
      'Lots & Blocks: initial of two',
      'searchByLegalDescription',
      {
        ...lb,
        grantorGranteeLastNameLb: 'Smith',
        grantorGranteeFirstNameLb: 'John',
        grantorGranteeMiddleInitialLb: 'AB',
      },
      { grantorGranteeMiddleInitialLb: ['One character maximum.'] },
    ],
    [
      'Metes & Bounds: initial of two',
      'searchByLegalDescription',
      {
        ...mb,
        grantorGranteeLastNameMb: 'Smith',
        grantorGranteeFirstNameMb: 'John',
        grantorGranteeMiddleInitialMb: 'AB',
      },
      { grantorGranteeMiddleInitialMb: ['One character maximum.'] },
    ],
    ...both(
      'a legal type off the list',
      { ...lb, legalType: 'CONDO' },
      { legalType: ['Choose one of the listed values.'] },
    ),
    ...both(
      'a match method off the list',
      { ...lb, searchMethod: 'LIKE' },
      { searchMethod: ['Choose one of the listed values.'] },
    ),
  ])('%s (%s)', (_rule, type, body, errors) => {
    expect(errorsOf(type, body)).toEqual(errors);
  });

  it.each<Rule>([
    ...both('Lots & Blocks with a plat, lot and block', { ...lb, lot: '5', block: '2' }, {}),
    ...both('Metes & Bounds with section, township and range', mb, {}),
    ['Metes & Bounds without a section', 'searchByLegalDescription', { ...mb, section: '' }, {}],
    ['Metes & Bounds: the plat is not asked', 'searchByLegalDescription', { ...mb, plat: '' }, {}],
    ['Lots & Blocks: section letters are not its concern', 'searchByLegalDescription', { ...lb, section: 'x' }, {}],
    [
      'Lots & Blocks: a whole name',
      'searchByLegalDescription',
      {
        ...lb,
        grantorGranteeLastNameLb: 'Smith',
        grantorGranteeFirstNameLb: 'John',
        grantorGranteeMiddleInitialLb: 'A',
      },
      {},
    ],
    [
      'Lots & Blocks: the hidden Metes & Bounds name is not checked',
      'searchByLegalDescription',
      { ...lb, grantorGranteeFirstNameMb: 'John' },
      {},
    ],
    ['tract book: no name block to check', 'searchByTractBookLegal', { ...lb, grantorGranteeMiddleInitialLb: 'A' }, {}],
  ])('accepts %s (%s)', (_case, type, body, errors) => {
    expect(errorsOf(type, body)).toEqual(errors);
  });
});
