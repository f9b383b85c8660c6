import { z } from 'zod';
import { sectionNames, type SectionName, type SectionValues } from './index';

/** Each configuration section is a stream of its own. */
export const configStreamId = (section: SectionName) => `config-${section}`;

const saved = z.object({
  type: z.literal('CountyConfigSectionSaved'),
  data: z.object({
    section: z.enum(sectionNames as [SectionName, ...SectionName[]]),
    values: z.record(z.string(), z.unknown()),
  }),
});

const count = z.number().int().min(0);

/**
 * A user purge (002 §3 Purge): on config-userPurgeNow when a clerk purges now, on config-userPurgeSchedule when
 * the schedule does. cutoff: users not signed in since the start of this date (MM/DD/YYYY, the county's time
 * zone) were purged; afterDays: the schedule's setting it came from. Who and when are the event's metadata.
 */
export const usersPurgedSchema = z.object({
  type: z.literal('UsersPurged'),
  data: z.object({
    section: z.enum(['userPurgeNow', 'userPurgeSchedule']),
    cutoff: z.string(),
    afterDays: z.number().int().positive().optional(),
    count,
    userIds: z.array(z.number().int().positive()),
  }),
});

/** An audit log purge (002 §3 Purge), on config-auditLogPurgeSchedule: the audit rows recorded before cutoff. */
export const auditLogPurgedSchema = z.object({
  type: z.literal('AuditLogPurged'),
  data: z.object({
    section: z.literal('auditLogPurgeSchedule'),
    /** An instant (ISO 8601, UTC): rows recorded before it were removed. */
    cutoff: z.iso.datetime({ offset: true }),
    afterDays: z.number().int().positive(),
    count,
  }),
});

/**
 * A save carries the whole section as validated (amounts in cents), so one event tells what it became. The
 * values are the section schema's output, which its input schema would read again as dollars: they are checked
 * as an object here and by the section's own schema when saved. The purges are records beside the saves; they
 * change no setting.
 */
export const countyConfigEventSchema = z.discriminatedUnion('type', [saved, usersPurgedSchema, auditLogPurgedSchema]);

export type CountyConfigSectionSaved<S extends SectionName = SectionName> = {
  type: 'CountyConfigSectionSaved';
  data: { section: S; values: SectionValues<S> };
};
export type UsersPurged = z.infer<typeof usersPurgedSchema>;
export type AuditLogPurged = z.infer<typeof auditLogPurgedSchema>;
export const countyConfigEventTypes = ['CountyConfigSectionSaved', 'UsersPurged', 'AuditLogPurged'] as const;
