import type { SearchType } from '@landrecords/contracts/codes';
import { searchSpecs, type CriteriaOf } from '@landrecords/contracts/search/criteria';
import type { FieldErrors } from '@landrecords/contracts/envelope';
import { searchMessages as m } from '@landrecords/contracts/search/messages';
import { pagingSchema, sortKeysByKind, type Paging, type ResultKind } from '@landrecords/contracts/search/paging';
import { isoDay, searchDates } from '@landrecords/contracts/search/search-dates';
import { parseDate, todayIn, formatDate } from '@landrecords/contracts/validation/dates';
import { fieldErrorsOf, RequestValidationError } from '../platform/http/validation';
import type { PlanContext } from '@landrecords/projections/search/index';
import type { SearchCaller } from './search-caller';

/** Forms whose blank from-date is the abstract index's begin date when the county shows notable dates (001 §9). */
const indexBeginForms: readonly SearchType[] = ['searchByName', 'searchByLegalDescription'];

export type ValidSearch = {
  type: SearchType;
  kind: ResultKind;
  criteria: CriteriaOf<SearchType>;
  paging: Paging;
  sortKey: string;
  context: PlanContext;
};

/**
 * Checks a search request against its form's rules and the county's today, every field at once; throws the
 * 400 of the route schemas with each field's message in the spec's words.
 */
export function validateSearch(type: SearchType, body: unknown, caller: SearchCaller): ValidSearch {
  const spec = searchSpecs[type];
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => void (errors[field] ??= []).push(message);
  const paging = pagingSchema.safeParse(body ?? {});
  const criteria = spec.criteria.safeParse(body ?? {});
  for (const parsed of [paging, criteria]) {
    if (!parsed.success)
      Object.entries(fieldErrorsOf(parsed.error)).forEach(([field, list]) =>
        list.forEach((message) => add(field, message)),
      );
  }
  const { timeZone, notableDates: notable } = caller.county;
  const { viewProtected } = caller;
  const today = todayIn(timeZone);
  const indexBegin = notable.showNotableDates && indexBeginForms.includes(type) ? notable.abstractIndexBegin : '';
  const earliest = indexBegin && parseDate(indexBegin) ? indexBegin : spec.earliest;
  const dated: Record<string, unknown> = criteria.success ? criteria.data : typedDates(body, errors);
  const datesApply = type !== 'searchByTaxLien' || dated.searchBy === 'DATE_RANGE';
  const dates = searchDates(datesApply ? dated : {}, { earliest, today }, add);
  const requested = paging.success ? paging.data.sortKey : 'docNumber';
  const keys: readonly string[] = sortKeysByKind[spec.kind];
  const sortKey = requested === 'docNumber' && !keys.includes(requested) ? keys[0]! : requested;
  if (!keys.includes(sortKey)) add('sortKey', m.sortKey.text);
  if (Object.keys(errors).length > 0 || !paging.success || !criteria.success)
    throw new RequestValidationError('body', errors);
  return {
    type,
    kind: spec.kind,
    criteria: criteria.data,
    paging: paging.data,
    sortKey,
    context: {
      from: isoDay(dates.from),
      to: isoDay(dates.to),
      today: isoDay(formatDate(today)),
      viewProtected,
    },
  };
}

/**
 * The dates (and tax lien method) as typed when another field refused the form, so their messages come with
 * the others; a date its own field already refused is left blank.
 */
function typedDates(body: unknown, errors: FieldErrors): Record<string, string> {
  const typed: Record<string, string> = {};
  for (const field of ['fromRecordedDate', 'toRecordedDate', 'searchBy']) {
    const value = (body as Record<string, unknown> | null | undefined)?.[field];
    if (typeof value === 'string' && !errors[field]) typed[field] = value.trim();
  }
  return typed;
}
