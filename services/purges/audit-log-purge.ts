import { readSection } from '@landrecords/projections/config/index';
import { deleteAuditLogBefore } from '@landrecords/projections/audit/index';
import type { DatabasePool } from '@landrecords/projections/platform/database';
import { recordPurge } from './purge-record';

export const auditLogPurgeSystem = 'audit-log-purge-schedule';

/**
 * The audit log purge (002 §3): while automaticPurge is on, the audit log's rows recorded more than
 * automaticPurgeAfterDays ago are deleted, and the purge recorded on config-auditLogPurgeSchedule in the same
 * transaction (the audit projection applies that record too, so a rebuild leaves them out again). The events
 * themselves stay in the log. A run that finds nothing records nothing. Answers how many rows.
 */
export async function purgeAuditLog(pool: DatabasePool, now = new Date()): Promise<number> {
  const schedule = await readSection(pool, 'auditLogPurgeSchedule');
  if (!schedule.automaticPurge) return 0;
  const afterDays = schedule.automaticPurgeAfterDays;
  const cutoff = new Date(now.getTime() - afterDays * 86_400_000).toISOString();
  return pool.transaction(async (tx) => {
    const count = await deleteAuditLogBefore(tx, cutoff);
    if (count === 0) return 0;
    const data = { section: 'auditLogPurgeSchedule' as const, cutoff, afterDays, count };
    await recordPurge(tx, { type: 'AuditLogPurged', data }, { system: auditLogPurgeSystem });
    return count;
  });
}
