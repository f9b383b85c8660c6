import type { JobDefinition } from '../platform/queue/index';
import { sessionInactivityMinutes } from './inactivity';
import { purgeIdleSessions } from '../platform/sessions/store';

/** Idle sessions are refused on use already; this removes the rows of those never used again. */
export const sessionPurgeJob: JobDefinition<unknown, number> = {
  queue: 'session-purge',
  schedule: { every: 15 * 60 * 1000 },
  async process(_job, app) {
    return purgeIdleSessions(app.pool, await sessionInactivityMinutes(app.pool));
  },
};
