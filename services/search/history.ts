import type { SearchType } from '@landrecords/contracts/codes';
import type { Paging } from '@landrecords/contracts/search/paging';
import { sql, type Queryable } from '@landrecords/projections/platform/database';

export const HISTORY_SIZE = 5;

/** A criterion's label, as the recent-searches list prints it: streetName → Street Name. */
const labelOf = (field: string) =>
  field
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/^./, (first) => first.toUpperCase())
    .replace(/ Lb$| Mb$/, '');

const typeLabel = (type: SearchType) => labelOf(type.replace(/^searchBy/, ''));

/** An entry of 001 §3.6: what was searched, in words and as pairs, and how to run it again. */
export function historyEntry(type: SearchType, criteria: Record<string, unknown>, paging: Paging) {
  const displayCriteria = Object.entries(criteria)
    .filter(([, value]) => value !== '' && value !== false && value !== 'ALL' && value !== undefined)
    .map(([key, value]) => ({ key: labelOf(key), value: String(value) }));
  return {
    type,
    link: `search/${type}`,
    longDescription: `${typeLabel(type)}: ${displayCriteria.map((pair) => pair.value).join(', ')}`,
    displayCriteria,
    criteria,
    sortKey: paging.sortKey,
    sortDirection: paging.sortDirection,
    pageNumber: paging.pageNumber,
  };
}
export type HistoryEntry = ReturnType<typeof historyEntry>;

/**
 * Records a search as the newest entry and answers the newest five, in one statement: the same search again
 * moves up instead of taking a second place, and entries past the fifth are deleted.
 */
export async function rememberSearch(db: Queryable, userId: number, entry: HistoryEntry): Promise<HistoryEntry[]> {
  const criteria = JSON.stringify(entry.criteria);
  const others = sql.fragment`
    SELECT id, entry FROM search_history
    WHERE user_id = ${userId} AND NOT (search_type = ${entry.type} AND criteria = ${criteria}::jsonb)
    ORDER BY id DESC LIMIT ${HISTORY_SIZE - 1}`;
  const rows = await db.anyFirst(sql.unsafe`
    WITH added AS (
      INSERT INTO search_history (user_id, search_type, criteria, entry)
      VALUES (${userId}, ${entry.type}, ${criteria}::jsonb, ${JSON.stringify(entry)}::jsonb)
      RETURNING id, entry
    ), kept AS (${others}), dropped AS (
      DELETE FROM search_history WHERE user_id = ${userId} AND id NOT IN (SELECT id FROM kept)
    )
    SELECT entry FROM (SELECT id, entry FROM added UNION ALL SELECT id, entry FROM kept) newest ORDER BY id DESC`);
  return rows as HistoryEntry[];
}

/** The newest five, newest first: searchHistoryNumber 1 is the first (001 §2.1). */
export async function searchHistoryOf(db: Queryable, userId: number): Promise<HistoryEntry[]> {
  const rows = await db.anyFirst(sql.unsafe`
    SELECT entry FROM search_history WHERE user_id = ${userId} ORDER BY id DESC LIMIT ${HISTORY_SIZE}`);
  return rows as HistoryEntry[];
}

/** A purged user's recent searches are personal data: deleted with the user (services/purges). */
export async function forgetSearchHistoryOf(db: Queryable, userIds: readonly number[]): Promise<void> {
  await db.query(sql.unsafe`DELETE FROM search_history WHERE user_id = ANY(${sql.array([...userIds], 'int8')})`);
}
