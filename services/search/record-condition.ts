import { RESULT_LIMIT } from '@landrecords/contracts/search/paging';
import { sql, type Queryable } from '@landrecords/projections/platform/database';
import {
  expectedRows,
  inOrder,
  keysNamed,
  pageFromChildRows,
  resultsOf,
  ROWS_A_RECORD,
  type ChildPage,
  type ChildSearch,
  type Window,
} from './child-rows';
import { and, type RecordCondition } from './queries/plan';
import type { TimeLimited } from './time-limit';

/**
 * The rows of the first name a page of an AND checks for the second, a result: enough when one document in
 * ten of the first name has the second too. They are checked in order, only until the page is full.
 */
const CANDIDATES_A_RESULT = 10;

/**
 * Below this many rows of the two names together, reading both once costs less than checking documents one
 * by one (a check costs several rows' reading).
 */
export const READ_BOTH_BELOW = 10 * RESULT_LIMIT;

/**
 * A search with a condition on the whole record (the AND of two names). When the names are common, its rows
 * are found as a search of the first name alone, and only the first of them checked for the second: the
 * count's first rows, the page's first candidates in order, a few thousand checks at most whatever the names'
 * sizes. When the names are rare, or those checks decide nothing (few documents bear both), the records of
 * both are intersected: each name read once, never one read again for each row of the other, whatever the
 * planner's estimates.
 */
export async function searchWithRecordCondition(
  limited: TimeLimited,
  search: ChildSearch,
  condition: RecordCondition,
  window: Window,
): Promise<ChildPage> {
  if (await limited((db) => namesAreFew(db, search, condition))) {
    const [total, rows] = await Promise.all([
      limited((db) => countBoth(db, search, condition)),
      limited((db) => pageOfBoth(db, search, condition, window)),
    ]);
    return { total, rows };
  }
  const first = and(search.plan.where);
  const candidates = (window.offset + window.limit) * CANDIDATES_A_RESULT;
  const [total, rows] = await Promise.all([
    limited(async (db) => (await countCheckingFirstRows(db, search, condition)) ?? countBoth(db, search, condition)),
    limited((db) => pageFromChildRows(db, search, window, { where: first, candidates, check: condition.ofRecord })),
  ]);
  if (rows.length >= expectedRows(total, window)) return { total, rows };
  return { total, rows: await limited((db) => pageOfBoth(db, search, condition, window)) };
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

/**
 * How many of the first records are checked to judge whether checking more can reach RESULT_LIMIT; the checks
 * go on only when the sample's rate would find half as many again, so that a borderline one does not end in
 * thousands of checks and the intersection after all.
 */
const SAMPLE = 100;
const MARGIN = 1.5;

/**
 * The count from the first rows of the first name, their records checked one by one until RESULT_LIMIT meet the
 * condition: exact when those rows were all the first name's, RESULT_LIMIT when that many met it. When they
 * were not all and a sample of their records shows too few will, nothing more is checked: undefined, as when
 * the checks decide neither.
 */
async function countCheckingFirstRows(db: Queryable, { plan }: ChildSearch, condition: RecordCondition) {
  const cap = RESULT_LIMIT * ROWS_A_RECORD;
  const meets = condition.ofRecord(sql.fragment`record.key`);
  const counted = await db.one(sql.unsafe`
    WITH walked AS MATERIALIZED (SELECT ${plan.tiebreak} AS key FROM ${plan.from} WHERE ${and(plan.where)} LIMIT ${cap}),
    records AS MATERIALIZED (SELECT DISTINCT key FROM walked),
    sample AS MATERIALIZED (
      SELECT count(*) FILTER (WHERE ${meets}) AS met, count(*) AS checked FROM (SELECT key FROM records LIMIT ${SAMPLE}) record
    ),
    sizes AS (SELECT (SELECT count(*) FROM walked) AS rows, (SELECT count(*) FROM records) AS records)
    SELECT sizes.rows, CASE WHEN sizes.rows < ${cap} OR sample.met * sizes.records >= ${RESULT_LIMIT * MARGIN} * sample.checked
      THEN (SELECT count(*) FROM (SELECT key FROM records record WHERE ${meets} LIMIT ${RESULT_LIMIT}) found)
    END AS records
    FROM sizes, sample`);
  if (counted.records === null) return undefined;
  const records = Number(counted.records);
  return Number(counted.rows) < cap || records >= RESULT_LIMIT ? records : undefined;
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
