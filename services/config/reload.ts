import {
  countyConfigSections,
  isSectionName,
  sectionNames,
  sectionOnTheWire,
  type SectionName,
} from '@landrecords/contracts/config/index';
import { countyConfigProjection } from '@landrecords/projections/config/index';
import { rebuildProjection } from '../../projections/platform/rebuild';
import { sql, type DatabasePool } from '@landrecords/projections/platform/database';
import { configMessages as cm } from '@landrecords/contracts/config/messages';
import type { Message } from '@landrecords/contracts/message';

export type Reload = { sections: number; rebuilt: boolean; unreadable: SectionName[] };

/**
 * Reload configuration (002 §2.4): the read model is checked against the log (each section's row at its
 * stream's version) and rebuilt from the log when they differ, then every section is read through its
 * rules. Saves are inline, so a difference means the table was restored or tampered with.
 */
export async function reloadCountyConfig(pool: DatabasePool): Promise<Reload> {
  const differing = await pool.oneFirst(sql.unsafe`
    SELECT count(*) FROM es_streams s FULL JOIN county_config c ON s.stream_id = 'config-' || c.section
    WHERE (s.stream_id LIKE 'config-%' OR c.section IS NOT NULL) AND s.version IS DISTINCT FROM c.version`);
  const rebuilt = Number(differing) > 0;
  if (rebuilt) await rebuildProjection(pool, countyConfigProjection);
  const rows = await pool.any(sql.unsafe`SELECT section, "values" FROM county_config ORDER BY section`);
  const unreadable: SectionName[] = [];
  for (const row of rows) {
    const section = String(row.section);
    if (!isSectionName(section)) continue;
    const parsed = countyConfigSections[section].schema.safeParse(sectionOnTheWire(section, row.values as never));
    if (!parsed.success) unreadable.push(section);
  }
  return { sections: sectionNames.length, rebuilt, unreadable };
}

export function reloadMessage({ sections, rebuilt, unreadable }: Reload): Message {
  if (unreadable.length === 0) return (rebuilt ? cm.reloadedRebuilt : cm.reloaded)({ sections });
  const named = { sections, unreadable: unreadable.join(', ') };
  return (rebuilt ? cm.reloadedRebuiltUnreadable : cm.reloadedUnreadable)(named);
}
