import { sql, type Queryable } from '../platform/database';
import {
  countRecords,
  expectedRows,
  firstCandidates,
  inOrder,
  keysNamed,
  pageOfCandidates,
  resultsOf,
  type ChildPage,
  type ChildSearch,
  type Window,
} from './child-rows';
import { and, startsWith, type PrefixKey, type SearchPlan } from './queries/plan';

/**
 * Up to this many values of the key begin with what was typed, the page is read value by value; past it (a
 * one- or two-letter beginning) the plain plan, which reads every matching row once, costs less.
 */
export const MOST_KEY_VALUES = 50;

/**
 * The values of the key column that begin with one of the prefixes, in order, at most MOST_KEY_VALUES + 1: each
 * found by one descent of the column's b-tree from the last (a loose index scan), never by reading the rows.
 */
export async function valuesBeginning(db: Queryable, table: ChildSearch['plan']['from'], key: PrefixKey) {
  const column = sql.identifier(['r', key.column]);
  const scope = and(key.scope ?? []);
  // n stops each walk after MOST_KEY_VALUES + 1 values: a one-letter beginning of a real county has thousands.
  const scans = key.prefixes.map(
    (prefix, index) => sql.fragment`${sql.identifier([`v${index}`])}(value, n) AS (
      SELECT min(${column}), 1 FROM ${table} WHERE ${scope} AND ${column} LIKE ${startsWith(prefix)}
      UNION ALL
      SELECT (SELECT min(${column}) FROM ${table} WHERE ${scope} AND ${column} > v.value AND ${column} LIKE ${startsWith(prefix)}), v.n + 1
      FROM ${sql.identifier([`v${index}`])} v WHERE v.value IS NOT NULL AND v.n <= ${MOST_KEY_VALUES})`,
  );
  const found = sql.join(
    key.prefixes.map((_prefix, index) => sql.fragment`SELECT value FROM ${sql.identifier([`v${index}`])}`),
    sql.fragment` UNION `,
  );
  const values = await db.anyFirst(sql.unsafe`
    WITH RECURSIVE ${sql.join(scans, sql.fragment`, `)}
    SELECT value FROM (${found}) found WHERE value IS NOT NULL ORDER BY value LIMIT ${MOST_KEY_VALUES + 1}`);
  return values as string[];
}

/**
 * The page's candidates as pageOfCandidates takes them, the first `candidates` matching rows in order, read as
 * the first `candidates` rows of each key value (an index scan in order, stopped early) merged.
 */
function pageOfKeyedCandidates(search: ChildSearch, values: string[], key: PrefixKey, window: Window) {
  const { plan, keys, direction } = search;
  const candidates = firstCandidates(window);
  const ordered = sql.join(
    keys.map((column) => sql.fragment`${column} ${direction}`),
    sql.fragment`, `,
  );
  const column = sql.identifier(['r', key.column]);
  return sql.fragment`
    SELECT DISTINCT ON (${sql.join(
      keys.map((_key, index) => sql.identifier(['candidates', `k${index}`])),
      sql.fragment`, `,
    )}) * FROM (
      SELECT c.* FROM unnest(${sql.array(values, 'text')}) AS keyed(value)
      CROSS JOIN LATERAL (
        SELECT ${keysNamed(search)} FROM ${plan.from}
        WHERE ${column} = keyed.value COLLATE "C" AND ${and(plan.where)}
        ORDER BY ${ordered} LIMIT ${candidates}
      ) c
      ORDER BY ${inOrder('c', search)} LIMIT ${candidates}
    ) candidates
    ORDER BY ${inOrder('candidates', search)} LIMIT ${window.limit} OFFSET ${window.offset}`;
}

/**
 * A child-table search sorted by document number whose rows a beginning of one key finds (plan.prefixKey): the
 * same count and rows as searchChildRows, the page read from each key value's first rows in order, so a common
 * surname's first page reads a few hundred rows instead of sorting tens of thousands. Null when too many values
 * begin with what was typed: the caller then runs the plain plan.
 */
export async function searchKeyedChildRows(
  db: Queryable,
  search: ChildSearch,
  key: PrefixKey,
  window: Window,
): Promise<ChildPage | null> {
  const [total, values] = await Promise.all([countRecords(db, search), valuesBeginning(db, search.plan.from, key)]);
  if (values.length > MOST_KEY_VALUES) return null;
  const rows = await resultsOf(db, search, pageOfKeyedCandidates(search, values, key, window));
  if (rows.length >= expectedRows(total, window)) return { total, rows };
  return { total, rows: await resultsOf(db, search, pageOfCandidates(search, window)) };
}

/**
 * The plan with its key's beginnings replaced by the key values that begin so (plan.keyValues), when they are at
 * most MOST_KEY_VALUES: the same rows, found by the key and the next column of its index together.
 */
export async function narrowedToKeyValues(db: Queryable, plan: SearchPlan): Promise<SearchPlan> {
  if (!plan.keyValues) return plan;
  const values = await valuesBeginning(db, plan.from, plan.keyValues.key);
  return values.length > MOST_KEY_VALUES ? plan : { ...plan, where: plan.keyValues.where(values) };
}
