import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FeedRecordInput } from '@landrecords/contracts/records/feed';
import { nameKey } from '@landrecords/contracts/records/keys';
import { RESULT_LIMIT } from '@landrecords/contracts/search/paging';
import { sql } from '@landrecords/projections/platform/database';
import { saveSection } from '../config/index';
import { expectPagesInNumberOrder, searchApp, searchPageIds, searcher } from '../../tests/support/search-fixtures';

/**
 * A tax lien search by taxpayer is read from the taxpayers' rows, which repeat their lien's sort keys and
 * filters (issue 30): the same liens, count and order as a plain reading of the rule over the liens (a lien with
 * a taxpayer whose last name begins with what was typed), with a first name, current or expired.
 */
let world: Awaited<ReturnType<typeof searchApp>>;
let user: Awaited<ReturnType<typeof searcher>>;

const today = new Date().toISOString().slice(0, 10);
const surnames = ['Smith', 'Smithson', 'Smithers', 'Jones'];
/** 1,500 liens, most of Smiths: some with two taxpayers of one name or of two, protected, released, expired. */
const liens: FeedRecordInput[] = Array.from({ length: 1500 }, (_, index) => {
  const n = index + 1;
  const lastName = n % 4 === 0 ? surnames[n % 3]! : n % 7 === 0 ? 'Jones' : 'Smith';
  const docNumber = String(4_000_000 + ((n * 7919) % 1500));
  return {
    kind: 'taxLien',
    docId: `LIEN${n}`,
    docNumber,
    lienNumber: String(900_000 + n),
    instrumentCode: 'FTL',
    totalAmount: 1000 * n,
    recordedDateTime: `20${String(10 + (n % 15))}-0${1 + (n % 9)}-1${n % 10}T09:00:00+10:00`,
    lienDate: `20${String(10 + (n % 15))}-01-01`,
    expirationDate: n % 9 === 0 ? '2020-01-01' : '2099-01-01',
    protected: n % 11 === 0,
    taxpayers: [
      { lastName, firstName: n % 2 === 0 ? 'John' : 'Mary' },
      ...(n % 6 === 0 ? [{ lastName: n % 12 === 0 ? lastName : 'Smithson', firstName: 'Ann' }] : []),
    ],
    releases: n % 10 === 0 ? [{ releaseDocNumber: `R${n}`, releaseDate: '2024-01-01', partialFullFlag: 'F' }] : [],
    pageCount: 1,
    sourcedDocKey: { docKeyType: 'DOC', docKeyNumber: `LIEN${n}`, imageKeyType: 'LIEN' },
  } as FeedRecordInput;
});
beforeAll(async () => {
  world = await searchApp(liens);
  user = await searcher(world.app, world.accountId);
  await saveSection(world.ctx.pool, 'search', { searchesPerMinutePerUser: 1000 }, { system: 'test' });
}, 180_000);
afterAll(async () => world.close());

type Direction = 'ASC' | 'DESC';
type Sought = { last: string; first?: string; currentOrExpired: 'ALL' | 'CURRENT' | 'EXPIRED' };

/** Every matching lien's id in document-number order: the plain reading over the liens, without protected ones. */
async function expectedIds({ last, first, currentOrExpired }: Sought, direction: Direction): Promise<string[]> {
  const order = direction === 'DESC' ? sql.fragment`DESC` : sql.fragment`ASC`;
  const current = sql.fragment`(NOT l.released AND (l.expires_on IS NULL OR l.expires_on >= ${today}::date))`;
  const state =
    currentOrExpired === 'ALL'
      ? sql.fragment`true`
      : currentOrExpired === 'CURRENT'
        ? current
        : sql.fragment`NOT ${current}`;
  const ids = await world.ctx.pool.anyFirst(sql.unsafe`
    SELECT l.doc_id FROM search_tax_liens l
    WHERE NOT l.protected AND ${state} AND EXISTS (SELECT 1 FROM search_tax_lien_taxpayers t WHERE t.doc_id = l.doc_id
      AND t.last_key LIKE ${`${nameKey(last)}%`} AND t.first_key LIKE ${`${nameKey(first ?? '')}%`})
    ORDER BY l.doc_number_key ${order}, l.doc_id ${order}`);
  return ids as string[];
}

const search = ({ last, first, currentOrExpired }: Sought, paging: Record<string, unknown>) =>
  searchPageIds(user, 'searchByTaxLien', {
    searchBy: 'TAXPAYER_NAME',
    taxpayerName: last,
    ...(first ? { taxpayerFirstName: first } : {}),
    currentOrExpired,
    ...paging,
  });

const cases: Array<[string, Sought]> = [
  ['one name, truncated at 1000', { last: 'Smith', currentOrExpired: 'ALL' }],
  ['three names that begin alike', { last: 'Smi', currentOrExpired: 'ALL' }],
  ['current liens of one name', { last: 'Smithson', currentOrExpired: 'CURRENT' }],
  ['expired or released liens', { last: 'Smith', currentOrExpired: 'EXPIRED' }],
  ['a last and a first name (the plain plan)', { last: 'Smith', first: 'Jo', currentOrExpired: 'ALL' }],
  ['no such taxpayer', { last: 'Quill', currentOrExpired: 'ALL' }],
];

describe('a tax lien search by taxpayer, in document-number order', () => {
  it.each(cases)('%s: the same liens, count and order as the plain reading', async (_label, sought) => {
    await expectPagesInNumberOrder(
      (direction) => expectedIds(sought, direction),
      (paging) => search(sought, paging),
    );
  });

  it('covers both the truncated and the exact count', async () => {
    expect((await expectedIds({ last: 'Smith', currentOrExpired: 'ALL' }, 'ASC')).length).toBeGreaterThan(RESULT_LIMIT);
    expect((await expectedIds({ last: 'Smithson', currentOrExpired: 'CURRENT' }, 'ASC')).length).toBeLessThan(
      RESULT_LIMIT,
    );
  });

  it('sorted by lien date, the first page is the plain reading’s', async () => {
    const plain = await world.ctx.pool.anyFirst(sql.unsafe`
      SELECT l.doc_id FROM search_tax_liens l
      WHERE NOT l.protected AND EXISTS (SELECT 1 FROM search_tax_lien_taxpayers t WHERE t.doc_id = l.doc_id
        AND t.last_key LIKE 'SMITH%')
      ORDER BY l.lien_date DESC, l.doc_number_key DESC, l.doc_id DESC LIMIT 100`);
    const { ids } = await search(
      { last: 'Smith', currentOrExpired: 'ALL' },
      { sortKey: 'lienDate', sortDirection: 'DESC', pageNumber: 1 },
    );
    expect(ids).toEqual(plain);
  });
});
