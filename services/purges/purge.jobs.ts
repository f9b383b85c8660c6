import type { JobDefinition } from '../platform/queue/index';
import { purgeAuditLog } from './audit-log-purge';
import { purgeIdleUsers } from './user-purge';

/** The county's user purge schedule (002 §3 Purge), checked daily. */
export const userPurgeJob: JobDefinition<unknown, number> = {
  queue: 'user-purge',
  schedule: { pattern: '0 30 2 * * *' },
  process: (_job, app) => purgeIdleUsers(app.pool),
};

/** The county's audit log purge schedule (002 §3 Purge), checked daily. */
export const auditLogPurgeJob: JobDefinition<unknown, number> = {
  queue: 'audit-log-purge',
  schedule: { pattern: '0 45 2 * * *' },
  process: (_job, app) => purgeAuditLog(app.pool),
};
