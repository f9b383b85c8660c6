import { lockedUsers } from '@landrecords/projections/users/index';
import type { Queryable } from '@landrecords/projections/platform/database';
import { success } from '../platform/http/envelope';

export const lockedNotice = (count: number) =>
  `${count} user${count === 1 ? ' is' : 's are'} locked after too many failed sign-ins. The user manager unlocks them; each can also unlock itself by resetting its password.`;

/** The user access section, with a notice of the users the failed-attempts limit has locked (newest first). */
export async function userAccessAnswer(db: Queryable, values: object) {
  const locked = await lockedUsers(db);
  return success({ ...values, lockedUsers: locked }, locked.length > 0 ? lockedNotice(locked.length) : null);
}
