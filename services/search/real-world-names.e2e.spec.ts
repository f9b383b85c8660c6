import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FeedRecordInput } from '@landrecords/contracts/records/feed';
import { sampleLandDocument as doc } from '../../tests/support/records';
import { searchApp, searcher, searchRows } from '../../tests/support/search-fixtures';

/** Names and parcels as real records print them (issue 12): punctuation between words, ids without padding. */
const party = (lastName: string, firstName = '', middleInitial = '') => ({ lastName, firstName, middleInitial });
const key = (id: string, imageKeyType: string) => ({ docKeyType: 'DOC', docKeyNumber: id, imageKeyType });
const county: FeedRecordInput[] = [
  doc({
    docId: '3001',
    grantors: [party('TRUSTEES/COLUMBIA')],
    grantees: [party('TEACHERS COLLEGE, COLUMBIA UNIVERSITY')],
    parcelIds: ['1-02139-0051'],
    addresses: [{ streetNumber: '525', streetName: "ST. MARY'S PLACE", city: 'MANHATTAN' }],
  }),
  doc({
    docId: '3002',
    grantors: [party('SMITH-JONES', 'MARY-ANN', 'A')],
    grantees: [party("O'BRIEN", 'PATRICK')],
    parcelIds: ['1-02139-0510', '1-21390-0001'],
  }),
  doc({
    docId: '3003',
    grantors: [party("ST. MARY'S CHURCH")],
    grantees: [party('OBRIEN', 'KATHLEEN')],
    parcelIds: ['3-00108-0015'],
    tractParcels: [{ island: 'Saipan', village: 'Chalan Lau Lau', parcelId: '006' }],
  }),
  {
    kind: 'taxLien',
    docId: 'TL-7001',
    docNumber: '7001',
    lienNumber: '880011',
    instrumentCode: 'FTL',
    totalAmount: 100000,
    recordedDateTime: '2022-09-09T09:00:00+10:00',
    lienDate: '2022-09-09',
    taxpayers: [party("O'BRIEN", 'MARY-ANN')],
    pageCount: 1,
    sourcedDocKey: key('TL-7001', 'LIEN'),
  },
  {
    kind: 'grantorGranteeBookEntry',
    id: 'GG-3',
    type: 'Deed',
    fromName: "O'BRIEN, PATRICK",
    toName: 'SMITH-JONES, MARY',
    fromDate: '1871-04-01',
    toDate: '1871-04-03',
    sourcedDocKey: key('GG-3', 'GGBOOK'),
  },
  {
    kind: 'torrensCertificate',
    id: 'TC-A',
    certificateNumber: '5000',
    certifiedDate: '1995-03-01',
    status: 'ACTIVE',
    legalText: "Lot 7, St. Mary's Tract, 12-A",
    sourcedDocKey: key('TC-A', 'CERT'),
  },
];

let env: Awaited<ReturnType<typeof searchApp>>;
let user: Awaited<ReturnType<typeof searcher>>;
beforeAll(async () => {
  env = await searchApp(county);
  user = await searcher(env.app, env.accountId);
});
afterAll(() => env.close());

/** Each criteria of a search finds exactly these records (by `field`), in the default order. */
const check = (type: string, field: string, cases: Array<[Record<string, unknown>, string[]]>) => async () => {
  for (const [criteria, expected] of cases) {
    const { rows } = await searchRows(user, type, criteria);
    expect({ criteria, found: rows.map((row) => row[field]) }).toEqual({ criteria, found: expected });
  }
};
const name = (last: string, first = '') => ({ grantorGranteeLastName1: last, grantorGranteeFirstName1: first });

describe('names with punctuation between words', () => {
  it(
    'a slash, comma or period is a space: typed with a space, the punctuation or whole, the name is found',
    check('searchByName', 'docId', [
      [name('TRUSTEES COLUMBIA'), ['3001']],
      [name('trustees/columbia'), ['3001']],
      [name('TEACHERS COLLEGE, COLUMBIA UNIVERSITY'), ['3001']],
      [name('teachers college columbia'), ['3001']],
      [name('ST MARY S CHURCH'), ['3003']],
    ]),
  );

  it(
    'a hyphen or apostrophe may be typed, typed as a space or left out',
    check('searchByName', 'docId', [
      [name('SMITH-JONES'), ['3002']],
      [name('SMITH JONES'), ['3002']],
      [name('SMITHJONES'), ['3002']],
      [name('SMITH', 'MARY ANN'), ['3002']],
      [name('SMITHJONES', 'MARYANN'), ['3002']],
      [name("O'BRIEN"), ['3002', '3003']],
      [name('O BRIEN'), ['3002']],
      [name('OBRIEN'), ['3002', '3003']],
      [name('OBRIEN', 'PAT'), ['3002']],
      [name('ST MARYS'), ['3003']],
      [name("ST. MARY'S"), ['3003']],
      [name('SMITH JONESX'), []],
    ]),
  );

  it(
    'the same for a tax lien taxpayer',
    check('searchByTaxLien', 'docNumber', [
      [{ searchBy: 'TAXPAYER_NAME', taxpayerName: 'OBRIEN', taxpayerFirstName: 'MARY ANN' }, ['7001']],
      [{ searchBy: 'TAXPAYER_NAME', taxpayerName: 'O BRIEN', taxpayerFirstName: 'MARYANN' }, ['7001']],
    ]),
  );

  it('the same for a street, and for the words of a Torrens legal', async () => {
    await check('searchByAddress', 'docId', [
      [{ streetNumber: '525', streetName: 'ST MARYS' }, ['3001']],
      [{ streetNumber: '525', streetName: 'ST MARY S PL' }, ['3001']],
    ])();
    await check('searchByTorrensText', 'certificateNumber', [
      [{ searchIn: 'LEGAL', text: "st. mary's tract" }, ['5000']],
      [{ searchIn: 'LEGAL', text: 'marys tract 12a' }, ['5000']],
      [{ searchIn: 'LEGAL', text: 'tract 12 a' }, ['5000']],
    ])();
  });
});

describe('the old grantor-grantee books keep one key a name, its punctuation left out', () => {
  it(
    'a name is found typed with its punctuation or without it',
    check('searchByGrantorGranteeBook', 'id', [
      [{ lastName: "O'BRIEN" }, ['GG-3']],
      [{ lastName: 'OBRIEN, PAT' }, ['GG-3']],
      [{ lastName: 'smithjones', grantorGranteeSearchIn: 'GRANTEES' }, ['GG-3']],
      [{ lastName: 'smith-jones', grantorGranteeSearchIn: 'GRANTORS' }, []],
    ]),
  );
});

describe('parcel ids with or without their zero padding', () => {
  it(
    'segments of digits compare as numbers; the typed segments begin the parcel',
    check('searchByParcelId', 'docId', [
      [{ parcelId: '1-02139-0051' }, ['3001']],
      [{ parcelId: '1-2139-51' }, ['3001']],
      [{ parcelId: '1 2139 051' }, ['3001']],
      [{ parcelId: '1-02139' }, ['3001', '3002']],
      [{ parcelId: '1-2139' }, ['3001', '3002']],
      [{ parcelId: '1021390051' }, ['3001']],
      [{ parcelId: '3-108-15' }, ['3003']],
      [{ parcelId: '1-2139-52' }, []],
    ]),
  );

  it(
    'the same for a tract index parcel',
    check('searchByTractIndexNMI', 'docId', [
      [{ island: 'Saipan', village: 'Chalan', parcelId: '6' }, ['3003']],
      [{ island: 'Saipan', village: 'Chalan Lau', parcelId: '006' }, ['3003']],
    ]),
  );
});
