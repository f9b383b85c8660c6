import { RESULT_LIMIT } from '@landrecords/contracts/search/paging';
import { sql, type Queryable } from '../platform/database';
import {
  countRecords,
  inOrder,
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
 * of both are intersected. When they are common, each document's one row of name beginnings is read instead
 * (search_document_name_beginnings: narrow, in the page's order, or from a GIN index for beginnings seldom
 * together), each name then checked in the document's names unless its beginning is all of it: neither name's
 * tens of thousands of rows is read whole, and the count and the page stop as soon as they have enough. Names
 * the beginnings say all of go to them at once: nothing to size, nothing to check; two different two-letter
 * names ('MO' AND 'BA') to the documents listed under their pair (search_document_name_pairs).
 */
export async function searchWithRecordCondition(
  db: Queryable,
  search: ChildSearch,
  condition: RecordCondition,
  window: Window,
): Promise<ChildPage> {
  if (!condition.beginningsAlone && (await namesAreFew(db, search, condition))) {
    const [total, rows] = await Promise.all([
      countBoth(db, search, condition),
      pageOfBoth(db, search, condition, window),
    ]);
    return { total, rows };
  }
  const beginnings: ChildSearch = {
    ...search,
    plan: { ...search.plan, from: condition.documentsFrom, where: condition.documents },
  };
  // One row a document: the first RESULT_LIMIT rows count, the page's rows are its candidates.
  const counted = condition.countRows
    ? countRecords(db, search)
    : db.oneFirst(sql.unsafe`
      SELECT count(*) FROM (SELECT FROM ${beginnings.plan.from} WHERE ${and(condition.documents)} LIMIT ${RESULT_LIMIT}) matched`);
  const [total, rows] = await Promise.all([
    counted,
    resultsOf(db, beginnings, pageOfCandidates(beginnings, window, window.offset + window.limit)),
  ]);
  return { total: Number(total), rows };
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
