import { countyStaffRoles, type Role } from '@landrecords/contracts/codes';
import type { Session } from '../platform/sessions/store';
import type { Queryable } from '@landrecords/projections/platform/database';
import { searchCallerOf, type CallerRecordAccess } from './search-caller';

export type { CallerRecordAccess };

/**
 * TRIMIN and COUNTY always see protected documents; anyone else when the user is allowed to view judicially
 * protected documents (000 §6, 002 §2.3). Read per call, so a change in the user manager applies at once.
 */
export async function callerRecordAccess(
  db: Queryable,
  session: Pick<Session, 'userId' | 'role' | 'username'>,
): Promise<CallerRecordAccess> {
  const caller = /^\d{1,18}$/.test(session.userId) ? await searchCallerOf(db, session) : null;
  return caller ?? { viewProtected: countyStaffRoles.includes(session.role as Role), docTypes: [] };
}
