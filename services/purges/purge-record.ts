import { configStreamId, type AuditLogPurged, type UsersPurged } from '@landrecords/contracts/config/events';
import type { EventMetadata } from '@landrecords/contracts/event-metadata';
import type { Queryable } from '@landrecords/projections/platform/database';
import { appendRecord } from '../platform/commands/handle-command';

/**
 * A purge is recorded on its configuration section's stream, beside the saves (the section's history lists
 * it): who (the metadata's actor, or the schedule as system) and when (the event's time), the cut-off and how
 * many. The section's evolve ignores it; no read model of the configuration changes.
 */
export const recordPurge = (db: Queryable, event: UsersPurged | AuditLogPurged, metadata: EventMetadata) =>
  appendRecord(
    db,
    { streamId: configStreamId(event.data.section), initialState: () => null, evolve: (state) => state },
    [event],
    metadata,
  );
