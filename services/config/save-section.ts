import type { DatabasePool, DatabaseTransactionConnection } from 'slonik';
import { countyConfigSections, type SectionName, type SectionValues } from '@landrecords/contracts/config/index';
import type { EventMetadata } from '@landrecords/contracts/event-metadata';
import { dateIssue, todayIn } from '@landrecords/contracts/validation/dates';
import { countyConfigProjection } from '@landrecords/projections/config/index';
import { handleCommand, type Aggregate } from '../platform/commands/handle-command';
import { fieldErrorsOf, RequestValidationError } from '../platform/http/validation';
import { decideSave } from './config.decide';
import { configStreamId, evolveSection, type SectionState } from './config.events';
import { currentValues, readSection } from '@landrecords/projections/config/index';

type Db = DatabasePool | DatabaseTransactionConnection;
export type SavedSection<S extends SectionName> = { values: SectionValues<S>; version: number };

const sectionAggregate = <S extends SectionName>(section: S): Aggregate<SectionState<S>> => ({
  streamId: configStreamId(section),
  initialState: () => null,
  evolve: evolveSection,
  projections: [countyConfigProjection],
});

/** Checks a section as the form posts it (amounts in dollars); a refusal is the 400 envelope with the spec's words. */
export function validateSection<S extends SectionName>(section: S, input: unknown): SectionValues<S> {
  const parsed = countyConfigSections[section].schema.safeParse(input ?? {});
  if (!parsed.success) throw new RequestValidationError('body', fieldErrorsOf(parsed.error));
  return parsed.data as SectionValues<S>;
}

/** Appends one save of a whole section, built from the section as it stands. */
async function appendSave<S extends SectionName>(
  db: Db,
  section: S,
  build: (current: SectionValues<S>) => SectionValues<S>,
  metadata: EventMetadata,
): Promise<SavedSection<S>> {
  const { state, version } = await handleCommand(
    db,
    sectionAggregate(section),
    (stored) => {
      const current = currentValues(section, stored);
      return decideSave(section, current, build(current));
    },
    metadata,
  );
  return { values: state as SectionValues<S>, version };
}

/** Rules that need the county's other settings: a purge date may not be after today in the county. */
async function checkAgainstCounty<S extends SectionName>(db: Db, section: S, values: SectionValues<S>) {
  if (section !== 'userPurgeNow') return;
  const { timeZone } = await readSection(db, 'common');
  const issue = dateIssue((values as SectionValues<'userPurgeNow'>).purgeDate, todayIn(timeZone));
  if (issue) throw new RequestValidationError('body', { purgeDate: [issue] });
}

/**
 * Saves values already checked by the section's schema, as one event, in force the moment it returns.
 * Saving the a la carte special rates also resets the credit card's special rates to them (002 §5), in the
 * same transaction.
 */
export async function storeSection<S extends SectionName>(
  pool: Db,
  section: S,
  values: SectionValues<S>,
  metadata: EventMetadata,
): Promise<SavedSection<S>> {
  await checkAgainstCounty(pool, section, values);
  if (section !== 'aLaCarteSpecialRates') return appendSave(pool, section, () => values, metadata);
  return pool.transaction(async (tx) => {
    const saved = await appendSave(tx, section, () => values, metadata);
    const { rates } = saved.values as SectionValues<'aLaCarteSpecialRates'>;
    await appendSave(tx, 'creditCard', (card) => ({ ...card, specialRates: rates }), metadata);
    return saved;
  });
}

/** Checks a section as the form posts it and saves it; nothing is stored when it is refused. */
export async function saveSection<S extends SectionName>(
  pool: Db,
  section: S,
  input: unknown,
  metadata: EventMetadata,
): Promise<SectionValues<S>> {
  return (await storeSection(pool, section, validateSection(section, input), metadata)).values;
}
