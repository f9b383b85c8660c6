import type { CodeListName } from '@landrecords/contracts/records/feed';
import {
  listsWithAll,
  PLAT_PAGE_SIZE,
  type CodeDescription,
  type PlatListRequest,
} from '@landrecords/contracts/search/details';
import { sql, type Queryable } from '../platform/database';

const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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
