import type { AccountDocType } from '@landrecords/contracts/accounts/account';
import { countyStaffRoles, type Role } from '@landrecords/contracts/codes';
import { sql, type Queryable } from '../platform/database';

/** What the caller may see of the records: protected ones or not, and which images (its account's doc types). */
export type CallerRecordAccess = { viewProtected: boolean; docTypes: AccountDocType[] };

/**
 * TRIMIN and COUNTY always see protected documents; anyone else when the user is allowed to view judicially
 * protected documents (000 §6, 002 §2.3). Read per call, so a change in the user manager applies at once.
 */
export async function callerRecordAccess(
  db: Queryable,
  session: { userId: string; role: string },
): Promise<CallerRecordAccess> {
  const row = /^\d{1,18}$/.test(session.userId)
    ? await db.maybeOne(sql.unsafe`
        SELECT u.view_judicial_protection, a.doc_types
        FROM users u LEFT JOIN accounts a ON a.id = u.account_id
        WHERE u.id = ${Number(session.userId)}`)
    : null;
  return {
    viewProtected: countyStaffRoles.includes(session.role as Role) || row?.view_judicial_protection === true,
    docTypes: (row?.doc_types as AccountDocType[] | null | undefined) ?? [],
  };
}
