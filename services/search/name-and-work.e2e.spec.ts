import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { createPool, type DatabasePool } from 'slonik';
import { PAGE_SIZE, RESULT_LIMIT } from '@landrecords/contracts/search/paging';
import { sql } from '@landrecords/projections/platform/database';
import { searchTestApp } from '../../tests/support/search-fixtures';
import { READ_BOTH_BELOW } from '../../projections/search/record-condition';
import { ROWS_A_RECORD } from '../../projections/search/child-rows';
import { searchRecords } from './search';
import type { SearchCaller } from './search-caller';
import { validateSearch } from './search-request';

/**
 * How much an AND of two names reads (issues 11 and 30), counted without a clock: every statement a search
 * runs is run again under EXPLAIN ANALYZE, and the rows it read of the names table are added up. On 40,000
 * documents of three parties each, a tenth of them named MOORE, MORALES or MOSS, 'MO' AND 'MO' reads no more
 * party rows than the count of the name alone: never one name again for each row of the other (the nested loop
 * that took 2 s on the 20,000-document demo), nor either name whole (the hash join that took 100 ms at a million
 * documents), nor the sizing of two names the documents' beginnings already answer.
 */
const DOCUMENTS = 40_000;
// prettier-ignore
const surnames = [
  'MOORE', 'ADAMS', 'BAKER', 'CRUZ', 'DIAZ', 'EVANS', 'FLORES', 'GARCIA', 'HILL', 'IBARRA',
  'MORALES', 'JONES', 'KING', 'LEE', 'LOPEZ', 'NGUYEN', 'OWENS', 'PEREZ', 'QUINN', 'REYES',
  'MOSS', 'SMITH', 'TAYLOR', 'UNDERWOOD', 'VEGA', 'WHITE', 'YOUNG', 'ZAMORA', 'CASTRO', 'SABLAN',
];
let world: Awaited<ReturnType<typeof searchTestApp>>;
let watched: DatabasePool;
const statements: Array<{ sql: string; values: readonly unknown[] }> = [];

beforeAll(async () => {
  world = await searchTestApp();
  const { pool } = world.ctx;
  await pool.query(sql.unsafe`
    INSERT INTO search_documents (doc_id, doc_number_key, doc_type, instrument_code, instrument_key, book_key,
      book_type, recorded_at, protected, image_key_type, result)
    SELECT 'S' || n, lpad(n::text, 20, '0'), 'ABSTRACT', 'WD', 'WARRANTY DEED',
      lpad((n % 90)::text, 12, '0') || '/' || lpad((n % 400)::text, 8, '0'), '',
      timestamptz '2000-01-01 00:00Z' + n * interval '1 hour', false, 'DEED',
      jsonb_build_object('docId', 'S' || n, 'pageCount', 1, 'sourcedDocKey', jsonb_build_object('imageKeyType', 'DEED'))
    FROM generate_series(1, ${DOCUMENTS}) n`);
  // Three parties a document, their surnames spread over thirty of which three begin with MO, their first
  // names over thirteen initials.
  await pool.query(sql.unsafe`
    INSERT INTO search_document_names (doc_id, grantor, last_key, first_key, middle_initial, doc_number_key,
      instrument_key, book_key, book_type, recorded_at, protected, doc_type, instrument_code, image_key_type)
    SELECT d.doc_id, party = 0, (${sql.array(surnames, 'text')})[1 + (doc.n * 7 + party * 13) % 30],
      chr(65 + (doc.n * 11 + party * 5) % 13) || 'NA', '',
      d.doc_number_key, d.instrument_key, d.book_key, d.book_type, d.recorded_at, d.protected, d.doc_type,
      d.instrument_code, d.image_key_type
    FROM search_documents d, LATERAL (SELECT substr(d.doc_id, 2)::int AS n) doc, generate_series(0, 2) party`);
  // Each document's name beginnings, as the projection writes them (name-prefixes.ts).
  await pool.query(sql.unsafe`
    INSERT INTO search_document_name_beginnings (doc_id, name_prefixes, doc_number_key, instrument_key, book_key,
      book_type, recorded_at, protected, doc_type, instrument_code, image_key_type)
    SELECT d.doc_id, named.prefixes, d.doc_number_key, d.instrument_key, d.book_key, d.book_type, d.recorded_at,
      d.protected, d.doc_type, d.instrument_code, d.image_key_type
    FROM search_documents d JOIN (SELECT doc_id, array_agg(DISTINCT left(last_key, letters)) AS prefixes
      FROM search_document_names, generate_series(1, 3) letters GROUP BY doc_id) named ON named.doc_id = d.doc_id`);
  // As autovacuum would have by now: statistics, and the visibility map index-only scans need.
  await pool.query(
    sql.unsafe`VACUUM (ANALYZE) search_documents, search_document_names, search_document_name_beginnings`,
  );
  watched = await createPool(world.ctx.config.DATABASE_URL!, {
    interceptors: [
      {
        name: 'watch',
        beforeQueryExecution: (_context, query) => {
          statements.push({ sql: query.sql, values: query.values });
          return null;
        },
      },
    ],
  });
}, 120_000);
afterAll(async () => {
  await watched.end();
  await world.close();
});

