import { describe, expect, it } from '@jest/globals';
import { searchTypes, type SearchType } from '../codes';
import { searchSpecs } from './criteria';

/** Each field's messages for a body, {} when the form accepts it. */
const errorsOf = (type: SearchType, body: Record<string, unknown>) => {
  const result = searchSpecs[type].criteria.safeParse(body);
  const errors: Record<string, string[]> = {};
  if (!result.success)
    for (const issue of result.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
};
const parsed = (type: SearchType, body: Record<string, unknown>) => searchSpecs[type].criteria.parse(body);

/** The least each form needs to be accepted; the legal forms are in legal-criteria.unit.spec.ts. */
const minimal: Record<SearchType, Record<string, unknown>> = {
  searchByAddress: { streetNumber: '12', streetName: 'Beach' },
  searchByBookAndPage: { book: '12' },
  searchByDate: { fromRecordedDate: '01/01/2020' },
  searchByDocumentNumber: { fromDocumentNumber: '1001' },
  searchByLegalDescription: { plat: 'SUN' },
  searchByName: { grantorGranteeLastName1: 'Smith' },
  searchByParcelId: { parcelId: '01' },
  searchByTractIndexNMI: { island: 'Saipan', village: 'Garapan' },
  searchByPlat: { plat: 'SUN' },
  searchByTorrensCertificate: { certificateNumber: '5001' },
  searchByTorrensText: { text: 'Sunset' },
  searchByTractBookId: { tractBookId: 'TB-17' },
  searchByTractBookLegal: { plat: 'SUN' },
  searchByGrantorGranteeBook: { lastName: 'Smith' },
  searchByTaxLien: { taxpayerName: 'Smith' },
};
const R = 'Required.';
const MI = 'Required if MI entered.';

describe('the fifteen search forms', () => {
  it('are all specified, each with its result kind and earliest from-date (001 §9)', () => {
    expect(Object.keys(searchSpecs).sort()).toEqual([...searchTypes].sort());
    const of = (type: SearchType) => [searchSpecs[type].kind, searchSpecs[type].earliest];
    expect(Object.fromEntries(searchTypes.map((type) => [type, of(type)]))).toEqual({
      searchByAddress: ['general', '01/01/1900'],
      searchByBookAndPage: ['general', '01/01/1900'],
      searchByDate: ['general', '01/01/1900'],
      searchByDocumentNumber: ['general', '01/01/1900'],
      searchByLegalDescription: ['general', '01/01/1900'],
      searchByName: ['general', '01/01/1900'],
      searchByParcelId: ['general', '01/01/1900'],
      searchByTractIndexNMI: ['general', '01/01/1900'],
      searchByPlat: ['general', '01/01/1900'],
      searchByTorrensCertificate: ['torrens', '01/01/1900'],
      searchByTorrensText: ['torrens', '01/01/1900'],
      searchByTractBookId: ['tractBook', '01/01/1800'],
      searchByTractBookLegal: ['tractBook', '01/01/1800'],
      searchByGrantorGranteeBook: ['grantorGranteeBook', '01/01/1800'],
      searchByTaxLien: ['taxLien', '01/01/1900'],
    });
  });

  it.each<[SearchType, Record<string, string[]>]>([
    ['searchByAddress', { streetNumber: [R], streetName: [R] }],
    ['searchByBookAndPage', { book: [R] }],
    ['searchByDate', { fromRecordedDate: [R] }],
    ['searchByDocumentNumber', { fromDocumentNumber: [R] }],
    ['searchByLegalDescription', { plat: ['A valid plat required.'] }],
    ['searchByName', { grantorGranteeLastName1: [R] }],
    ['searchByParcelId', { parcelId: [R] }],
    ['searchByTractIndexNMI', { island: [R], village: [R] }],
    ['searchByPlat', { plat: ['A valid plat required.'] }],
    ['searchByTorrensCertificate', { certificateNumber: [R] }],
    ['searchByTorrensText', { text: [R] }],
    ['searchByTractBookId', { tractBookId: [R] }],
    ['searchByTractBookLegal', { plat: ['A valid plat required.'] }],
    ['searchByGrantorGranteeBook', { lastName: [R] }],
    ['searchByTaxLien', { taxpayerName: [R] }],
  ])('%s: a blank body is refused on its required fields only', (type, errors) => {
    expect(errorsOf(type, {})).toEqual(errors);
    expect(errorsOf(type, minimal[type])).toEqual({});
  });

  const dates = { fromRecordedDate: '', toRecordedDate: '' };
  it.each<[SearchType, Record<string, unknown>]>([
    ['searchByAddress', { streetNumber: '12', streetName: 'Beach', city: '', instrumentGroup: 'ALL', ...dates }],
    ['searchByBookAndPage', { book: '12', page: '', bookType: 'ALL' }],
    [
      'searchByDate',
      { documentType: 'ALL', instrumentGroup: 'ALL', fromRecordedDate: '01/01/2020', toRecordedDate: '' },
    ],
    ['searchByDocumentNumber', { documentType: 'ALL', fromDocumentNumber: '1001', toDocumentNumber: '' }],
    [
      'searchByName',
      {
        grantorGranteeSearchIn: 'BOTH',
        grantorGranteeLastName1: 'Smith',
        grantorGranteeFirstName1: '',
        grantorGranteeMiddleInitial1: '',
        andOr: 'OR',
        grantorGranteeLastName2: '',
        grantorGranteeFirstName2: '',
        grantorGranteeMiddleInitial2: '',
        documentType: 'ALL',
        instrumentGroup: 'ALL',
        ...dates,
      },
    ],
    ['searchByParcelId', { parcelId: '01', documentType: 'ALL', ...dates }],
    ['searchByTractIndexNMI', { island: 'Saipan', village: 'Garapan', parcelId: '', ...dates }],
    ['searchByPlat', { plat: 'SUN', platName: '', platNumber: '', ...dates }],
    ['searchByTorrensCertificate', { certificateNumber: '5001', ...dates }],
    ['searchByTorrensText', { text: 'Sunset', searchIn: 'ALL', ...dates }],
    ['searchByTractBookId', { tractBookId: 'TB-17', ...dates }],
    ['searchByGrantorGranteeBook', { lastName: 'Smith', grantorGranteeSearchIn: 'BOTH', ...dates }],
    [
      'searchByTaxLien',
      {
        searchBy: 'TAXPAYER_NAME',
        documentType: 'ALL',
        documentNumber: '',
        lienNumber: '',
        taxpayerName: 'Smith',
        taxpayerFirstName: '',
        taxpayerMiddleInitial: '',
        currentOrExpired: 'CURRENT',
        ...dates,
      },
    ],
  ])('%s: what is left blank takes the defaults of 001 §9', (type, criteria) => {
    expect(parsed(type, minimal[type])).toEqual(criteria);
  });

  it('trims what is typed and takes a blank code list choice or a lower-case code as the code', () => {
    expect(
      parsed('searchByAddress', { streetNumber: ' 12 ', streetName: '  Beach Road ', instrumentGroup: '' }),
    ).toMatchObject({
      streetNumber: '12',
      streetName: 'Beach Road',
      instrumentGroup: 'ALL',
    });
    expect(parsed('searchByBookAndPage', { book: '12', bookType: 'wd' })).toMatchObject({ bookType: 'WD' });
    expect(errorsOf('searchByAddress', { streetNumber: '   ', streetName: 'Be ' })).toEqual({
      streetNumber: [R],
      streetName: ['Three characters minimum.'],
    });
  });
});

/** A form's rule: the body (over the form's minimal one) and every message it answers, on its field. */
type Rule = [string, SearchType, Record<string, unknown>, Record<string, string[]>];

describe('the rules of 001 §5', () => {
  it.each<Rule>([
    ['address: house number', 'searchByAddress', { streetNumber: '' }, { streetNumber: [R] }],
    ['address: street name', 'searchByAddress', { streetName: '' }, { streetName: [R] }],
    [
      'address: street name of two',
      'searchByAddress',
      { streetName: 'Be' },
      { streetName: ['Three characters minimum.'] },
    ],
    [
      'address: city of two',
      'searchByAddress',
      { city: 'Ga' },
      { city: ['Three characters minimum, or leave blank.'] },
    ],
    ['book and page: book', 'searchByBookAndPage', { book: '', page: '340' }, { book: [R] }],
    [
      'date: from date',
      'searchByDate',
      { fromRecordedDate: '', toRecordedDate: '01/01/2024' },
      { fromRecordedDate: [R] },
    ],
    [
      'document number: from',
      'searchByDocumentNumber',
      { fromDocumentNumber: '', toDocumentNumber: '1005' },
      { fromDocumentNumber: [R] },
    ],
    ...(
      [
        ['A-1001', '1005'],
        ['1001', '1005B'],
        ['1001', '-1'],
      ] as const
    ).map(([from, to]): Rule => [
      `document number: range ${from}–${to}`,
      'searchByDocumentNumber',
      { fromDocumentNumber: from, toDocumentNumber: to },
      {
        fromDocumentNumber: ['Numeric only on a range search.'],
        toDocumentNumber: ['Numeric only on a range search.'],
      },
    ]),
    [
      'document number: to below from',
      'searchByDocumentNumber',
      { fromDocumentNumber: '1005', toDocumentNumber: '1001' },
      { fromDocumentNumber: ['Invalid numeric range.'], toDocumentNumber: ['Invalid numeric range.'] },
    ],
    [
      'document number: beyond a double',
      'searchByDocumentNumber',
      { fromDocumentNumber: '90071992547409930', toDocumentNumber: '90071992547409929' },
      { fromDocumentNumber: ['Invalid numeric range.'], toDocumentNumber: ['Invalid numeric range.'] },
    ],
    [
      'name: last name 1',
      'searchByName',
      { grantorGranteeLastName1: '', grantorGranteeFirstName1: 'John' },
      { grantorGranteeLastName1: [R] },
    ],
    [
      'name: % in last name 1',
      'searchByName',
      { grantorGranteeLastName1: 'Sm%' },
      { grantorGranteeLastName1: ['Invalid characters.'] },
    ],
    [
      'name: last name 1 of one',
      'searchByName',
      { grantorGranteeLastName1: 'S' },
      { grantorGranteeLastName1: ['Two characters minimum.'] },
    ],
    [
      'name: initial 1 without first name',
      'searchByName',
      { grantorGranteeMiddleInitial1: 'A' },
      { grantorGranteeFirstName1: [MI] },
    ],
    [
      'name: % in last name 2',
      'searchByName',
      { grantorGranteeLastName2: '%mith' },
      { grantorGranteeLastName2: ['Invalid characters.'] },
    ],
    [
      'name: last name 2 of one',
      'searchByName',
      { grantorGranteeLastName2: 'J' },
      { grantorGranteeLastName2: ['Two characters minimum.'] },
    ],
    [
      'name: initial 2 without first name',
      'searchByName',
      { grantorGranteeLastName2: 'Camacho', grantorGranteeMiddleInitial2: 'T' },
      { grantorGranteeFirstName2: [MI] },
    ],
    [
      'name: both sets at once',
      'searchByName',
      {
        grantorGranteeLastName1: '',
        grantorGranteeMiddleInitial1: 'A',
        grantorGranteeLastName2: 'C%',
        grantorGranteeMiddleInitial2: 'T',
      },
      {
        grantorGranteeLastName1: [R],
        grantorGranteeFirstName1: [MI],
        grantorGranteeLastName2: ['Invalid characters.'],
        grantorGranteeFirstName2: [MI],
      },
    ],
    ['parcel: required', 'searchByParcelId', { parcelId: '' }, { parcelId: [R] }],
    ['parcel: %', 'searchByParcelId', { parcelId: '01-%' }, { parcelId: ['Invalid characters.'] }],
    ['parcel: one character', 'searchByParcelId', { parcelId: '0' }, { parcelId: ['Two characters minimum.'] }],
    ['tract index: island', 'searchByTractIndexNMI', { island: '' }, { island: [R] }],
    ['tract index: village', 'searchByTractIndexNMI', { village: '' }, { village: [R] }],
    [
      'tract index: village of two',
      'searchByTractIndexNMI',
      { village: 'Ga' },
      { village: ['Three characters minimum.'] },
    ],
    [
      'tract index: parcel letters and digits',
      'searchByTractIndexNMI',
      { parcelId: '005-A' },
      { parcelId: ['Letters and numbers only.'] },
    ],
    ['plat: none chosen', 'searchByPlat', { plat: '', platName: 'Sunset' }, { plat: ['A valid plat required.'] }],
    ['grantor-grantee book: last name', 'searchByGrantorGranteeBook', { lastName: '' }, { lastName: [R] }],
    [
      'torrens certificate: number (ours)',
      'searchByTorrensCertificate',
      { certificateNumber: '' },
      { certificateNumber: [R] },
    ],
    ['torrens text: text (ours)', 'searchByTorrensText', { text: '' }, { text: [R] }],
    [
      'torrens text: two characters (ours)',
      'searchByTorrensText',
      { text: 'Su' },
      { text: ['Three characters minimum.'] },
    ],
    ['tract book id', 'searchByTractBookId', { tractBookId: '  ' }, { tractBookId: [R] }],
    [
      'tax lien by date: from date',
      'searchByTaxLien',
      { searchBy: 'DATE_RANGE', taxpayerName: '' },
      { fromRecordedDate: [R] },
    ],
    [
      'tax lien by document number',
      'searchByTaxLien',
      { searchBy: 'DOCUMENT_NUMBER', taxpayerName: '' },
      { documentNumber: [R] },
    ],
    ['tax lien by lien number', 'searchByTaxLien', { searchBy: 'LIEN_NUMBER', taxpayerName: '' }, { lienNumber: [R] }],
    [
      'tax lien by taxpayer: name',
      'searchByTaxLien',
      { taxpayerName: '', taxpayerMiddleInitial: 'J' },
      { taxpayerName: [R], taxpayerFirstName: [MI] },
    ],
    [
      'tax lien by taxpayer: %',
      'searchByTaxLien',
      { taxpayerName: 'Sm%th' },
      { taxpayerName: ['Invalid characters.'] },
    ],
    [
      'tax lien by taxpayer: one character',
      'searchByTaxLien',
      { taxpayerName: 'S' },
      { taxpayerName: ['Two characters minimum.'] },
    ],
    [
      'tax lien by taxpayer: initial without first name',
      'searchByTaxLien',
      { taxpayerMiddleInitial: 'J' },
      { taxpayerFirstName: [MI] },
    ],
    [
      'a choice off the list',
      'searchByName',
      { andOr: 'NOR', grantorGranteeSearchIn: 'OWNERS' },
      {
        andOr: ['Choose one of the listed values.'],
        grantorGranteeSearchIn: ['Choose one of the listed values.'],
      },
    ],
    [
      'a date longer than MM/DD/YYYY',
      'searchByAddress',
      { toRecordedDate: '01/01/20245' },
      { toRecordedDate: ['MM/DD/YYYY'] },
    ],
  ])('%s', (_rule, type, body, errors) => {
    expect(errorsOf(type, { ...minimal[type], ...body })).toEqual(errors);
  });

  it.each<[string, SearchType, Record<string, unknown>]>([
    ['name: initial 1', 'searchByName', { grantorGranteeMiddleInitial1: 'AB', grantorGranteeFirstName1: 'John' }],
    [
      'name: initial 2',
      'searchByName',
      { grantorGranteeLastName2: 'Camacho', grantorGranteeFirstName2: 'Rosa', grantorGranteeMiddleInitial2: 'TX' },
    ],
    ['tax lien: taxpayer initial', 'searchByTaxLien', { taxpayerFirstName: 'John', taxpayerMiddleInitial: 'AB' }],
  ])('middle initials are one character: %s', (_field, type, body) => {
    const field = Object.keys(body).find((key) => /MiddleInitial/.test(key))!;
    expect(errorsOf(type, { ...minimal[type], ...body })).toEqual({ [field]: ['One character maximum.'] });
  });

  it.each<[string, SearchType, Record<string, unknown>]>([
    ['address: a city of three', 'searchByAddress', { city: 'Gar' }],
    ['address: a street name of three', 'searchByAddress', { streetName: 'Bea' }],
    ['book and page: a page', 'searchByBookAndPage', { page: '340', bookType: 'WD' }],
    ['document number: any single number', 'searchByDocumentNumber', { fromDocumentNumber: 'A-1001' }],
    [
      'document number: a numeric range',
      'searchByDocumentNumber',
      { fromDocumentNumber: '1001', toDocumentNumber: '1005' },
    ],
    [
      'document number: a range of one',
      'searchByDocumentNumber',
      { fromDocumentNumber: '0099', toDocumentNumber: '99' },
    ],
    [
      'name: a whole second set with AND',
      'searchByName',
      {
        andOr: 'AND',
        grantorGranteeLastName2: 'Li',
        grantorGranteeFirstName2: 'Rosa',
        grantorGranteeMiddleInitial2: 'T',
      },
    ],
    [
      'name: first name and initial',
      'searchByName',
      { grantorGranteeFirstName1: 'John', grantorGranteeMiddleInitial1: 'A' },
    ],
    ['name: grantors only', 'searchByName', { grantorGranteeSearchIn: 'GRANTORS' }],
    ['parcel: two characters', 'searchByParcelId', { parcelId: '01' }],
    ['tract index: letters and digits', 'searchByTractIndexNMI', { parcelId: '005A' }],
    ['torrens text: a memorial document number of two', 'searchByTorrensText', { text: '08', searchIn: 'DOCUMENT' }],
    [
      'tax lien: other methods need no taxpayer',
      'searchByTaxLien',
      { searchBy: 'LIEN_NUMBER', lienNumber: '880011', taxpayerName: '' },
    ],
    [
      'tax lien: a date range',
      'searchByTaxLien',
      { searchBy: 'DATE_RANGE', fromRecordedDate: '01/01/2022', taxpayerName: '' },
    ],
    [
      'tax lien: all or expired',
      'searchByTaxLien',
      { currentOrExpired: 'EXPIRED', taxpayerFirstName: 'John', taxpayerMiddleInitial: 'Q' },
    ],
  ])('accepts %s', (_case, type, body) => {
    expect(errorsOf(type, { ...minimal[type], ...body })).toEqual({});
  });
});
