import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FeedRecordInput } from '@landrecords/contracts/records/feed';
import { searchApp, searcher, searchRows } from '../../tests/support/search-fixtures';

/** The six searches whose results are not land documents (001 §2.9–§2.14, §3.5). */
const key = (id: string, imageKeyType: string) => ({ docKeyType: 'DOC', docKeyNumber: id, imageKeyType });
const smithJohn = { lastName: 'Smith', firstName: 'John' };
/** A federal tax lien of John Smith; its docId is TL- and its document number. */
const lien = (docNumber: string, lienNumber: string, recorded: string, more: object = {}): FeedRecordInput => ({
  kind: 'taxLien',
  docId: `TL-${docNumber}`,
  docNumber,
  lienNumber,
  instrumentCode: 'FTL',
  totalAmount: 100000,
  recordedDateTime: `${recorded}T09:00:00+10:00`,
  lienDate: recorded,
  taxpayers: [smithJohn],
  pageCount: 1,
  sourcedDocKey: key(`TL-${docNumber}`, 'LIEN'),
  ...more,
});
type Cert = Extract<FeedRecordInput, { kind: 'torrensCertificate' }>;
const cert = (
  id: string,
  certificateNumber: string,
  certifiedDate: string,
  status: Cert['status'],
  more: Partial<Cert>,
) =>
  ({
    kind: 'torrensCertificate',
    id,
    certificateNumber,
    certifiedDate,
    status,
    sourcedDocKey: key(id, 'CERT'),
    ...more,
  }) as Cert;
const memorial = (docNumber: string, text: string) => [{ docNumber, text, recordedDate: '2000-01-01' }];
const tract = (docId: string, recorded: string, legal: Record<string, string>): FeedRecordInput => ({
  kind: 'tractBookEntry',
  docId,
  recordedDateTime: `${recorded}T10:00:00+10:00`,
  legals: [{ type: 'MB', township: '45', range: '3', ...legal } as never],
  sourcedDocKey: key(docId, 'TRACT'),
});
const block3 = 'Lot 7 Block 3 Sunset Hills Addition';
const county: FeedRecordInput[] = [
  cert('TC-A', '5000', '1995-03-01', 'CANCELLED', {
    fileNumber: 'F-77',
    book: '3',
    page: '10',
    legalText: block3,
    cancelledBy: [{ certificateId: 'TC-B', certificateNumber: '5001' }],
    memorials: memorial('0800', 'Easement to Commonwealth Utilities'),
  }),
  cert('TC-B', '5001', '2024-01-10', 'ACTIVE', { legalText: block3, memorials: memorial('1004', 'Deed to Tenorio') }),
  cert('TC-C', '5002', '2010-05-05', 'ACTIVE', {
    legalText: 'Lot 1 Block 9 Ocean View',
    recitalText: 'Subject to an easement reserved',
    memorials: memorial('0900', 'Mortgage to Bank of Guam'),
  }),
  tract('TB-17', '1888-06-01', { section: '8' }),
  tract('TB-18', '1890-01-01', { section: '9' }),
  tract('TB-20', '1901-02-02', { type: 'LB', township: '', range: '', platCode: 'SUN', lot: '4', block: '1' }),
  ...(
    [
      ['GG-3', 'Deed', 'SMITH, ELIJAH', 'CAMACHO, JOSE', '1871-04-01', '1871-04-03'],
      ['GG-4', 'Mortgage', 'CAMACHO, JOSE', 'SMITH, MARY', '1880-01-01', '1880-12-31'],
      ['GG-5', 'Deed', 'REYES, ANA', 'SMITHSON, PAUL', '1875-06-01', '1875-06-02'],
    ] as const
  ).map(([id, type, fromName, toName, fromDate, toDate]): FeedRecordInput => ({
    kind: 'grantorGranteeBookEntry',
    id,
    type,
    fromName,
    toName,
    fromDate,
    toDate,
    sourcedDocKey: key(id, 'GGBOOK'),
  })),
  lien('7001', '880011', '2022-09-09', {
    totalAmount: 1234500,
    lienType: 'FEDERAL',
    taxpayers: [{ ...smithJohn, middleInitial: 'Q', displayAddress: '12 Beach Road, Garapan' }],
    revisions: [{ flag: 'R', docNumber: '7010', docType: 'ABSTRACT' }],
  }),
  lien('7002', '770022', '2010-09-09', { expirationDate: '2020-09-01' }),
  lien('7003', '660033', '2021-05-05', {
    releases: [
      { partialFullFlag: 'F', releaseDocNumber: '7100', releaseDocType: 'ABSTRACT', releaseDate: '2023-01-01' },
    ],
  }),
  lien('7004', '550044', '2023-03-03', {
    expirationDate: '2099-01-01',
    taxpayers: [{ lastName: 'Smith', firstName: 'Jane' }],
    releases: [
      { releaseDocNumber: '7200', releaseDate: '2023-04-01', revokeDocNumber: '7300', revokeDate: '2023-05-01' },
    ],
  }),
];

