import { BATCH_SIZE, PAGE_SIZE, RESULT_LIMIT, type Paging } from '@landrecords/contracts/search/paging';
import { sql, type Queryable } from '../platform/database';
import { searchChildRows } from './child-rows';
import { narrowedToKeyValues, searchKeyedChildRows } from './keyed-pages';
import { searchWithRecordCondition } from './record-condition';
import { imageAllowedSql, type CallerRecordAccess } from './image-access';
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
 * as soon as it has enough: the first page of any search costs the same whatever the total (DESIGN §3). The
 * caller runs it on a pool whose statements stop at the search time limit.
 */
export async function runSearch(
  db: Queryable,
  asPlanned: SearchPlan,
  paging: Paging,
  sortKey: string,
  access: CallerRecordAccess,
): Promise<SearchPage> {
  const plan = await narrowedToKeyValues(db, asPlanned);
  const direction = paging.sortDirection === 'DESC' ? sql.fragment`DESC` : sql.fragment`ASC`;
  const keys = [...plan.orderBy[sortKey]!, plan.tiebreak];
  const shown = sql.fragment`(r.result || jsonb_build_object('imageAllowed', ${imageAllowedSql(access)}))::text`;
  if (plan.results) {
    const child = { plan, results: plan.results, keys, direction, shown };
    const keyed =
      plan.prefixKey && !plan.recordCondition && sortKey === 'docNumber'
        ? await searchKeyedChildRows(db, child, plan.prefixKey, window(paging))
        : null;
    const { total, rows } =
      keyed ??
      (plan.recordCondition
        ? await searchWithRecordCondition(db, child, plan.recordCondition, window(paging))
        : await searchChildRows(db, child, window(paging)));
    return pageOf(total, rows);
  }
  const where = and(plan.where);
  const order = sql.join(
    keys.map((column) => sql.fragment`${column} ${direction}`),
    sql.fragment`, `,
  );
  const { offset, limit } = window(paging);
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

const pageOf = (total: number, rows: string[]): SearchPage => ({
  totalRecordCount: Math.min(total, RESULT_LIMIT),
  truncated: total >= RESULT_LIMIT,
  rows,
});
