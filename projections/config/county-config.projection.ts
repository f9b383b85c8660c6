import { eventMetadataSchema } from '@landrecords/contracts/event-metadata';
import { sql } from '../platform/database';
import type { CountyConfigSectionSaved } from '@landrecords/contracts/config/events';
import type { Projection } from '../platform/projection';

/**
 * The county configuration in force: one row per section, its latest save. Inline, so a save is in force the
 * moment it returns. A row only moves forward (a higher stream version), so replaying old events is harmless.
 */
export const countyConfigProjection: Projection = {
  name: 'county-config',
  tables: ['county_config'],
  eventTypes: ['CountyConfigSectionSaved'],
  mode: 'inline',
  async apply(tx, events) {
    for (const event of events) {
      const { section, values } = event.data as CountyConfigSectionSaved['data'];
      const metadata = eventMetadataSchema.safeParse(event.metadata);
      const savedBy = metadata.success ? (metadata.data.actor?.username ?? metadata.data.system ?? null) : null;
      await tx.query(sql.unsafe`
        INSERT INTO county_config AS c (section, "values", version, saved_at, saved_by)
        VALUES (${section}, ${JSON.stringify(values)}::jsonb, ${event.streamPosition}, ${event.recordedAt}, ${savedBy})
        ON CONFLICT (section) DO UPDATE SET "values" = EXCLUDED."values", version = EXCLUDED.version,
          saved_at = EXCLUDED.saved_at, saved_by = EXCLUDED.saved_by
        WHERE c.version < EXCLUDED.version`);
    }
  },
};
