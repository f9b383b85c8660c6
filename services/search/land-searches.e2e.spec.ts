import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FeedRecordInput } from '@landrecords/contracts/records/feed';
import { sampleLandDocument as doc } from '../../tests/support/records';
import { searchApp, searcher, searchRows } from '../../tests/support/search-fixtures';

/** The nine searches that list land documents (001 §2.2–§2.12): what each finds, and what it leaves out. */
const rosa = { lastName: 'Camacho', firstName: 'Rosa', middleInitial: 'T' };
const bank = { lastName: 'Bank of Guam' };
const at = (day: string, time = '10:00') => `${day}T${time}:00+10:00`;
const county: FeedRecordInput[] = [
  {
    kind: 'codeList',
    list: 'instrumentCodes',
    entries: [
      { code: 'WD', group: 'DEEDS' },
      { code: 'MTG', group: 'MORTGAGES' },
      { code: 'SAT', group: 'MORTGAGES' },
    ],
  },
  { kind: 'plat', platCode: 'SUN', platNumber: '101', platName: 'Sunset Hills Addition' },
  { kind: 'plat', platCode: 'OCN', platNumber: '202', platName: 'Ocean View' },
  doc({
    docId: '2001',
    book: '12',
    page: '340',
    recordedDateTime: at('2020-02-03', '09:15'),
    grantors: [{ lastName: 'Smith', firstName: 'John', middleInitial: 'A' }],
    grantees: [rosa],
    parcelIds: ['01-234-56'],
    addresses: [{ streetNumber: '12', streetName: 'Beach Road', city: 'Garapan' }],
    legals: [{ type: 'LB', platCode: 'SUN', lot: '5', block: '2' }],
  }),
  doc({
    docId: '2002',
    instrumentCode: 'MTG',
    instrumentDescription: 'Mortgage',
    sourcedDocKey: { docKeyType: 'DOC', docKeyNumber: '2002', imageKeyType: 'MTG' },
    book: '12',
    page: '355',
    recordedDateTime: at('2020-02-03', '09:20'),
    grantors: [rosa],
    grantees: [bank],
    parcelIds: ['01-234-99'],
    legals: [{ type: 'LB', platCode: 'SUN', lot: '15', block: '2' }],
  }),
  doc({
    docId: '2003',
    instrumentCode: 'SAT',
    instrumentDescription: 'Satisfaction of Mortgage',
    book: '9',
    page: '12',
    recordedDateTime: at('2023-07-14', '14:05'),
    grantors: [bank],
    grantees: [rosa],
    legals: [{ type: 'MB', section: '12', township: '45', range: '3', qq: 'NE', q: 'SW', otherLot: 'Tract 7A' }],
    tractParcels: [{ island: 'Saipan', village: 'Garapan', parcelId: '005A' }],
  }),
  doc({
    docId: '2004',
    docType: 'TORRENS',
    sourcedDocKey: { docKeyType: 'DOC', docKeyNumber: '2004', imageKeyType: 'TORR' },
    recordedDateTime: at('2024-01-10'),
    grantors: [{ lastName: 'Peña', firstName: 'José' }],
    grantees: [{ lastName: "O'Brien", firstName: 'Patrick' }],
    tractParcels: [{ island: 'Tinian', village: 'San Jose', parcelId: '006' }],
  }),
  doc({
    docId: '2005',
    recordedDateTime: at('2021-06-01'),
    grantors: [{ lastName: 'Smithson', firstName: 'Jane' }],
    grantees: [{ lastName: 'Tenorio', firstName: 'Juan', middleInitial: 'C' }],
    parcelIds: ['02-111-00'],
    addresses: [{ streetNumber: '45', streetName: 'Beach Road', city: 'Susupe' }],
    legals: [{ type: 'LB', platCode: 'OCN', lot: '5', block: '2' }],
  }),
  doc({
    docId: '2006',
    recordedDateTime: at('2022-03-15'),
    grantors: [{ lastName: 'Smith', firstName: 'Johnny', middleInitial: 'B' }],
    grantees: [rosa],
  }),
  doc({
    docId: '2008',
    recordedDateTime: at('2022-08-01'),
    grantors: [{ lastName: 'Reyes', firstName: 'Ana' }],
    grantees: [{ lastName: 'Sablan', firstName: 'Tomas' }],
    legals: [{ type: 'MB', section: '12', township: '45', range: '3', qq: 'NW', otherLot: 'Tract 7' }],
  }),
];

