import type { SectionValues } from '@landrecords/contracts/config/index';
import { readSection } from '@landrecords/projections/config/index';
import type { Queryable } from '@landrecords/projections/platform/database';

/** With the county's inactivity limit off, an idle session still ends after a working day. */
export const IDLE_LIMIT_WHEN_UNLIMITED_MINUTES = 12 * 60;

/** The idle time after which a session ends: the county's limit (002 §3 User access), read on each request. */
export async function sessionInactivityMinutes(db: Queryable): Promise<number> {
  return idleLimitOf(await readSection(db, 'userAccess'));
}

export const idleLimitOf = (access: SectionValues<'userAccess'>) =>
  access.inactivityTimeLimit ? access.inactivityTimeLimitPeriod : IDLE_LIMIT_WHEN_UNLIMITED_MINUTES;
