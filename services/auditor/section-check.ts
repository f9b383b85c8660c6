import type { SectionName } from '@landrecords/contracts/config/index';
import type { Queryable } from '@landrecords/projections/platform/database';
import type { Differences } from './differences';
import { configRowOf } from './read-models';
import { sectionTimeline } from './section-view';

/**
 * Replays a section's stream and compares the save in force with the county_config row: its values (each field
 * that differs) and its version. The row holds the latest save; a section never saved has no row.
 */
export async function checkSection(db: Queryable, section: SectionName, differences: Differences): Promise<number> {
  const { inForce, events } = await sectionTimeline(db, section);
  const row = await configRowOf(db, section);
  const key = `section ${section}`;
  differences.readModels.add('county_config');
  if (!row || !inForce) {
    if (row || inForce) differences.row('county_config', key, inForce !== null);
    return events.length;
  }
  const replayed = inForce.values as Record<string, unknown>;
  const stored = (row.values ?? {}) as Record<string, unknown>;
  for (const field of new Set([...Object.keys(replayed), ...Object.keys(stored)]))
    differences.compare('county_config', key, `values.${field}`, replayed[field], stored[field]);
  differences.compare('county_config', key, 'version', inForce.version, Number(row.version));
  return events.length;
}
