import { RESULT_LIMIT } from '@landrecords/contracts/search/paging';
import type { FragmentSqlToken } from 'slonik';
import { sql, type Queryable } from '../platform/database';
import { and, type SearchPlan } from './queries/plan';

/** A search whose matches are rows of a child table (names, parcels, legals...) that repeat their record's keys. */
export type ChildSearch = {
  plan: SearchPlan;
  results: NonNullable<SearchPlan['results']>;
  /** The sort keys, the tiebreak (the record's key) last. */
  keys: FragmentSqlToken[];
  direction: FragmentSqlToken;
  /** The result's JSON as the answer shows it, from the results table under `r`. */
  shown: FragmentSqlToken;
};
export type Window = { offset: number; limit: number };
export type ChildPage = { total: number; rows: string[] };

/** A record has a few matching child rows at most: this many rows a record are read before counting them all. */
export const ROWS_A_RECORD = 3;

/** How many results a page of this window must hold, given the total. */
export const expectedRows = (total: number, { offset, limit }: Window) =>
  Math.max(0, Math.min(limit, Math.min(total, RESULT_LIMIT) - offset));

/**
 * The count and the asked rows of a child-table search, each in one query that stops as soon as it has
 * enough; the page read again from all the rows only when the first rows read were too few records.
 */
export async function searchChildRows(db: Queryable, search: ChildSearch, window: Window): Promise<ChildPage> {
  const [total, rows] = await Promise.all([
    countRecords(db, search),
    resultsOf(db, search, pageOfCandidates(search, window, firstCandidates(window))),
  ]);
  if (rows.length >= expectedRows(total, window)) return { total, rows };
  return { total, rows: await resultsOf(db, search, pageOfCandidates(search, window)) };
}

/** The matching rows a page is first taken from, in order: enough when a record has a few of them. */
export const firstCandidates = ({ offset, limit }: Window) => (offset + limit) * ROWS_A_RECORD;

/**
 * The records among the matching child rows, exact below RESULT_LIMIT: the first rows are counted by record,
 * and all of them only when those were too few records to decide.
 */
export async function countRecords(db: Queryable, { plan }: ChildSearch): Promise<number> {
  const where = and(plan.where);
  const cap = RESULT_LIMIT * ROWS_A_RECORD;
  const first = await db.one(sql.unsafe`
    SELECT count(DISTINCT key) AS records, count(*) AS rows
    FROM (SELECT ${plan.tiebreak} AS key FROM ${plan.from} WHERE ${where} LIMIT ${cap}) matched`);
  if (Number(first.rows) < cap || Number(first.records) >= RESULT_LIMIT) return Number(first.records);
  return Number(
    await db.oneFirst(sql.unsafe`
      SELECT count(*) FROM (SELECT DISTINCT ${plan.tiebreak} FROM ${plan.from} WHERE ${where} LIMIT ${RESULT_LIMIT}) matched`),
  );
}

/** A key column of a row set that names them k0, k1... (the tiebreak last). */
export const keyColumn = (table: string, index: number) => sql.fragment`${sql.identifier([table, `k${index}`])}`;
/** The sort keys of a row of `from` (under r), named k0, k1... */
export const keysNamed = ({ keys }: ChildSearch) =>
  sql.join(
    keys.map((key, index) => sql.fragment`${key} AS ${sql.identifier([`k${index}`])}`),
    sql.fragment`, `,
  );
/** The order of the search over a row set whose key columns are named k0, k1... */
export const inOrder = (table: string, { keys, direction }: ChildSearch) =>
  sql.join(
    keys.map((_key, index) => sql.fragment`${keyColumn(table, index)} ${direction}`),
    sql.fragment`, `,
  );

/**
 * The results of a page whose records' keys `page` lists as k0, k1..., in the page's order: only those
 * records' results are read.
 */
export async function resultsOf(db: Queryable, search: ChildSearch, page: FragmentSqlToken): Promise<string[]> {
  const { results, keys, shown } = search;
  const rows = await db.anyFirst(sql.unsafe`
    WITH page AS (${page})
    SELECT ${shown} FROM page JOIN ${results.table} r ON r.${results.key} = ${keyColumn('page', keys.length - 1)}
    ORDER BY ${inOrder('page', search)}`);
  return rows as string[];
}

/**
 * A page when the matches are child rows: one row per record (DISTINCT ON its sort keys, which every child row
 * repeats, named k0, k1...), ordered and cut in the child table. A cap on the candidates, the first matching rows
 * in order, keeps the sort a cheap top-N; the caller asks again without one when they were too few.
 */
export function pageOfCandidates(search: ChildSearch, { offset, limit }: Window, candidates?: number) {
  const { plan, keys, direction } = search;
  const distinct = sql.join(
    keys.map((_key, index) => keyColumn('candidates', index)),
    sql.fragment`, `,
  );
  const cap = candidates === undefined ? sql.fragment`` : sql.fragment`LIMIT ${candidates}`;
  const ordered = sql.join(
    keys.map((key) => sql.fragment`${key} ${direction}`),
    sql.fragment`, `,
  );
  return sql.fragment`
    SELECT DISTINCT ON (${distinct}) * FROM (
      SELECT ${keysNamed(search)} FROM ${plan.from} WHERE ${and(plan.where)} ORDER BY ${ordered} ${cap}
    ) candidates
    ORDER BY ${inOrder('candidates', search)} LIMIT ${limit} OFFSET ${offset}`;
}