let env: Awaited<ReturnType<typeof searchApp>>;
let user: Awaited<ReturnType<typeof searcher>>;
beforeAll(async () => {
  env = await searchApp(county);
  user = await searcher(env.app, env.accountId);
});
afterAll(() => env.close());

async function search(type: string, criteria: Record<string, unknown>) {
  const { rows, message } = await searchRows(user, type, criteria);
  expect(message).toBe(rows.length === 0 ? 'No Records Found.' : null);
  return rows;
}
const found = async (type: string, field: string, criteria: Record<string, unknown>) =>
  (await search(type, criteria)).map((row) => row[field]);
/** One search with several criteria: each finds exactly these records, in the default order. */
const check = async (type: string, field: string, cases: Array<[Record<string, unknown>, string[]]>) => {
  for (const [criteria, expected] of cases) {
    expect({ criteria, found: await found(type, field, criteria) }).toEqual({ criteria, found: expected });
  }
};

describe('Torrens searches', () => {
  it('searchByTorrensCertificate finds the certificate by number, with the fields of 001 §3.5', async () => {
    expect(await search('searchByTorrensCertificate', { certificateNumber: '5000' })).toEqual([
      expect.objectContaining({
        id: 'TC-A',
        certificateNumber: '5000',
        fileNumber: 'F-77',
        displayBookAndPage: '3/10',
        certifiedDate: '03/01/1995',
        shortStatus: 'C',
        status: 'CANCELLED',
        sourcedDocKey: key('TC-A', 'CERT'),
        cancelledBySearchResults: [{ cancelledByCertificateId: 'TC-B', cancelledByCertificateNumber: '5001' }],
      }),
    ]);
    expect(await found('searchByTorrensCertificate', 'id', { certificateNumber: '5001' })).toEqual(['TC-B']);
    expect(await found('searchByTorrensCertificate', 'id', { certificateNumber: '500' })).toEqual([]);
  });

  it('searchByTorrensText looks where Search In says', () =>
    check('searchByTorrensText', 'certificateNumber', [
      [{ searchIn: 'LEGAL', text: 'block 3' }, ['5000', '5001']],
      [{ searchIn: 'MEMORIAL', text: 'Easement' }, ['5000']],
      [{ searchIn: 'RECITAL', text: 'easement' }, ['5002']],
      [{ searchIn: 'ALL', text: 'easement' }, ['5000', '5002']],
      [{ searchIn: 'DOCUMENT', text: '800' }, ['5000']],
      [{ searchIn: 'DOCUMENT', text: '1004' }, ['5001']],
      [{ searchIn: 'MEMORIAL', text: '1004' }, []],
      [{ searchIn: 'ALL', text: '1004' }, ['5001']],
    ]));
});

describe('tract book searches', () => {
  const mb = { legalType: 'MB', township: '45', range: '3' };

  it('searchByTractBookId finds the entry by id, with its fields', async () => {
    expect(await search('searchByTractBookId', { tractBookId: 'tb-17' })).toEqual([
      expect.objectContaining({
        docId: 'TB-17',
        sourcedDocKey: key('TB-17', 'TRACT'),
        recordedDate: '06/01/1888',
        recordedDateTime: '06/01/1888 10:00 AM',
        legalSearchResults: [{ description: expect.stringContaining('45') as unknown, docId: 'TB-17' }],
        imageAllowed: false,
      }),
    ]);
    expect(await found('searchByTractBookId', 'docId', { tractBookId: 'TB-19' })).toEqual([]);
  });

  it('searchByTractBookLegal finds entries by metes and bounds or by plat, within the dates', () =>
    check('searchByTractBookLegal', 'docId', [
      [{ ...mb, section: '8' }, ['TB-17']],
      [{ ...mb, section: '9' }, ['TB-18']],
      [{ ...mb, section: '8', fromRecordedDate: '01/01/1889' }, []],
      [{ legalType: 'LB', plat: 'SUN' }, ['TB-20']],
      [{ legalType: 'LB', plat: 'SUN', lot: '4', block: '2' }, []],
    ]));
});

