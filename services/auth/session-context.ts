import { callerColumn, callerOf, type Caller } from '@landrecords/projections/callers/index';
import type { SessionContextPort } from '../platform/sessions/store';
import { idleLimitOf } from './inactivity';

/**
 * What every signed-in call reads with its session, in the same query: the caller (user, account) and the
 * county configuration's version, the configuration itself from the process's copy; and the county's idle limit.
 */
export const callerSessionContext: SessionContextPort<Caller> = {
  column: callerColumn,
  contextOf: callerOf,
  inactivityMinutes: (caller) => idleLimitOf(caller.county.userAccess),
};
