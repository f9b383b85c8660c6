import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { pdfText } from '../../tests/support/pdf-text';
import type { FeedRecordInput } from '@landrecords/contracts/records/feed';
import { docNumberKey } from '@landrecords/contracts/records/keys';
import { sortKeysByKind } from '@landrecords/contracts/search/paging';
import { sampleLandDocument } from '../../tests/support/records';
import { searchApp, searcher } from '../../tests/support/search-fixtures';

/** Paging, counting, batches, sorting and printing (001 §3.3, §4.3, §4.6, §4.8, §9) on 1,100 Aguon documents. */
const COUNT = 1100;
const instruments = [
  ['WD', 'Warranty Deed'],
  ['MTG', 'Mortgage'],
  ['SAT', 'Satisfaction'],
  ['QCD', 'Quit Claim Deed'],
];
const day = (n: number, offset = 0) =>
  new Date(Date.UTC(2000, 0, 1) + ((n * 37 + offset) % 7000) * 86_400_000).toISOString().slice(0, 10);
const documents = Array.from({ length: COUNT }, (_, index) => {
  const n = index + 1;
  const [instrumentCode, instrumentDescription] = instruments[n % 4]!;
  return sampleLandDocument({
    docId: `P${n}`,
    docNumber: String(n),
    instrumentCode,
    instrumentDescription,
    book: String(((n * 7) % 53) + 1),
    page: String(((n * 11) % 97) + 1),
    recordedDateTime: `${day(n)}T${String(8 + (n % 9)).padStart(2, '0')}:${String(n % 60).padStart(2, '0')}:00+10:00`,
    grantors: [{ lastName: 'Aguon', firstName: n % 4 === 1 ? 'Maria' : 'Jesus' }],
    grantees: [{ lastName: 'Bank of Saipan' }],
  });
});
const key = (docKeyNumber: string, imageKeyType: string) => ({ docKeyType: 'DOC', docKeyNumber, imageKeyType });
const others: FeedRecordInput[] = Array.from({ length: 30 }, (_, index) => index + 1).flatMap(
  (n): FeedRecordInput[] => [
    {
      kind: 'torrensCertificate',
      id: `TC${n}`,
      certificateNumber: String(n),
      book: String(((n * 7) % 11) + 1),
      page: String(n),
      certifiedDate: day((n * 11) % 31),
      status: 'ACTIVE',
      legalText: `Aguon tract lot ${n}`,
      sourcedDocKey: key(`TC${n}`, 'CERT'),
    },
    {
      kind: 'taxLien',
      docId: `TL${n}`,
      docNumber: String(n),
      lienNumber: String((n * 13) % 31),
      instrumentCode: 'FTL',
      recordedDateTime: `${day((n * 7) % 31)}T09:00:00+10:00`,
      lienDate: day((n * 13) % 29, 500),
      totalAmount: n * 100,
      taxpayers: [{ lastName: 'Aguon' }],
      sourcedDocKey: key(`TL${n}`, 'LIEN'),
    },
    {
      kind: 'grantorGranteeBookEntry',
      id: String(n),
      fromName: `AGUON, ${String.fromCharCode(90 - (n % 26))}`,
      toName: 'CRUZ, ANA',
      fromDate: `18${String(10 + ((n * 7) % 80))}-01-01`,
      toDate: '1899-12-31',
      sourcedDocKey: key(`GG${n}`, 'GGBOOK'),
    },
  ],
);

let env: Awaited<ReturnType<typeof searchApp>>;
let user: Awaited<ReturnType<typeof searcher>>;
beforeAll(async () => {
  env = await searchApp([...documents, ...others]);
  user = await searcher(env.app, env.accountId);
}, 180_000);
afterAll(() => env.close());

type Row = Record<string, unknown>;
async function search(type: string, body: Record<string, unknown>) {
  const response = await user.post(`/api/search/${type}`, { updateHistory: false, ...body });
  expect(response.statusCode).toBe(200);
  return response.json().content.searchResults as {
    totalRecordCount: number;
    currentRecordCount: number;
    truncated: boolean;
    searchResultList: Row[];
  };
}
const aguon = { grantorGranteeLastName1: 'Aguon' };
const numbers = (rows: Row[]) => rows.map((row) => Number(row.docNumber));
const range = (from: number, to: number, step = 1) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

