import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { SearchType } from '@landrecords/contracts/codes';
import { searchSpecs } from '@landrecords/contracts/search/criteria';
import { searchDates } from '@landrecords/contracts/search/search-dates';
import { parseDate } from '@landrecords/contracts/validation/dates';

/**
 * A search form's check: its schema of contracts/search (the server's own), then the date range against the
 * county's today as the server checks it (001 §5: format, 'Future date entered.', 'Invalid date range.').
 */
export function searchResolver(
  type: SearchType,
  today: string,
  datesApply: (values: FieldValues) => boolean,
): Resolver<FieldValues> {
  const schema = zodResolver(searchSpecs[type].criteria as never) as unknown as Resolver<FieldValues>;
  const todayDate = parseDate(today)!;
  return async (values, context, options) => {
    const result = await schema(values, context, options);
    if (!datesApply(values)) return result;
    const dateErrors: Record<string, { type: string; message: string }> = {};
    searchDates(values, { earliest: searchSpecs[type].earliest, today: todayDate }, (field, message) => {
      dateErrors[field] ??= { type: 'custom', message };
    });
    if (Object.keys(dateErrors).length === 0) return result;
    return { values: {}, errors: { ...dateErrors, ...result.errors } as FieldErrors<FieldValues> };
  };
}
