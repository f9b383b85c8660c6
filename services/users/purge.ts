import type { EventMetadata } from '@landrecords/contracts/event-metadata';
import type { Role } from '@landrecords/contracts/codes';
import { parseDate } from '@landrecords/contracts/validation/dates';
import { messages } from '@landrecords/contracts/validation/messages';
import { readSection } from '@landrecords/projections/config/index';
import type { Queryable } from '@landrecords/projections/platform/database';
import { redactUserStream, usersIdleSince } from '@landrecords/projections/users/index';
import { UserFacingError } from '../platform/http/errors';
import { deleteUser } from './user.commands';

/** Staff and account administrators are never purged. */
export const purgedRoles: readonly Role[] = ['USER', 'GUEST'];

/**
 * Purges the USER and GUEST users who have not signed in since the start of a date (MM/DD/YYYY) in the county's
 * time zone, or, never signed in, were made before it: each is deleted (UserDeleted, reason purge: signed out,
 * off the lists) and its stream's personal fields are erased from the log (projections/users/redaction.ts).
 * One transaction; answers the purged users' ids.
 */
export async function purgeUsersNotSignedInSince(
  db: Queryable,
  date: string,
  metadata: EventMetadata,
): Promise<number[]> {
  const day = parseDate(date);
  if (!day) throw new UserFacingError(messages.date.format);
  const { timeZone } = await readSection(db, 'common');
  const system = metadata.system ?? 'user-purge';
  return db.transaction(async (tx) => {
    const ids = await usersIdleSince(tx, purgedRoles, day, timeZone);
    for (const id of ids) {
      await deleteUser(tx, id, 'purge', { ...metadata, system });
      await redactUserStream(tx, id);
    }
    return ids;
  });
}
