import {
  countyConfigSections,
  defaultSection,
  sectionNames,
  sectionOnTheWire,
  type CountyConfig,
  type SectionName,
  type SectionValues,
} from '@landrecords/contracts/config/index';
import { sql, type Queryable } from '../platform/database';

/**
 * The county configuration as the read model holds it. These read it from the table; a signed-in call takes it
 * from the copy each process holds (county-config-copy.ts), checked against the table in the call's one query.
 */

/** Stored values through today's schema, so a field added since the save reads as its default. */
export function currentValues<S extends SectionName>(section: S, stored: unknown): SectionValues<S> {
  if (stored === null || stored === undefined) return defaultSection(section);
  const values = stored as SectionValues<S>;
  const parsed = countyConfigSections[section].schema.safeParse(sectionOnTheWire(section, values));
  // A save that a later, stricter rule would refuse still reads as it was saved.
  return parsed.success ? (parsed.data as SectionValues<S>) : { ...defaultSection(section), ...values };
}

export async function readSection<S extends SectionName>(db: Queryable, section: S): Promise<SectionValues<S>> {
  const stored = await db.maybeOneFirst(sql.unsafe`SELECT "values" FROM county_config WHERE section = ${section}`);
  return currentValues(section, stored);
}

/** Every section, with the defaults of those never saved. */
export async function readCountyConfig(db: Queryable): Promise<CountyConfig> {
  const rows = await db.any(sql.unsafe`SELECT section, "values" FROM county_config`);
  const stored = new Map(rows.map((row) => [String(row.section), row.values]));
  return Object.fromEntries(sectionNames.map((name) => [name, currentValues(name, stored.get(name))])) as CountyConfig;
}
