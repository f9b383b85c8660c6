import type { CodeListName } from '@landrecords/contracts/records/feed';
import {
  listsWithAll,
  PLAT_PAGE_SIZE,
  type CodeDescription,
  type PlatListRequest,
} from '@landrecords/contracts/search/details';
import { sql, type Queryable } from '@landrecords/projections/platform/database';
import { accountIdsOf, type CallerScope } from '../users/index';

/** The selection modals list at most this many matches (001 §2.22). */
export const LOOKUP_LIMIT = 100;

const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Users by username, among those the caller manages: of its allowable accounts and user types. */
export async function usersCodeDescription(db: Queryable, scope: CallerScope, filterText: string) {
  const accounts = accountIdsOf(scope);
  if (accounts.length === 0 || scope.allowableRoles.length === 0) return [];
  const rows = await db.any(sql.unsafe`
    SELECT id, username FROM users
    WHERE username ILIKE ${contains(filterText)}
      AND account_id = ANY(${sql.array(accounts, 'int8')}) AND role = ANY(${sql.array(scope.allowableRoles, 'text')})
    ORDER BY lower(username), id LIMIT ${LOOKUP_LIMIT}`);
  return rows.map((row): CodeDescription => ({ code: String(row.id), description: String(row.username) }));
}

/** Accounts by name, among those the caller manages. */
export async function accountsCodeDescription(db: Queryable, scope: CallerScope, filterText: string) {
  const accounts = accountIdsOf(scope);
  if (accounts.length === 0) return [];
  const rows = await db.any(sql.unsafe`
    SELECT id, name FROM accounts WHERE name ILIKE ${contains(filterText)} AND id = ANY(${sql.array(accounts, 'int8')})
    ORDER BY lower(name), id LIMIT ${LOOKUP_LIMIT}`);
  return rows.map((row): CodeDescription => ({ code: String(row.id), description: String(row.name) }));
}

/** A code list as the feed last brought it, with ALL first where the selects offer it (001 §3.7). */
export async function codeList(db: Queryable, list: CodeListName): Promise<CodeDescription[]> {
  const entries = ((await db.maybeOneFirst(sql.unsafe`SELECT entries FROM search_code_lists WHERE list = ${list}`)) ??
    []) as CodeDescription[];
  const pairs = entries.map(({ code, description, group }) => ({
    code,
    description,
    ...(group === undefined ? {} : { group }),
  }));
  return listsWithAll.includes(list) ? [{ code: 'ALL', description: 'All' }, ...pairs] : pairs;
}

/** Plat numbers order as numbers where they are numbers. */
const platOrder = {
  name: sql.fragment`lower(plat_name)`,
  number: sql.fragment`CASE WHEN plat_number ~ '^[0-9]{1,20}$' THEN lpad(plat_number, 20, '0') ELSE upper(plat_number) END`,
};

/** The plat lookup dialog (001 §2.12): plats whose name or number contains the text, a page of 10. */
export async function platPage(db: Queryable, request: PlatListRequest) {
  const where = sql.fragment`plat_name ILIKE ${contains(request.filterText)} OR plat_number ILIKE ${contains(request.filterText)}`;
  const direction = request.sortDirection === 'DESC' ? sql.fragment`DESC` : sql.fragment`ASC`;
  const rows = await db.any(sql.unsafe`
    SELECT result->>'code' AS code, plat_number, plat_name FROM search_plats WHERE ${where}
    ORDER BY ${platOrder[request.sortKey]} ${direction}, plat_code ${direction}
    OFFSET ${(request.pageNumber - 1) * PLAT_PAGE_SIZE} LIMIT ${PLAT_PAGE_SIZE}`);
  const total = Number(await db.oneFirst(sql.unsafe`SELECT count(*) FROM search_plats WHERE ${where}`));
  return {
    codeDescriptionResultList: rows.map((row) => ({
      code: String(row.code),
      description: String(row.plat_name),
      platNumber: String(row.plat_number),
      platName: String(row.plat_name),
    })),
    totalRecordCount: total,
    pageNumber: request.pageNumber,
  };
}

/** The tract index's islands and each island's villages (001 §2.11), as the tract parcels name them. */
export async function islandsAndVillages(db: Queryable) {
  const rows = await db.any(sql.unsafe`
    SELECT island, array_agg(DISTINCT village ORDER BY village) AS villages
    FROM search_tract_parcels GROUP BY island ORDER BY island`);
  const names = new Map((await codeList(db, 'islands')).map((entry) => [entry.code, entry.description]));
  return rows.map((row) => ({
    code: String(row.island),
    description: names.get(String(row.island)) || String(row.island),
    villages: (row.villages as string[]).map((village) => ({ code: village, description: village })),
  }));
}