describe('counts and pages', () => {
  it('counts exactly below 1000 and flags 1000 or more as truncated at 1000', async () => {
    const count = async (type: string, body: Row) => {
      const { totalRecordCount, currentRecordCount, truncated } = await search(type, body);
      return [totalRecordCount, currentRecordCount, truncated];
    };
    expect(await count('searchByName', { ...aguon, grantorGranteeFirstName1: 'Maria', pageNumber: 3 })).toEqual([
      275,
      75,
      false,
    ]);
    expect(await count('searchByDocumentNumber', { fromDocumentNumber: '1', toDocumentNumber: '999' })).toEqual([
      999,
      100,
      false,
    ]);
    expect(await count('searchByDocumentNumber', { fromDocumentNumber: '1', toDocumentNumber: '1000' })).toEqual([
      1000,
      100,
      true,
    ]);
    expect(await count('searchByName', aguon)).toEqual([1000, 100, true]);
  });

  it('lists 100 rows a page in document number order, 9 before 10, the last page ending at the 1000th', async () => {
    expect(numbers((await search('searchByName', aguon)).searchResultList)).toEqual(range(1, 100));
    expect(numbers((await search('searchByName', { ...aguon, pageNumber: 3 })).searchResultList)).toEqual(
      range(201, 300),
    );
    expect(numbers((await search('searchByName', { ...aguon, pageNumber: 10 })).searchResultList)).toEqual(
      range(901, 1000),
    );
    expect(numbers((await search('searchByName', { ...aguon, sortDirection: 'DESC' })).searchResultList)).toEqual(
      range(1001, 1100).reverse(),
    );
    const maria = await search('searchByName', { ...aguon, grantorGranteeFirstName1: 'Maria', pageNumber: 2 });
    expect(numbers(maria.searchResultList)).toEqual(range(401, 797, 4));
  });

  it('splits a page into batches 1 to 4 of 25 that together are the page', async () => {
    const sort = { sortKey: 'recordedDate', sortDirection: 'DESC', pageNumber: 3 };
    const page = (await search('searchByName', { ...aguon, ...sort })).searchResultList;
    const batches = await Promise.all(
      [1, 2, 3, 4].map((batch) => search('searchByName', { ...aguon, ...sort, batch })),
    );
    expect(batches.map((batch) => batch.searchResultList.length)).toEqual([25, 25, 25, 25]);
    expect(batches.flatMap((batch) => batch.searchResultList)).toEqual(page);
  });
});

const byId = new Map(documents.map((record) => [record.docId, record]));
const ymd = (date: unknown) => `${String(date).slice(6, 10)}${String(date).slice(0, 5)}`;
const bookPage = (row: Row) => String(row.displayBookAndPage).replace(/\d+/g, (part) => part.padStart(12, '0'));
type Kind = Exclude<keyof typeof sortKeysByKind, 'tractBook'>;
/** For each result kind: a search listing many, and each sort key's value in a row but the first (the row's own number). */
const kinds: Record<Kind, [string, Row, Record<string, (row: Row) => string>]> = {
  general: [
    'searchByName',
    aguon,
    {
      instrument: (row) => String(row.instrumentDescription).toUpperCase(),
      recordedDate: (row) => new Date(byId.get(String(row.docId))!.recordedDateTime).toISOString(),
      book: (row) => `${String(row.book).padStart(12, '0')}/${String(row.page).padStart(8, '0')}`,
    },
  ],
  torrens: [
    'searchByTorrensText',
    { text: 'Aguon', searchIn: 'LEGAL' },
    { certifiedDate: (row) => ymd(row.certifiedDate), book: bookPage },
  ],
  taxLien: [
    'searchByTaxLien',
    { taxpayerName: 'Aguon', currentOrExpired: 'ALL' },
    {
      recordedDate: (row) => ymd(row.recordedDate),
      lienDate: (row) => ymd(row.lienDate),
      lienNumber: (row) => docNumberKey(String(row.lienNumber)),
    },
  ],
  grantorGranteeBook: [
    'searchByGrantorGranteeBook',
    { lastName: 'Aguon' },
    { fromName: (row) => String(row.fromName), fromDate: (row) => ymd(row.fromDate) },
  ],
};

