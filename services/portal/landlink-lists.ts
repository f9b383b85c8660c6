import { codeLists } from '@landrecords/contracts/records/feed';
import type { LandLinkLists } from '@landrecords/contracts/portal/helperdata';
import { sql, type Queryable } from '@landrecords/projections/platform/database';
import { codeList } from '../search/index';

/**
 * Every plat, numbers in the order of numbers (9 before 10), as the plat lookup orders them, with its number for
 * the plat entry's type-ahead by number (001 §4.10).
 */
async function plats(db: Queryable): Promise<LandLinkLists['plats']> {
  const rows = await db.any(sql.unsafe`
    SELECT result->>'code' AS code, plat_name, plat_number FROM search_plats
    ORDER BY CASE WHEN plat_number ~ '^[0-9]{1,20}$' THEN lpad(plat_number, 20, '0') ELSE upper(plat_number) END,
      plat_code`);
  return rows.map((row) => ({
    code: String(row.code),
    description: String(row.plat_name),
    platNumber: String(row.plat_number),
  }));
}

/**
 * helperdata/landlink: the recording system's lists as the records feed last brought them, each as
 * helperdata/codeList answers it (ALL first where the selects offer it), and the plats.
 */
export async function landLinkLists(db: Queryable): Promise<LandLinkLists> {
  const lists = await Promise.all(codeLists.map(async (list) => [list, await codeList(db, list)] as const));
  return { ...(Object.fromEntries(lists) as Omit<LandLinkLists, 'plats'>), plats: await plats(db) };
}
