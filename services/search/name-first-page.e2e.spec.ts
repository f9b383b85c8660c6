import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { nameKey } from '@landrecords/contracts/records/keys';
import { RESULT_LIMIT } from '@landrecords/contracts/search/paging';
import { sql } from '@landrecords/projections/platform/database';
import { MOST_KEY_VALUES, valuesBeginning } from '@landrecords/projections/search/keyed-pages';
import { saveSection } from '../config/index';
import { sampleLandDocument } from '../../tests/support/records';
import { nameAndDocuments } from '../../tests/support/search-records';
import { expectPagesInNumberOrder, searchApp, searchPageIds, searcher } from '../../tests/support/search-fixtures';

/**
 * A last name alone, in document-number order, is read last name by last name (issue 30, keyed-pages.ts): the
 * same documents, count and order as a plain reading of the rule (a party whose last name begins with what was
 * typed), whether the page comes from each name's first rows or, past MOST_KEY_VALUES names, the plain plan.
 */
let world: Awaited<ReturnType<typeof searchApp>>;
let user: Awaited<ReturnType<typeof searcher>>;

/** Sixty last names that begin with ZETA, more than the keyed plan reads one by one. */
const manyNames = Array.from({ length: MOST_KEY_VALUES + 10 }, (_, index) =>
  sampleLandDocument({
    docId: `ZETA${index}`,
    docNumber: String(3_000_000 + index),
    grantors: [
      {
        lastName: `Zeta ${String.fromCharCode(65 + (index % 26))}${String.fromCharCode(65 + index / 26)}`,
        firstName: 'Ivo',
      },
    ],
    grantees: [{ lastName: 'Moore', firstName: 'Ana' }],
    protected: false,
  }),
);

beforeAll(async () => {
  world = await searchApp([...nameAndDocuments(1500), ...manyNames]);
  user = await searcher(world.app, world.accountId);
  await saveSection(world.ctx.pool, 'search', { searchesPerMinutePerUser: 1000 }, { system: 'test' });
}, 180_000);
afterAll(async () => world.close());

type Side = 'BOTH' | 'GRANTORS' | 'GRANTEES';
type Direction = 'ASC' | 'DESC';

/** Every matching document's id in document-number order: the plain reading, without protected records. */
async function expectedIds(last: string, side: Side, direction: Direction, first = ''): Promise<string[]> {
  const sideCondition =
    side === 'GRANTORS'
      ? sql.fragment`AND p.grantor`
      : side === 'GRANTEES'
        ? sql.fragment`AND NOT p.grantor`
        : sql.fragment``;
  const order = direction === 'DESC' ? sql.fragment`DESC` : sql.fragment`ASC`;
  const ids = await world.ctx.pool.anyFirst(sql.unsafe`
    SELECT d.doc_id FROM search_documents d
    WHERE NOT d.protected AND EXISTS (SELECT 1 FROM search_document_names p WHERE p.doc_id = d.doc_id
      AND p.last_key LIKE ${`${nameKey(last)}%`} AND p.first_key LIKE ${`${nameKey(first)}%`} ${sideCondition})
    ORDER BY d.doc_number_key ${order}, d.doc_id ${order}`);
  return ids as string[];
}

const search = (last: string, side: Side, paging: Record<string, unknown>, first = '') =>
  searchPageIds(user, 'searchByName', {
    grantorGranteeLastName1: last,
    grantorGranteeFirstName1: first,
    grantorGranteeSearchIn: side,
    ...paging,
  });

const cases: Array<[string, string, Side]> = [
  ['a beginning of four last names, truncated at 1000', 'MO', 'BOTH'],
  ['one last name', 'Moore', 'BOTH'],
  ['a last name of a few documents', 'Morales', 'BOTH'],
  ['grantees only', 'Mo', 'GRANTEES'],
  ['grantors only', 'Mor', 'GRANTORS'],
  ['more last names than are read one by one', 'Zeta', 'BOTH'],
  ['no such name', 'Quill', 'BOTH'],
];

describe('a last name alone, in document-number order', () => {
  it('reads the last names that begin with what was typed, and says when there are too many', async () => {
    const from = sql.fragment`search_document_names r`;
    const key = (prefix: string) => ({ column: 'last_key' as const, prefixes: [prefix] });
    await expect(valuesBeginning(world.ctx.pool, from, key('MO'))).resolves.toEqual([
      'MOORE',
      'MORA',
      'MORALES',
      'MOSS HOLDINGS',
    ]);
    await expect(valuesBeginning(world.ctx.pool, from, key('ZETA'))).resolves.toHaveLength(MOST_KEY_VALUES + 1);
    await expect(valuesBeginning(world.ctx.pool, from, key('QUILL'))).resolves.toEqual([]);
  });

  it.each(cases)('%s: the same documents, count and order as the plain reading', async (_label, last, side) => {
    await expectPagesInNumberOrder(
      (direction) => expectedIds(last, side, direction),
      (paging) => search(last, side, paging),
    );
  });

  it('covers both the truncated and the exact count', async () => {
    expect((await expectedIds('MO', 'BOTH', 'ASC')).length).toBeGreaterThanOrEqual(RESULT_LIMIT);
    expect((await expectedIds('Morales', 'BOTH', 'ASC')).length).toBeLessThan(RESULT_LIMIT);
    expect((await expectedIds('Zeta', 'BOTH', 'ASC')).length).toBe(MOST_KEY_VALUES + 10);
  });
});

/**
 * A last name with a first name is sought within each last name that begins with what was typed, by the names'
 * (last, first) index, when there are at most MOST_KEY_VALUES of them (issue 30, narrowedToKeyValues).
 */
const withFirstNames: Array<[string, string, string, Side]> = [
  ['a beginning of four last names, truncated at 1000', 'MO', 'F', 'BOTH'],
  ['a beginning of four last names, one of them with the first name', 'Mo', 'A', 'BOTH'],
  ['one last name', 'Moore', 'Ben', 'BOTH'],
  ['a last name of a few documents', 'Mor', 'E', 'BOTH'],
  ['grantors only', 'Mo', 'B', 'GRANTORS'],
  ['more last names than are read one by one', 'Zeta', 'Iv', 'BOTH'],
  ['no such first name', 'Mo', 'Quill', 'BOTH'],
];

describe('a last name and a first name', () => {
  it.each(withFirstNames)(
    '%s: the same documents, count and order as the plain reading',
    async (_label, last, first, side) => {
      await expectPagesInNumberOrder(
        (direction) => expectedIds(last, side, direction, first),
        (paging) => search(last, side, paging, first),
      );
    },
  );

  it('covers both the truncated and the exact count', async () => {
    expect((await expectedIds('MO', 'BOTH', 'ASC', 'F')).length).toBeGreaterThanOrEqual(RESULT_LIMIT);
    expect((await expectedIds('Mor', 'BOTH', 'ASC', 'E')).length).toBeLessThan(RESULT_LIMIT);
    expect((await expectedIds('Zeta', 'BOTH', 'ASC', 'Iv')).length).toBe(MOST_KEY_VALUES + 10);
  });
});
