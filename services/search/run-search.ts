import { BATCH_SIZE, PAGE_SIZE, RESULT_LIMIT, type Paging } from '@landrecords/contracts/search/paging';
import type { FragmentSqlToken } from 'slonik';
import { sql, type Queryable } from '@landrecords/projections/platform/database';
import { and, type SearchPlan } from './queries/plan';

export type SearchPage = {
  /** Exact below RESULT_LIMIT; RESULT_LIMIT when truncated. */
  totalRecordCount: number;
  truncated: boolean;
  /** Each result as JSON text, imageAllowed included: passed to the answer as PostgreSQL wrote it. */
  rows: string[];
};

/** Which rows of the first RESULT_LIMIT a request asks for: a page, a batch of 25 in it, or all (print). */
function window(paging: Paging): { offset: number; limit: number } {
  if (paging.pageNumber === -1) return { offset: 0, limit: RESULT_LIMIT };
  const pageStart = (paging.pageNumber - 1) * PAGE_SIZE;
  if (paging.batch === undefined) return { offset: pageStart, limit: PAGE_SIZE };
  return { offset: pageStart + (paging.batch - 1) * BATCH_SIZE, limit: BATCH_SIZE };
}

/**
 * Counts the matches up to the limit and reads the asked rows in the sort order, each in one query that stops
 * as soon as it has enough: the first page of any search costs the same whatever the total (DESIGN §3).
 */
export async function runSearch(
  db: Queryable,
  plan: SearchPlan,
  paging: Paging,
  sortKey: string,
  imageKeyTypes: readonly string[],
): Promise<SearchPage> {
  const where = and(plan.where);
  const direction = paging.sortDirection === 'DESC' ? sql.fragment`DESC` : sql.fragment`ASC`;
  const keys = [...plan.orderBy[sortKey]!, plan.tiebreak];
  const order = sql.join(
    keys.map((column) => sql.fragment`${column} ${direction}`),
    sql.fragment`, `,
  );
  const { offset, limit } = window(paging);
  const allowed = sql.array([...imageKeyTypes], 'text');
  const shown = sql.fragment`(r.result || jsonb_build_object('imageAllowed',
    coalesce((r.result->>'pageCount')::int > 0, false)
    AND coalesce(r.result->'sourcedDocKey'->>'imageKeyType' = ANY(${allowed}), false)))::text`;
  if (!plan.results) {
    const [count, rows] = await Promise.all([
      db.oneFirst(
        sql.unsafe`SELECT count(*) FROM (SELECT 1 FROM ${plan.from} WHERE ${where} LIMIT ${RESULT_LIMIT}) matched`,
      ),
      db.anyFirst(
        sql.unsafe`SELECT ${shown} FROM ${plan.from} WHERE ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
      ),
    ]);
    return pageOf(Number(count), rows as string[]);
  }
  const child = { plan, results: plan.results, where, keys, direction, shown };
  const [total, rows] = await Promise.all([
    countRecords(db, child),
    pageFromChildRows(db, child, { offset, limit }, true),
  ]);
  const expected = Math.max(0, Math.min(limit, Math.min(total, RESULT_LIMIT) - offset));
  // Too few records among the first candidate rows (records with many matching rows): read them all.
  const page = rows.length < expected ? await pageFromChildRows(db, child, { offset, limit }, false) : rows;
  return pageOf(total, page);
}

const pageOf = (total: number, rows: string[]): SearchPage => ({
  totalRecordCount: Math.min(total, RESULT_LIMIT),
  truncated: total >= RESULT_LIMIT,
  rows,
});

type ChildSearch = {
  plan: SearchPlan;
  results: NonNullable<SearchPlan['results']>;
  where: ReturnType<typeof and>;
  keys: FragmentSqlToken[];
  direction: FragmentSqlToken;
  shown: FragmentSqlToken;
};

/** A record has a few matching child rows at most: this many rows a record are read before counting them all. */
const ROWS_A_RECORD = 3;

/**
 * The records among the matching child rows, exact below RESULT_LIMIT: the first rows are counted by record,
 * and all of them only when those were too few records to decide.
 */
async function countRecords(db: Queryable, { plan, where }: ChildSearch): Promise<number> {
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

/**
 * The page when the matches are child rows: one row per record (DISTINCT ON its sort keys, which every child
 * row repeats), ordered and cut in the child table, then only those records' results read. `bounded` first
 * keeps the best few rows a record (a cheap top-N sort); the caller asks again unbounded if they were too few.
 */
async function pageFromChildRows(
  db: Queryable,
  { plan, results, where, keys, direction, shown }: ChildSearch,
  { offset, limit }: { offset: number; limit: number },
  bounded: boolean,
): Promise<string[]> {
  const named = keys.map((key, index) => sql.fragment`${key} AS ${sql.identifier([`k${index}`])}`);
  const ordered = (table: string) =>
    sql.join(
      keys.map((_key, index) => sql.fragment`${sql.identifier([table, `k${index}`])} ${direction}`),
      sql.fragment`, `,
    );
  const distinct = sql.join(
    keys.map((_key, index) => sql.identifier(['candidates', `k${index}`])),
    sql.fragment`, `,
  );
  const cap = bounded ? sql.fragment`LIMIT ${(offset + limit) * ROWS_A_RECORD}` : sql.fragment``;
  const rows = await db.anyFirst(sql.unsafe`
    WITH candidates AS (
      SELECT ${sql.join(named, sql.fragment`, `)} FROM ${plan.from} WHERE ${where}
      ORDER BY ${sql.join(
        keys.map((column) => sql.fragment`${column} ${direction}`),
        sql.fragment`, `,
      )} ${cap}
    ), page AS (
      SELECT DISTINCT ON (${distinct}) * FROM candidates ORDER BY ${ordered('candidates')}
      LIMIT ${limit} OFFSET ${offset}
    )
    SELECT ${shown} FROM page JOIN ${results.table} r ON r.${results.key} = ${sql.identifier(['page', `k${keys.length - 1}`])}
    ORDER BY ${ordered('page')}`);
  return rows as string[];
}
