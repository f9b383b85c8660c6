import type { PageAccess } from '@landrecords/contracts/accounts/account';
import { searchTypes } from '@landrecords/contracts/codes';
import type { SectionValues } from '@landrecords/contracts/config/index';
import type { EventMetadata } from '@landrecords/contracts/event-metadata';
import { sql, type DatabasePool } from '@landrecords/projections/platform/database';
import { setAccountPageAccess } from './account.commands';

/** Search 1's "Save and Update" (002 §4): every account's page access becomes the county's searches. */
export async function applySearchesToAccounts(
  pool: DatabasePool,
  search: SectionValues<'search'>,
  metadata: EventMetadata,
): Promise<number> {
  const access = Object.fromEntries(searchTypes.map((type) => [type, search[type]])) as PageAccess;
  const ids = (await pool.anyFirst(sql.unsafe`SELECT id FROM accounts ORDER BY id`)) as readonly number[];
  await pool.transaction(async (tx) => {
    for (const id of ids) await setAccountPageAccess(tx, Number(id), access, metadata);
  });
  return ids.length;
}
