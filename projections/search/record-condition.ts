import { RESULT_LIMIT } from '@landrecords/contracts/search/paging';
import { sql, type Queryable } from '../platform/database';
import {
  countRecords,
  expectedRows,
  firstCandidates,
  inOrder,
  keyColumn,
  keysNamed,
  pageOfCandidates,
  resultsOf,
  type ChildPage,
  type ChildSearch,
  type Window,
} from './child-rows';
import { and, type RecordCondition } from './queries/plan';

/**
 * Below this many rows of the two names together, reading both once costs less than checking documents one
 * by one (a check costs several rows' reading).
 */
export const READ_BOTH_BELOW = 10 * RESULT_LIMIT;

/**
 * A search with a condition on the whole record (the AND of two names). When the names are rare, the records
 * of both are intersected. When they are common, the first name's rows are joined to the records of the
 * second by a hash, nested loops off: each name is read once, never one read again for each row of the
 * other, whatever the planner's estimates (right after an import it has none), and the count and the page
 * stop as soon as they have enough, as the other searches do.
 */
export async function searchWithRecordCondition(
  db: Queryable,
  search: ChildSearch,
  condition: RecordCondition,
  window: Window,
): Promise<ChildPage> {
  if (await namesAreFew(db, search, condition)) {
    const [total, rows] = await Promise.all([
      countBoth(db, search, condition),
      pageOfBoth(db, search, condition, window),
    ]);
    return { total, rows };
  }
  const { plan } = search;
  const semiJoined: ChildSearch = {
    ...search,
    plan: {
      ...plan,
      where: [
        ...plan.where,
        sql.fragment`${plan.tiebreak} IN (SELECT ${plan.tiebreak} FROM ${plan.from} WHERE ${condition.rows})`,
      ],
    },
  };
  const [total, ids] = await Promise.all([
    withoutNestedLoops(db, (tx) => countRecords(tx, semiJoined)),
    withoutNestedLoops(db, (tx) => pageKeys(tx, semiJoined, window, firstCandidates(window))),
  ]);
  const enough = ids.length >= expectedRows(total, window);
  const pageIds = enough ? ids : await withoutNestedLoops(db, (tx) => pageKeys(tx, semiJoined, window));
  return { total, rows: await resultsById(db, search, pageIds) };
}

/** `run` in a transaction with nested loops off: a join of two large row sets is hashed. */
const withoutNestedLoops = <T>(db: Queryable, run: (tx: Queryable) => Promise<T>): Promise<T> =>
  db.transaction(async (tx) => {
    await tx.query(sql.unsafe`SET LOCAL enable_nestloop = off`);
    return run(tx);
  });

/** The record keys of a page, in order (pageOfCandidates). */
async function pageKeys(db: Queryable, search: ChildSearch, window: Window, candidates?: number) {
  const rows = await db.anyFirst(sql.unsafe`
    SELECT ${keyColumn('page', search.keys.length - 1)} FROM (${pageOfCandidates(search, window, candidates)}) page
    ORDER BY ${inOrder('page', search)}`);
  return rows.map(String);
}

/** The results of these records, in this order, read by their keys (a statement of its own, nested loops on). */
async function resultsById(db: Queryable, { results, shown }: ChildSearch, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.anyFirst(sql.unsafe`
    SELECT ${shown} FROM unnest(${sql.array(ids, 'text')}) WITH ORDINALITY AS page(key, position)
    JOIN ${results.table} r ON r.${results.key} = page.key
    ORDER BY page.position`);
  return rows as string[];
}

/** Whether the two names have fewer than READ_BOTH_BELOW rows together, counted no further. */
async function namesAreFew(db: Queryable, { plan }: ChildSearch, condition: RecordCondition): Promise<boolean> {
  const rows = await db.oneFirst(sql.unsafe`
    SELECT count(*) FROM (
      (SELECT FROM ${plan.from} WHERE ${and(plan.where)} LIMIT ${READ_BOTH_BELOW})
      UNION ALL (SELECT FROM ${plan.from} WHERE ${condition.rows} LIMIT ${READ_BOTH_BELOW})
      LIMIT ${READ_BOTH_BELOW}
    ) counted`);
  return Number(rows) < READ_BOTH_BELOW;
}

/** The records with rows of both, up to RESULT_LIMIT. */
async function countBoth(db: Queryable, { plan }: ChildSearch, condition: RecordCondition): Promise<number> {
  return Number(
    await db.oneFirst(sql.unsafe`
      SELECT count(*) FROM (
        SELECT ${plan.tiebreak} FROM ${plan.from} WHERE ${and(plan.where)}
        INTERSECT SELECT ${plan.tiebreak} FROM ${plan.from} WHERE ${condition.rows}
        LIMIT ${RESULT_LIMIT}
      ) matched`),
  );
}

/** The page from the records with rows of both: their rows repeat the record's sort keys, so the keys intersect. */
function pageOfBoth(db: Queryable, search: ChildSearch, condition: RecordCondition, { offset, limit }: Window) {
  const { plan } = search;
  return resultsOf(
    db,
    search,
    sql.fragment`
      SELECT * FROM (
        SELECT ${keysNamed(search)} FROM ${plan.from} WHERE ${and(plan.where)}
        INTERSECT SELECT ${keysNamed(search)} FROM ${plan.from} WHERE ${condition.rows}
      ) matched
      ORDER BY ${inOrder('matched', search)} LIMIT ${limit} OFFSET ${offset}`,
  );
}