let env: Awaited<ReturnType<typeof searchApp>>;
let user: Awaited<ReturnType<typeof searcher>>;

beforeAll(async () => {
  env = await searchApp(county);
  user = await searcher(env.app, env.accountId);
});
afterAll(() => env.close());

async function found(type: string, criteria: Record<string, unknown>) {
  const { rows, message } = await searchRows(user, type, criteria);
  return { ids: rows.map((row) => row.docId as string), message };
}

/** Each search in turn: the documents it finds, or 'No Records Found.' when none. */
const check = (type: string, cases: Array<[Record<string, unknown>, string[]]>) => async () => {
  for (const [criteria, expected] of cases) {
    const { ids, message } = await found(type, criteria);
    expect({ type, criteria, ids }).toEqual({ type, criteria, ids: expected });
    expect(message).toBe(expected.length === 0 ? 'No Records Found.' : null);
  }
};
const name = (last: string, first = '', middle = '') => ({
  grantorGranteeLastName1: last,
  grantorGranteeFirstName1: first,
  grantorGranteeMiddleInitial1: middle,
});
const lb = { legalType: 'LB', plat: 'SUN' };
const mb = { legalType: 'MB', section: '12', township: '45', range: '3' };

describe('the general searches find exactly their documents, in document number order', () => {
  it(
    'searchByAddress: house number equal, street and city begin with',
    check('searchByAddress', [
      [{ streetNumber: '12', streetName: 'Beach' }, ['2001']],
      [{ streetNumber: '45', streetName: 'beach road', city: 'Sus' }, ['2005']],
      [{ streetNumber: '45', streetName: 'Beach Road', city: 'Garapan' }, []],
    ]),
  );

  it(
    'searchByBookAndPage: a page, or the whole book',
    check('searchByBookAndPage', [
      [{ book: '12', page: '340' }, ['2001']],
      [{ book: '12' }, ['2001', '2002']],
      [{ book: '13' }, []],
    ]),
  );

  it(
    'searchByDate: recorded days in the county, narrowed by instrument group and document type',
    check('searchByDate', [
      [{ fromRecordedDate: '01/01/2020', toRecordedDate: '12/31/2020' }, ['2001', '2002']],
      [{ fromRecordedDate: '02/03/2020', toRecordedDate: '02/03/2020' }, ['2001', '2002']],
      [{ fromRecordedDate: '01/01/2020', instrumentGroup: 'MORTGAGES' }, ['2002', '2003']],
      [{ fromRecordedDate: '01/01/2020', documentType: 'TORR' }, ['2004']],
      [{ fromRecordedDate: '01/01/2020', documentType: 'MTG' }, ['2002']],
      [{ fromRecordedDate: '01/01/2019', toRecordedDate: '12/31/2019' }, []],
    ]),
  );

  it(
    'searchByDocumentNumber: one number or a numeric range',
    check('searchByDocumentNumber', [
      [{ fromDocumentNumber: '2003' }, ['2003']],
      [{ fromDocumentNumber: '2002', toDocumentNumber: '2005' }, ['2002', '2003', '2004', '2005']],
      [{ fromDocumentNumber: '2002', toDocumentNumber: '2005', documentType: 'DEED' }, ['2003', '2005']],
      [{ fromDocumentNumber: '2007' }, []],
    ]),
  );

  it(
    'searchByName: last and first name begin with, the middle initial is equal',
    check('searchByName', [
      [name('Smith'), ['2001', '2005', '2006']],
      [name('Smith', 'Jo'), ['2001', '2006']],
      [name('Smith', 'John', 'A'), ['2001']],
    ]),
  );

  it(
    'searchByName: grantors or grantees only, AND and OR of two name sets, an instrument group',
    check('searchByName', [
      [{ ...name('Camacho'), grantorGranteeSearchIn: 'GRANTORS' }, ['2002']],
      [{ ...name('Camacho'), grantorGranteeSearchIn: 'GRANTEES' }, ['2001', '2003', '2006']],
      [name('Camacho'), ['2001', '2002', '2003', '2006']],
      [{ ...name('Smith'), andOr: 'AND', grantorGranteeLastName2: 'Camacho' }, ['2001', '2006']],
      [{ ...name('Tenorio'), andOr: 'OR', grantorGranteeLastName2: 'Reyes' }, ['2005', '2008']],
      [{ ...name('Tenorio'), andOr: 'AND', grantorGranteeLastName2: 'Reyes' }, []],
      [{ ...name('Camacho'), instrumentGroup: 'MORTGAGES' }, ['2002', '2003']],
      [{ ...name('Camacho'), instrumentGroup: 'DEEDS' }, ['2001', '2006']],
    ]),
  );

  it(
    'searchByName: accents, case and punctuation are folded both ways',
    check('searchByName', [
      [name('PENA', 'JOSE'), ['2004']],
      [name('peña', 'José'), ['2004']],
      [name('OBRIEN'), ['2004']],
      [name("o'brien", 'pat'), ['2004']],
    ]),
  );

  it(
    'searchByLegalDescription LB: plat, lot CONTAINS or EXACT, the name block',
    check('searchByLegalDescription', [
      [lb, ['2001', '2002']],
      [{ ...lb, lot: '5' }, ['2001', '2002']],
      [{ ...lb, lot: '5', searchMethod: 'EXACT' }, ['2001']],
      [{ ...lb, lot: '5', block: '3' }, []],
      [{ ...lb, grantorGranteeLastNameLb: 'Smith' }, ['2001']],
      [{ ...lb, instrumentGroup: 'MORTGAGES' }, ['2002']],
      [{ plat: 'OCN', lot: '5', searchMethod: 'EXACT' }, ['2005']],
    ]),
  );

  it(
    'searchByLegalDescription MB: section, township, range, quarters, other lot, the name block',
    check('searchByLegalDescription', [
      [mb, ['2003', '2008']],
      [{ ...mb, qq: 'NE' }, ['2003']],
      [{ ...mb, otherLotMb: 'Tract 7' }, ['2003', '2008']],
      [{ ...mb, otherLotMb: 'Tract 7', searchMethod: 'EXACT' }, ['2008']],
      [{ ...mb, grantorGranteeLastNameMb: 'Reyes' }, ['2008']],
      [{ ...mb, grantorGranteeLastNameMb: 'Camacho', grantorGranteeFirstNameMb: 'R' }, ['2003']],
      [{ ...mb, range: '4' }, []],
    ]),
  );

  it(
    'searchByParcelId: the parcel begins with the typed id, punctuation folded',
    check('searchByParcelId', [
      [{ parcelId: '01-234-56' }, ['2001']],
      [{ parcelId: '01-234' }, ['2001', '2002']],
      [{ parcelId: '0123499' }, ['2002']],
      [{ parcelId: '01-234', fromRecordedDate: '01/01/2020', toRecordedDate: '01/31/2020' }, []],
      [{ parcelId: '03' }, []],
    ]),
  );

  it(
    'searchByTractIndexNMI: island, village begins with, parcel',
    check('searchByTractIndexNMI', [
      [{ island: 'Saipan', village: 'Garapan' }, ['2003']],
      [{ island: 'saipan', village: 'Gar', parcelId: '005A' }, ['2003']],
      [{ island: 'Saipan', village: 'Garapan', parcelId: '006' }, []],
      [{ island: 'Tinian', village: 'San' }, ['2004']],
    ]),
  );

  it(
    'searchByPlat: every document with a legal on the plat',
    check('searchByPlat', [
      [{ plat: 'SUN', platName: 'Sunset Hills Addition', platNumber: '101' }, ['2001', '2002']],
      [{ plat: 'OCN' }, ['2005']],
      [{ plat: 'XYZ' }, []],
    ]),
  );

  it('answers each row in the result fields of 001 §3.4', async () => {
    const body = (await user.post('/api/search/searchByDocumentNumber', { fromDocumentNumber: '2001' })).json();
    expect(body).toMatchObject({
      ok: true,
      message: null,
      content: { paymentNeeded: false, paymentNeededAgain: false },
    });
    expect(body.content.searchResults).toMatchObject({ totalRecordCount: 1, currentRecordCount: 1, truncated: false });
    expect(body.content.searchResults.searchResultList[0]).toMatchObject({
      docId: '2001',
      displayDocNumber: '2001',
      instrumentDescription: 'Warranty Deed',
      displayBookAndPage: '12/340',
      recordedDateTime: '02/03/2020 09:15 AM',
      grantorSearchResults: [
        { displayName: 'Smith, John A', lastName: 'Smith', firstName: 'John', middleInitial: 'A' },
      ],
      sourcedDocKey: { docKeyType: 'DOC', docKeyNumber: '2001', imageKeyType: 'DEED' },
      imageAllowed: true,
    });
  });
});