/** No row's [key, own number] is below (ASC) or above (DESC) the one before, compared as the C collation does. */
function expectOrdered(rows: Row[], keyOf: (row: Row) => string[], direction: 'ASC' | 'DESC') {
  const keys = rows.map(keyOf);
  const compare = (a: string[], b: string[]) => {
    const at = a.findIndex((part, index) => part !== b[index]);
    return at === -1 ? 0 : a[at]! < b[at]! ? -1 : 1;
  };
  const wrong = keys
    .slice(1)
    .findIndex((next, index) => compare(keys[index]!, next) === (direction === 'ASC' ? 1 : -1));
  expect(wrong === -1 ? 'in order' : keys.slice(wrong, wrong + 2)).toBe('in order');
}

describe('sorting on the server', () => {
  for (const [kind, [type, criteria, keyOf]] of Object.entries(kinds) as Array<[Kind, (typeof kinds)[Kind]]>) {
    const [own, ...others] = sortKeysByKind[kind];
    it(`sorts ${kind} results by ${own} first, numbers as numbers (9 before 10)`, async () => {
      expect(Object.keys(keyOf)).toEqual(others);
      const rows = (await search(type, criteria)).searchResultList;
      expect(rows.slice(0, 11).map((row) => row[own])).toEqual(range(1, 11).map(String));
    });
    for (const sortKey of sortKeysByKind[kind]) {
      for (const sortDirection of ['ASC', 'DESC'] as const) {
        it(`orders ${kind} results by ${sortKey} ${sortDirection}, across pages`, async () => {
          const pages = await Promise.all(
            [1, 2].map((pageNumber) => search(type, { ...criteria, sortKey, sortDirection, pageNumber })),
          );
          const rows = pages.flatMap((page) => page.searchResultList);
          expect(rows).toHaveLength(kind === 'general' ? 200 : 30);
          const value = sortKey === own ? () => '' : keyOf[sortKey]!;
          expectOrdered(rows, (row) => [value(row), docNumberKey(String(row[own]))], sortDirection);
        });
      }
    }
  }
});

describe('searchByNamePrint', () => {
  async function print(body: Row) {
    const response = await user.post('/api/search/searchByNamePrint', body);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/pdf');
    expect(response.headers['content-disposition']).toContain('SearchResultsReport.pdf');
    return pdfText(response.rawPayload);
  }

  it('prints the whole result, up to 1000 rows, on more pages the more rows there are', async () => {
    const none = await print({ ...aguon, fromRecordedDate: '01/01/2000', toRecordedDate: '01/01/2000' });
    const maria = await print({ ...aguon, grantorGranteeFirstName1: 'Maria' });
    const all = await print({ ...aguon, pageNumber: 2 });
    expect(none.pdf.getPageCount()).toBe(1);
    expect(none.text).toContain('No Records Found.');
    expect(maria.pdf.getPageCount()).toBeGreaterThan(none.pdf.getPageCount());
    expect(all.pdf.getPageCount()).toBeGreaterThan(maria.pdf.getPageCount() * 3);
    expect(all.pdf.getTitle()).toContain('Aguon');
    expect(all.text).toContain('1000 results (truncated)');
    expect(maria.text).toContain('275 results');
    const printed = (text: string) =>
      new Set(
        text
          .split('\n')
          .filter((line) => /^\d+$/.test(line))
          .map(Number),
      );
    expect(printed(all.text)).toEqual(new Set(range(1, 1000)));
    expect(printed(maria.text)).toEqual(new Set(range(1, 1097, 4)));
    expect(all.text).toContain(`Page ${all.pdf.getPageCount()} of ${all.pdf.getPageCount()}`);
  });
});
