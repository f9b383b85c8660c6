import type { AuditLogPurged } from '@landrecords/contracts/config/events';
import { eventMetadataSchema } from '@landrecords/contracts/event-metadata';
import { sql, type Queryable } from '../platform/database';
import type { RecordedEvent } from '../platform/eventstore/index';
import type { Projection } from '../platform/projection';

/** "account-42" is in category "account"; a stream with no dash is its own category. */
export function streamCategory(streamId: string): string {
  const dash = streamId.indexOf('-');
  return dash === -1 ? streamId : streamId.slice(0, dash);
}

function auditRow(event: RecordedEvent) {
  const parsed = eventMetadataSchema.safeParse(event.metadata);
  const metadata = parsed.success ? parsed.data : {};
  return [
    event.globalPosition,
    streamCategory(event.streamId),
    event.streamId,
    event.streamPosition,
    event.type,
    metadata.actor?.userId ?? null,
    metadata.actor?.username ?? null,
    metadata.sourceIp ?? null,
    metadata.correlationId ?? null,
    metadata.system ?? null,
    event.recordedAt,
  ];
}

/** Deletes the audit rows recorded before an instant (the audit log purge); answers how many. */
export async function deleteAuditLogBefore(db: Queryable, cutoff: string): Promise<number> {
  const deleted = await db.query(sql.unsafe`DELETE FROM audit_log WHERE recorded_at < ${cutoff}::timestamptz`);
  return deleted.rowCount;
}

/**
 * The audit trail of every stream: accounts, users, configuration sections, money. An AuditLogPurged event
 * deletes again the rows its purge deleted, so a rebuild from the log gives the rows the purges left.
 */
export const auditLogProjection: Projection = {
  name: 'audit-log',
  tables: ['audit_log'],
  mode: 'async',
  async apply(tx, events) {
    await tx.query(sql.unsafe`
      INSERT INTO audit_log (global_position, stream_category, stream_id, stream_position, event_type,
        actor_user_id, actor_username, source_ip, correlation_id, system_process, recorded_at)
      SELECT * FROM ${sql.unnest(events.map(auditRow), [
        'int8',
        'text',
        'text',
        'int8',
        'text',
        'text',
        'text',
        'text',
        'text',
        'text',
        'timestamptz',
      ])}
      ON CONFLICT (global_position) DO NOTHING`);
    for (const event of events) {
      if (event.type === 'AuditLogPurged')
        await deleteAuditLogBefore(tx, (event.data as AuditLogPurged['data']).cutoff);
    }
  },
};
