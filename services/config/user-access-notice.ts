import { lockedUsers } from '@landrecords/projections/users/index';
import type { Queryable } from '@landrecords/projections/platform/database';
import { success } from '../platform/http/envelope';
import { configMessages as cm } from '@landrecords/contracts/config/messages';

export const lockedNotice = (count: number) => cm.lockedUsers({ count });

/** The user access section, with a notice of the users the failed-attempts limit has locked (newest first). */
export async function userAccessAnswer(db: Queryable, values: object) {
  const locked = await lockedUsers(db);
  return success({ ...values, lockedUsers: locked }, locked.length > 0 ? lockedNotice(locked.length) : null);
}