describe('searchByGrantorGranteeBook', () => {
  it('matches the from name, the to name or both from the start, where the span of dates meets the dates', async () => {
    await check('searchByGrantorGranteeBook', 'id', [
      [{ lastName: 'Smith' }, ['GG-3', 'GG-4', 'GG-5']],
      [{ lastName: 'smith', grantorGranteeSearchIn: 'GRANTORS' }, ['GG-3']],
      [{ lastName: 'Smith', grantorGranteeSearchIn: 'GRANTEES' }, ['GG-4', 'GG-5']],
      [{ lastName: 'Camacho', grantorGranteeSearchIn: 'GRANTEES' }, ['GG-3']],
      [{ lastName: 'Smith', fromRecordedDate: '06/01/1880', toRecordedDate: '06/30/1880' }, ['GG-4']],
      [{ lastName: 'Smith', fromRecordedDate: '04/03/1871', toRecordedDate: '04/03/1871' }, ['GG-3']],
      [{ lastName: 'Smith', fromRecordedDate: '04/04/1871', toRecordedDate: '05/31/1875' }, []],
    ]);
    expect(await search('searchByGrantorGranteeBook', { lastName: 'Reyes' })).toEqual([
      expect.objectContaining({
        id: 'GG-5',
        sourcedDocKey: key('GG-5', 'GGBOOK'),
        type: 'Deed',
        fromName: 'REYES, ANA',
        toName: 'SMITHSON, PAUL',
        fromDate: '06/01/1875',
        toDate: '06/02/1875',
      }),
    ]);
  });
});

describe('searchByTaxLien', () => {
  const byName = { searchBy: 'TAXPAYER_NAME', taxpayerName: 'Smith' };
  const dates = { searchBy: 'DATE_RANGE', fromRecordedDate: '01/01/2021', toRecordedDate: '12/31/2022' };

  it('by taxpayer: CURRENT leaves out released and expired liens, EXPIRED lists only those, ALL both', () =>
    check('searchByTaxLien', 'docNumber', [
      [byName, ['7001', '7004']],
      [{ ...byName, currentOrExpired: 'CURRENT' }, ['7001', '7004']],
      [{ ...byName, currentOrExpired: 'EXPIRED' }, ['7002', '7003']],
      [{ ...byName, currentOrExpired: 'ALL' }, ['7001', '7002', '7003', '7004']],
      [{ ...byName, taxpayerFirstName: 'jo', currentOrExpired: 'ALL' }, ['7001', '7002', '7003']],
      [{ ...byName, taxpayerFirstName: 'John', taxpayerMiddleInitial: 'Q' }, ['7001']],
    ]));

  it('by date range, document number and lien number, each narrowed the same way', () =>
    check('searchByTaxLien', 'docNumber', [
      [{ ...dates, currentOrExpired: 'ALL' }, ['7001', '7003']],
      [dates, ['7001']],
      [{ ...dates, currentOrExpired: 'EXPIRED' }, ['7003']],
      [{ searchBy: 'DOCUMENT_NUMBER', documentNumber: '7002', currentOrExpired: 'ALL' }, ['7002']],
      [{ searchBy: 'DOCUMENT_NUMBER', documentNumber: '7002' }, []],
      [{ searchBy: 'LIEN_NUMBER', lienNumber: '660033', currentOrExpired: 'EXPIRED' }, ['7003']],
      [{ searchBy: 'LIEN_NUMBER', lienNumber: '550044' }, ['7004']],
    ]));

  it('answers each lien with the fields of 001 §3.5', async () => {
    const [first] = await search('searchByTaxLien', { searchBy: 'DOCUMENT_NUMBER', documentNumber: '7001' });
    expect(first).toMatchObject({
      docId: 'TL-7001',
      docNumber: '7001',
      displayDocNumber: '7001',
      lienNumber: '880011',
      lienDate: '09/09/2022',
      lienType: 'FEDERAL',
      totalAmount: 12345,
      taxpayerSearchResults: [{ name: 'Smith, John Q', displayAddress: '12 Beach Road, Garapan' }],
      revisionSearchResults: [{ flag: 'R', docNumber: '7010', docType: 'ABSTRACT', displayDocNumber: '7010' }],
      releaseSearchResults: [],
      imageAllowed: false,
    });
    const [released] = await search('searchByTaxLien', {
      searchBy: 'LIEN_NUMBER',
      lienNumber: '660033',
      currentOrExpired: 'ALL',
    });
    expect(released!.releaseSearchResults).toEqual([
      expect.objectContaining({ partialFullFlag: 'F', releaseDisplayDocNumber: '7100', releaseDate: '01/01/2023' }),
    ]);
  });
});
