import { BATCH_SIZE, PAGE_SIZE, RESULT_LIMIT, type Paging } from '@landrecords/contracts/search/paging';
import type { FragmentSqlToken } from 'slonik';
import { sql, type Queryable } from '../platform/database';
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
  const [count, rows] = await Promise.all([
    db.oneFirst(sql.unsafe`
      SELECT count(*) FROM (
        SELECT ${plan.results ? sql.fragment`DISTINCT ${plan.tiebreak}` : sql.fragment`1`}
        FROM ${plan.from} WHERE ${where} LIMIT ${RESULT_LIMIT}) matched`),
    db.anyFirst(
      plan.results
        ? pageFromChildRows(plan, plan.results, where, keys, direction, { offset, limit }, shown)
        : sql.unsafe`SELECT ${shown} FROM ${plan.from} WHERE ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
    ),
  ]);
  const total = Number(count);
  return { totalRecordCount: total, truncated: total >= RESULT_LIMIT, rows: rows as string[] };
}

/**
 * The page when the matches are child rows: one row per record (DISTINCT ON its sort keys, which every child
 * row repeats), ordered and cut in the child table, then only those records' results read.
 */
function pageFromChildRows(
  plan: SearchPlan,
  results: NonNullable<SearchPlan['results']>,
  where: ReturnType<typeof and>,
  keys: FragmentSqlToken[],
  direction: FragmentSqlToken,
  { offset, limit }: { offset: number; limit: number },
  shown: FragmentSqlToken,
) {
  const named = keys.map((key, index) => sql.fragment`${key} AS ${sql.identifier([`k${index}`])}`);
  const pageOrder = sql.join(
    keys.map((_key, index) => sql.fragment`${sql.identifier(['page', `k${index}`])} ${direction}`),
    sql.fragment`, `,
  );
  return sql.unsafe`
    WITH page AS (
      SELECT DISTINCT ON (${sql.join(keys, sql.fragment`, `)}) ${sql.join(named, sql.fragment`, `)}
      FROM ${plan.from} WHERE ${where}
      ORDER BY ${sql.join(
        keys.map((column) => sql.fragment`${column} ${direction}`),
        sql.fragment`, `,
      )}
      LIMIT ${limit} OFFSET ${offset}
    )
    SELECT ${shown} FROM page JOIN ${results.table} r ON r.${results.key} = ${sql.identifier(['page', `k${keys.length - 1}`])}
    ORDER BY ${pageOrder}`;
}
