/** The purges (002 §3 Purge): users now and on schedule, the audit log on schedule; each recorded on its section's stream. */
export { purgeAuditLog } from './audit-log-purge';
export { auditLogPurgeJob, userPurgeJob } from './purge.jobs';
export { purgeIdleUsers, purgeUsersNow } from './user-purge';
