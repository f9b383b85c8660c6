import { dateRangeIssue, type CalendarDate, formatDate } from '../validation/dates';
import type { IssueSink } from './fields';

/**
 * Fills blank dates with the form's defaults (001 §9: the earliest date, and today in the county) and checks
 * the range (001 §5: format, future date, order). Returns the dates the search uses.
 */
export function searchDates(
  criteria: { fromRecordedDate?: unknown; toRecordedDate?: unknown },
  defaults: { earliest: string; today: CalendarDate },
  add: IssueSink,
): { from: string; to: string } {
  const from = String(criteria.fromRecordedDate ?? '') || defaults.earliest;
  const to = String(criteria.toRecordedDate ?? '') || formatDate(defaults.today);
  const issue = dateRangeIssue(from, to, defaults.today);
  if (issue) add(issue.field === 'from' ? 'fromRecordedDate' : 'toRecordedDate', issue.message);
  return { from, to };
}

/** MM/DD/YYYY → YYYY-MM-DD, for SQL. */
export const isoDay = (date: string) => `${date.slice(6, 10)}-${date.slice(0, 2)}-${date.slice(3, 5)}`;
