import { messages } from './messages';

/** A calendar date as the portal types it: MM/DD/YYYY, strictly (no 2/3/2024, no 02/30/2024). */
export type CalendarDate = { year: number; month: number; day: number };

/** The one leap-year rule, the Gregorian calendar's (proleptic: the records' dates are all written in it). */
export const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

const monthDays = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/** The days of a month (1–12) of a year; 0 for a month that is not one. */
export const daysInMonth = (year: number, month: number): number =>
  month === 2 && isLeapYear(year) ? 29 : (monthDays[month - 1] ?? 0);

/**
 * A real day of the calendar, or undefined: the one check every reader of dates builds on (this file's
 * MM/DD/YYYY, the ACRIS import's own formats).
 */
export function calendarDate(year: number, month: number, day: number): CalendarDate | undefined {
  const whole = Number.isInteger(year) && Number.isInteger(month) && Number.isInteger(day);
  return whole && year >= 1 && day >= 1 && day <= daysInMonth(year, month) ? { year, month, day } : undefined;
}

export function parseDate(text: string): CalendarDate | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return undefined;
  const date = calendarDate(Number(match[3]), Number(match[1]), Number(match[2]));
  return date && date.year >= 1000 ? date : undefined;
}

/** A calendar date as the portal shows and takes it: MM/DD/YYYY. */
export const formatDate = (date: CalendarDate) =>
  `${String(date.month).padStart(2, '0')}/${String(date.day).padStart(2, '0')}/${date.year}`;

const dayNumber = (date: CalendarDate) => Date.UTC(date.year, date.month - 1, date.day) / 86_400_000;

// Making a formatter costs far more than using one, and every search asks for today: one per time zone.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormatIn(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** Today in a time zone (the county's), as a calendar date. */
export function todayIn(timeZone: string, now: Date = new Date()): CalendarDate {
  const parts = dayFormatIn(timeZone)
    .formatToParts(now)
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

/** The first problem with one typed date, or undefined: format, then a date after today. */
export function dateIssue(text: string, today: CalendarDate): string | undefined {
  const date = parseDate(text);
  if (!date) return messages.date.format.text;
  if (dayNumber(date) > dayNumber(today)) return messages.date.future.text;
  return undefined;
}

/**
 * The first problem with a from/to range: either date's own problem, then the order, then the limit
 * (`month` is 31 days, `year` 366: the spec's two checks).
 */
export function dateRangeIssue(
  fromText: string,
  toText: string,
  today: CalendarDate,
  limit?: 'month' | 'year',
): { field: 'from' | 'to'; message: string } | undefined {
  const fromIssue = dateIssue(fromText, today);
  if (fromIssue) return { field: 'from', message: fromIssue };
  const toIssue = dateIssue(toText, today);
  if (toIssue) return { field: 'to', message: toIssue };
  const days = dayNumber(parseDate(toText)!) - dayNumber(parseDate(fromText)!);
  if (days < 0) return { field: 'to', message: messages.date.range.text };
  if (limit === 'month' && days > 31) return { field: 'to', message: messages.date.month.text };
  if (limit === 'year' && days > 366) return { field: 'to', message: messages.date.year.text };
  return undefined;
}
