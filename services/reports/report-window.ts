import { clockIn } from '@landrecords/contracts/zone-clock';
import { minuteOfDay, type ReportCriteria } from '@landrecords/contracts/reports/criteria';
import { formatDate, parseDate, type CalendarDate } from '@landrecords/contracts/validation/dates';

/** The instants (UTC, as the log stores them) a report's criteria cover, from and to both included. */
export type ReportWindow = { from: string; to: string };

/** How far the zone's clock is ahead of UTC at an instant, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  const c = clockIn(timeZone, new Date(instant));
  const wall = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant a wall-clock time of the county's names (the first, where a clock change repeats an hour). */
export function instantOfWallClock(date: CalendarDate, minutes: number, timeZone: string): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day) + minutes * 60_000;
  let instant = wall - offsetAt(wall, timeZone);
  instant = wall - offsetAt(instant, timeZone);
  return new Date(instant);
}

/** The criteria's from and to date-times on the county's clock as instants; the to minute is included whole. */
export function reportWindow(criteria: ReportCriteria, today: CalendarDate, timeZone: string): ReportWindow {
  const fromDate = parseDate(criteria.fromDate)!;
  const toDate = parseDate(criteria.toDate || formatDate(today))!;
  const from = instantOfWallClock(
    fromDate,
    minuteOfDay(criteria.fromHour, criteria.fromMinute, criteria.fromAmPm),
    timeZone,
  );
  const toMinute = instantOfWallClock(
    toDate,
    minuteOfDay(criteria.toHour, criteria.toMinute, criteria.toAmPm),
    timeZone,
  );
  return { from: from.toISOString(), to: new Date(toMinute.getTime() + 59_999).toISOString() };
}

const two = (n: number) => String(n).padStart(2, '0');
/** 03/14/2026 12:00 AM: a criteria's date-time as the form showed it. */
export const criteriaDateTime = (date: string, hour: number, minute: number, amPm: string) =>
  `${date} ${two(hour)}:${two(minute)} ${amPm}`;
