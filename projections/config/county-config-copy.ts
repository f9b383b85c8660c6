import { sectionNames, type CountyConfig } from '@landrecords/contracts/config/index';
import { sql, type Queryable } from '../platform/database';
import { currentValues } from './read-config';

/**
 * The version of the county configuration in force: the sum of its sections' stream versions. A save moves one
 * section one version on, so any save changes it; a rebuild of the read model gives it back unchanged.
 */
export const countyConfigVersion = sql.fragment`(SELECT coalesce(sum(version), 0) FROM county_config)`;

type Copy = { version: number; config: CountyConfig };

/** One copy per database: a process serves one county, tests a database each. */
const copies = new WeakMap<object, Copy>();
const loading = new WeakMap<object, Promise<Copy>>();

async function load(db: Queryable): Promise<Copy> {
  const rows = await db.any(sql.unsafe`
    SELECT section, "values", sum(version) OVER () AS total FROM county_config`);
  const stored = new Map(rows.map((row) => [String(row.section), row.values]));
  const config = Object.fromEntries(
    sectionNames.map((name) => [name, currentValues(name, stored.get(name))]),
  ) as CountyConfig;
  return { version: Number(rows[0]?.total ?? 0), config };
}

/**
 * The county configuration at least as new as `version` (read by the caller's own query): the process's copy when
 * it is that new, else read again once (concurrent callers share the read). Every save is seen by the next
 * call of every process, with no query of its own.
 */
export async function countyConfigAt(db: Queryable, version: number): Promise<CountyConfig> {
  const held = copies.get(db);
  if (held && held.version >= version) return held.config;
  let pending = loading.get(db);
  if (!pending) {
    pending = load(db).finally(() => loading.delete(db));
    loading.set(db, pending);
  }
  const copy = await pending;
  const newest = copies.get(db);
  if (!newest || copy.version >= newest.version) copies.set(db, copy);
  // A load that began before the save the caller saw reads again (rare: two saves racing a call).
  return copy.version >= version ? copy.config : (await load(db)).config;
}
