import { PurgeScheduleForm } from '../userAdmin/PurgeScheduleForm';

/** /controlPanel/auditLogPurgeSchedule (Audit Log Purge): audit log entries older than this many days are purged (002 §3, §5). */
export default function AuditLogPurgeSchedule() {
  return (
    <PurgeScheduleForm
      section="auditLogPurgeSchedule"
      daysLabel="controlPanel.accountAdmin.auditLogPurge.days"
      daysHelp="controlPanel.accountAdmin.auditLogPurge.daysHelp"
    />
  );
}
