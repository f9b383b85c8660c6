import type { SearchType } from '@landrecords/contracts/codes';
import type { SearchSettings } from '@landrecords/contracts/search/form-settings';
import { searchSpecs } from '@landrecords/contracts/search/criteria';
import { parseDate } from '@landrecords/contracts/validation/dates';

/**
 * Forms whose from-date is the abstract index's begin date when the county shows notable dates (001 §9), as the
 * server fills a blank one (services/search/search-request.ts). The old books (tract, grantor-grantee) keep
 * 01/01/1800: their entries are older than the abstract index.
 */
const indexBeginForms: readonly SearchType[] = ['searchByName', 'searchByLegalDescription'];

type DateSettings = Pick<
  SearchSettings,
  'showNotableDates' | 'abstractIndexBeginDate' | 'useVerificationDate' | 'abstractVerifiedDate'
>;

/**
 * The dates a form opens with (001 §9): from 01/01/1900 (01/01/1800 for the old books), or the abstract index's
 * begin date; to today in the county, or the abstract verified date when the county uses a verification date.
 */
export function defaultDates(type: SearchType, settings: DateSettings, today: string) {
  const indexBegin = settings.abstractIndexBeginDate;
  const from =
    settings.showNotableDates && indexBeginForms.includes(type) && parseDate(indexBegin)
      ? indexBegin
      : searchSpecs[type].earliest;
  const verified = settings.abstractVerifiedDate;
  const to = settings.useVerificationDate && parseDate(verified) ? verified : today;
  return { fromRecordedDate: from, toRecordedDate: to };
}

/** Every field of a form at its default (001 §3.1, §9): the schema's own defaults, then the dates. */
export function formDefaults(type: SearchType, settings: DateSettings, today: string): Record<string, unknown> {
  const parsed = searchSpecs[type].criteria.safeParse({});
  // A schema whose rules refuse an empty form still names every field in its issues' input: parse the shape.
  const shape = (parsed.success ? parsed.data : shapeDefaults(type)) as Record<string, unknown>;
  return { ...shape, ...defaultDates(type, settings, today) };
}

function shapeDefaults(type: SearchType): Record<string, unknown> {
  const schema = searchSpecs[type].criteria as unknown as { def?: { in?: unknown }; shape?: unknown };
  const object = (schema.shape ? schema : schema.def?.in) as {
    shape: Record<string, { parse: (v: unknown) => unknown }>;
  };
  return Object.fromEntries(
    Object.entries(object.shape).map(([field, fieldSchema]) => [field, fieldSchema.parse(undefined)]),
  );
}
