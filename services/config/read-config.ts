import type { DatabasePool, DatabaseTransactionConnection } from 'slonik';
import {
  countyConfigSections,
  defaultSection,
  sectionNames,
  type CountyConfig,
  type SectionName,
  type SectionValues,
} from '@landrecords/contracts/config/index';
import type { EventMetadata } from '@landrecords/contracts/event-metadata';
import { countyConfigProjection } from '../../projections/config/county-config.projection';
import { appendWithInlineProjections } from '../../projections/platform/inline';
import { sql, type Queryable } from '../platform/database';
import { readStream } from '../platform/eventstore/index';
import { fieldErrorsOf, RequestValidationError } from '../platform/http/validation';
import { configStreamId, type CountyConfigSectionSaved } from './config.events';

/** Stored values through today's schema, so fields added since the save read as their defaults. */
function currentValues<S extends SectionName>(section: S, stored: unknown): SectionValues<S> {
  const parsed = countyConfigSections[section].schema.safeParse(stored ?? {});
  if (parsed.success) return parsed.data as SectionValues<S>;
  return { ...defaultSection(section), ...(stored as object) };
}

export async function readSection<S extends SectionName>(db: Queryable, section: S): Promise<SectionValues<S>> {
  const stored = await db.maybeOneFirst(sql.unsafe`SELECT "values" FROM county_config WHERE section = ${section}`);
  return currentValues(section, stored);
}

/** Every section, with defaults for those never saved: one small query. */
export async function readCountyConfig(db: Queryable): Promise<CountyConfig> {
  const rows = await db.any(sql.unsafe`SELECT section, "values" FROM county_config`);
  const stored = new Map(rows.map((row) => [String(row.section), row.values]));
  return Object.fromEntries(sectionNames.map((name) => [name, currentValues(name, stored.get(name))])) as CountyConfig;
}

/** Checks a section against its rules; a refusal is the 400 envelope with the spec's first message. */
export function validateSection<S extends SectionName>(section: S, input: unknown): SectionValues<S> {
  const parsed = countyConfigSections[section].schema.safeParse(input ?? {});
  if (!parsed.success) throw new RequestValidationError('body', fieldErrorsOf(parsed.error));
  return parsed.data as SectionValues<S>;
}

/** Saves a whole section as one event, in force at once; nothing is stored when it is refused. */
export async function saveSection<S extends SectionName>(
  db: DatabasePool | DatabaseTransactionConnection,
  section: S,
  input: unknown,
  metadata: EventMetadata,
): Promise<SectionValues<S>> {
  const values = validateSection(section, input);
  const event: CountyConfigSectionSaved = {
    type: 'CountyConfigSectionSaved',
    data: { section, values: values as Record<string, unknown> },
  };
  await appendWithInlineProjections(db as DatabasePool, configStreamId(section), [{ ...event, metadata }], 'any', [
    countyConfigProjection,
  ]);
  return values;
}

export type SectionSave = {
  version: number;
  values: unknown;
  savedAt: string;
  savedBy: string | null;
  sourceIp: string | null;
};

/** Every save of a section, newest first, with who saved it, when and from where. */
export async function sectionHistory(db: Queryable, section: SectionName): Promise<SectionSave[]> {
  const { events } = await readStream(db, configStreamId(section));
  return events
    .map((event) => {
      const metadata = event.metadata as EventMetadata;
      return {
        version: event.streamPosition,
        values: (event.data as CountyConfigSectionSaved['data']).values,
        savedAt: event.recordedAt,
        savedBy: metadata.actor?.username ?? metadata.system ?? null,
        sourceIp: metadata.sourceIp ?? null,
      };
    })
    .reverse();
}
