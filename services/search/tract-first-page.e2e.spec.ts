import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { nameKey } from '@landrecords/contracts/records/keys';
import { PAGE_SIZE, RESULT_LIMIT } from '@landrecords/contracts/search/paging';
import { sql } from '@landrecords/projections/platform/database';
import { MOST_KEY_VALUES } from '@landrecords/projections/search/keyed-pages';
import { saveSection } from '../config/index';
import { sampleLandDocument } from '../../tests/support/records';
import { expectPagesInNumberOrder, searchApp, searchPageIds, searcher } from '../../tests/support/search-fixtures';

/**
 * The NMI tract search of a village with no parcel, in document-number order, is read village by village
 * (issue 30, keyed-pages.ts): the same documents, count and order as a plain reading of the rule (a tract parcel
 * on that island whose village begins with what was typed), whether the page comes from each village's first
 * rows or, past MOST_KEY_VALUES villages, from the plain plan.
 */
let world: Awaited<ReturnType<typeof searchApp>>;
let user: Awaited<ReturnType<typeof searcher>>;

const saipanVillages = ['Garapan', 'San Antonio', 'San Jose', 'San Vicente', 'Susupe'];
/** 1,700 documents: most in Garapan, some with two parcels of one village or of two, some protected. */
const documents = Array.from({ length: 1700 }, (_, index) => {
  const n = index + 1;
  const village = n % 5 === 0 ? saipanVillages[1 + (n % 4)]! : 'Garapan';
  return sampleLandDocument({
    docId: `TRACT${n}`,
    docNumber: String(2_000_000 + ((n * 7919) % 1700)),
    protected: n % 11 === 0,
    tractParcels: [
      { island: n % 13 === 0 ? 'Tinian' : 'Saipan', village, parcelId: `${n % 90}A` },
      ...(n % 6 === 0 ? [{ island: 'Saipan', village: n % 12 === 0 ? village : 'San Jose', parcelId: '7B' }] : []),
    ],
  });
});
/** Sixty villages on Rota that begin with ZETA, more than the keyed plan reads one by one. */
const manyVillages = Array.from({ length: MOST_KEY_VALUES + 10 }, (_, index) =>
  sampleLandDocument({
    docId: `ROTA${index}`,
    docNumber: String(3_000_000 + index),
    tractParcels: [
      { island: 'Rota', village: `Zeta ${String.fromCharCode(65 + (index % 26))}${index}`, parcelId: '1' },
    ],
  }),
);

beforeAll(async () => {
  world = await searchApp([...documents, ...manyVillages]);
  user = await searcher(world.app, world.accountId);
  await saveSection(world.ctx.pool, 'search', { searchesPerMinutePerUser: 1000 }, { system: 'test' });
}, 180_000);
afterAll(async () => world.close());

type Direction = 'ASC' | 'DESC';

/** Every matching document's id in document-number order: the plain reading, without protected records. */
async function expectedIds(island: string, village: string, direction: Direction): Promise<string[]> {
  const order = direction === 'DESC' ? sql.fragment`DESC` : sql.fragment`ASC`;
  const ids = await world.ctx.pool.anyFirst(sql.unsafe`
    SELECT d.doc_id FROM search_documents d
    WHERE NOT d.protected AND EXISTS (SELECT 1 FROM search_document_tract_parcels p WHERE p.doc_id = d.doc_id
      AND p.island_key = ${nameKey(island)} AND p.village_key LIKE ${`${nameKey(village)}%`})
    ORDER BY d.doc_number_key ${order}, d.doc_id ${order}`);
  return ids as string[];
}

const search = (island: string, village: string, paging: Record<string, unknown>) =>
  searchPageIds(user, 'searchByTractIndexNMI', { island, village, ...paging });

const cases: Array<[string, string, string]> = [
  ['one village, truncated at 1000', 'Saipan', 'Garapan'],
  ['three villages that begin alike', 'Saipan', 'San'],
  ['one village of a few documents', 'Saipan', 'San Vicente'],
  ['a village on another island', 'Tinian', 'Garapan'],
  ['more villages than are read one by one', 'Rota', 'Zeta'],
  ['no such village', 'Saipan', 'Quill'],
];

describe('an NMI tract search of a village, in document-number order', () => {
  it.each(cases)('%s: the same documents, count and order as the plain reading', async (_label, island, village) => {
    await expectPagesInNumberOrder(
      (direction) => expectedIds(island, village, direction),
      (paging) => search(island, village, paging),
    );
  });

  it('covers both the truncated and the exact count, and more villages than the keyed plan reads', async () => {
    expect((await expectedIds('Saipan', 'Garapan', 'ASC')).length).toBeGreaterThanOrEqual(RESULT_LIMIT);
    expect((await expectedIds('Saipan', 'San', 'ASC')).length).toBeLessThan(RESULT_LIMIT);
    expect((await expectedIds('Saipan', 'San', 'ASC')).length).toBeGreaterThan(2 * PAGE_SIZE);
    expect((await expectedIds('Rota', 'Zeta', 'ASC')).length).toBe(MOST_KEY_VALUES + 10);
  });
});
