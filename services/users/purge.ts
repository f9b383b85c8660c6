import type { EventMetadata } from '@landrecords/contracts/event-metadata';
import type { Role } from '@landrecords/contracts/codes';
import { parseDate } from '@landrecords/contracts/validation/dates';
import { messages } from '@landrecords/contracts/validation/messages';
import { readSection } from '@landrecords/projections/config/index';
import { sql, type DatabasePool } from '@landrecords/projections/platform/database';
import { usersIdleSince } from '@landrecords/projections/users/index';
import { UserFacingError } from '../platform/http/errors';
import { deleteUser } from './user.commands';

/** Staff and account administrators are never purged. */
export const purgedRoles: readonly Role[] = ['USER', 'GUEST'];

/**
 * Deletes the USER and GUEST users who have not signed in since the start of a date in the county's time zone
 * (or, never signed in, were made before it). Staff and account administrators are never purged.
 */
export async function purgeUsersNotSignedInSince(
  pool: DatabasePool,
  date: string,
  metadata: EventMetadata,
): Promise<number> {
  const day = parseDate(date);
  if (!day) throw new UserFacingError(messages.date.format);
  const { timeZone } = await readSection(pool, 'common');
  const system = metadata.system ?? 'user-purge';
  return pool.transaction(async (tx) => {
    const ids = await usersIdleSince(tx, purgedRoles, day, timeZone);
    for (const id of ids) await deleteUser(tx, id, 'purge', { ...metadata, system });
    return ids.length;
  });
}

/** The scheduled purge: users idle longer than the county's automaticPurgeAfterDays. */
export async function purgeIdleUsers(pool: DatabasePool): Promise<number> {
  const schedule = await readSection(pool, 'userPurgeSchedule');
  if (!schedule.automaticPurge) return 0;
  const { timeZone } = await readSection(pool, 'common');
  const cutoff = (await pool.oneFirst(sql.unsafe`
    SELECT to_char((now() - make_interval(days => ${schedule.automaticPurgeAfterDays})) AT TIME ZONE ${timeZone},
      'MM/DD/YYYY')`)) as string;
  return purgeUsersNotSignedInSince(pool, cutoff, { system: 'user-purge-schedule' });
}