const caller = {
  userId: 1,
  role: 'USER',
  accountId: 1,
  viewProtected: false,
  docTypes: [],
  account: null,
  searchList: ['searchByName'],
  county: { timeZone: 'Pacific/Saipan', notableDates: { showNotableDates: false } },
} as unknown as SearchCaller;

const docIdOf = (row: string) => (JSON.parse(row) as { docId: string }).docId;

type PlanNode = {
  'Relation Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
};

/** The rows of search_document_names a plan read: returned or filtered away, in every loop. */
const partyRowsRead = (node: PlanNode): number =>
  (node['Relation Name'] === 'search_document_names'
    ? (node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0)) *
      node['Actual Loops']
    : 0) + (node.Plans ?? []).reduce((sum, child) => sum + partyRowsRead(child), 0);

/** Runs the search, then each of its statements again under EXPLAIN ANALYZE: the party rows they read, and the page. */
async function partyRowsOf(body: Record<string, unknown>) {
  statements.length = 0;
  const page = await searchRecords(watched, validateSearch('searchByName', body, caller), caller);
  const client = new pg.Client({ connectionString: world.ctx.config.DATABASE_URL });
  await client.connect();
  try {
    let rows = 0;
    for (const statement of statements.filter((s) => s.sql.includes('search_document_names'))) {
      const explained = await client.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${statement.sql}`, [...statement.values]);
      rows += partyRowsRead((explained.rows[0]['QUERY PLAN'] as Array<{ Plan: PlanNode }>)[0]!.Plan);
    }
    return { rows, total: page.totalRecordCount, listed: page.rows.length };
  } finally {
    await client.end();
  }
}

describe('the work of a name search with AND', () => {
  it('reads no more party rows than counting the name once takes, however common', async () => {
    const nameRows = Number(
      await world.ctx.pool.oneFirst(sql.unsafe`SELECT count(*) FROM search_document_names WHERE last_key LIKE 'MO%'`),
    );
    expect(nameRows).toBeGreaterThan(READ_BOTH_BELOW);
    // 'MO' AND 'MO' is 'MO': nothing to size or check; counted from MO's first rows as the name alone is, the page
    // read from the documents' beginnings.
    const both = await partyRowsOf({ grantorGranteeLastName1: 'MO', andOr: 'AND', grantorGranteeLastName2: 'MO' });
    expect({ total: both.total, listed: both.listed }).toEqual({ total: 1000, listed: 100 });
    expect(both.rows).toBeLessThanOrEqual(RESULT_LIMIT * ROWS_A_RECORD);
  });

  // 'MO' AND 'MO' (either side) and 'MO' AND 'ZAM' A.: common enough to be read from the name beginnings, the
  // side and the first name checked document by document; 'MOR' AND 'ZAM' A.: few enough to intersect at once.
  it.each([
    ['MO', 'MO', '', 'BOTH'],
    ['MO', 'MO', '', 'GRANTORS'],
    ['MO', 'ZAM', 'A', 'BOTH'],
    ['MOR', 'ZAM', 'A', 'BOTH'],
  ])(
    '%s AND %s %s on %s: the same documents, count and order as the plain reading',
    async (last1, last2, first2, side) => {
      const names = { grantorGranteeLastName1: last1, andOr: 'AND', grantorGranteeLastName2: last2 };
      const body = { ...names, grantorGranteeFirstName2: first2, grantorGranteeSearchIn: side };
      const onSide = side === 'GRANTORS' ? sql.fragment`AND p.grantor` : sql.fragment``;
      for (const [sortKey, columns] of [
        ['docNumber', sql.fragment`d.doc_number_key DESC, d.doc_id DESC`],
        ['book', sql.fragment`d.book_key DESC, d.doc_number_key DESC, d.doc_id DESC`],
      ] as const) {
        const expected = (await world.ctx.pool.anyFirst(sql.unsafe`
        SELECT d.doc_id FROM search_documents d
        WHERE EXISTS (SELECT 1 FROM search_document_names p
            WHERE p.doc_id = d.doc_id AND p.last_key LIKE ${`${last1}%`} ${onSide})
          AND EXISTS (SELECT 1 FROM search_document_names p
            WHERE p.doc_id = d.doc_id AND p.last_key LIKE ${`${last2}%`} AND p.first_key LIKE ${`${first2}%`} ${onSide})
        ORDER BY ${columns}`)) as string[];
        for (const pageNumber of [1, 2]) {
          const paging = { sortKey, sortDirection: 'DESC', pageNumber };
          const page = await searchRecords(
            watched,
            validateSearch('searchByName', { ...body, ...paging }, caller),
            caller,
          );
          const start = (pageNumber - 1) * PAGE_SIZE;
          expect({ sortKey, pageNumber, total: page.totalRecordCount, ids: page.rows.map(docIdOf) }).toEqual({
            sortKey,
            pageNumber,
            total: Math.min(expected.length, RESULT_LIMIT),
            ids: expected.slice(start, start + PAGE_SIZE),
          });
        }
      }
    },
  );
});
