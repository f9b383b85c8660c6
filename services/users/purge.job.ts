import type { JobDefinition } from '../platform/queue/index';
import { purgeIdleUsers } from './purge';

/** The county's user purge schedule (002 §3 Purge), checked daily. */
export const userPurgeJob: JobDefinition<unknown, number> = {
  queue: 'user-purge',
  schedule: { pattern: '0 30 2 * * *' },
  process: (_job, app) => purgeIdleUsers(app.pool),
};
