import type { EventMetadata } from '@landrecords/contracts/event-metadata';
import { readSection } from '@landrecords/projections/config/index';
import { sql, type DatabasePool, type Queryable } from '@landrecords/projections/platform/database';
import { forgetSearchHistoryOf } from '../search/index';
import { purgeUsersNotSignedInSince } from '../users/index';
import { recordPurge } from './purge-record';

/**
 * Purge now (002 §3): the users not signed in since the date, purged, and the purge recorded on
 * config-userPurgeNow with who asked, in one transaction. Answers how many.
 */
export const purgeUsersNow = (db: Queryable, date: string, metadata: EventMetadata): Promise<number> =>
  db.transaction(async (tx) => {
    const userIds = await purgeUsersNotSignedInSince(tx, date, metadata);
    await forgetSearchHistoryOf(tx, userIds);
    const data = { section: 'userPurgeNow' as const, cutoff: date, count: userIds.length, userIds };
    await recordPurge(tx, { type: 'UsersPurged', data }, metadata);
    return userIds.length;
  });

export const userPurgeSystem = 'user-purge-schedule';

/**
 * The user purge schedule (002 §3): while automaticPurge is on, the users idle longer than
 * automaticPurgeAfterDays (a date that many days before today in the county), purged and recorded on
 * config-userPurgeSchedule. A run that finds nobody records nothing: the history lists purges, not idle days.
 */
export async function purgeIdleUsers(pool: DatabasePool): Promise<number> {
  const schedule = await readSection(pool, 'userPurgeSchedule');
  if (!schedule.automaticPurge) return 0;
  const { timeZone } = await readSection(pool, 'common');
  const afterDays = schedule.automaticPurgeAfterDays;
  const cutoff = (await pool.oneFirst(sql.unsafe`
    SELECT to_char((now() - make_interval(days => ${afterDays})) AT TIME ZONE ${timeZone}, 'MM/DD/YYYY')`)) as string;
  const metadata = { system: userPurgeSystem };
  return pool.transaction(async (tx) => {
    const userIds = await purgeUsersNotSignedInSince(tx, cutoff, metadata);
    if (userIds.length === 0) return 0;
    await forgetSearchHistoryOf(tx, userIds);
    const data = { section: 'userPurgeSchedule' as const, cutoff, afterDays, count: userIds.length, userIds };
    await recordPurge(tx, { type: 'UsersPurged', data }, metadata);
    return userIds.length;
  });
}
