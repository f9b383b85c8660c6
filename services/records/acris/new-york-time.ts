import { calendarDate } from '@landrecords/contracts/validation/dates';

/**
 * ACRIS dates as the records feed wants them. The download prints 01/27/2010 (the API 2010-01-27T00:00:00.000,
 * other exports 01/27/2010 12:00:00 AM) and means the clock of the City Register, New York's. The feed wants a
 * date as YYYY-MM-DD and a recorded time with its offset, so the offset New York had on that day is worked out
 * from the time zone database (Intl): -05:00 in winter, -04:00 under daylight saving time, as the rules of the
 * year had it.
 */

export type AcrisDate = { date: string; time: string };

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

const usDate = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AP]M)?)?$/i;
const isoDate = /^(\d{4})-(\d{2})-(\d{2})(?:[T\s](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;

/** Reads a date as ACRIS prints it; undefined when it is not a real date (13/45/2010, 02/30/2015, text). */
export function parseAcrisDate(text: string): AcrisDate | undefined {
  const trimmed = text.trim();
  let year: number, month: number, day: number, hour: number, minute: number, second: number;
  const us = usDate.exec(trimmed);
  const iso = us ? null : isoDate.exec(trimmed);
  if (us) {
    [month, day, year] = [Number(us[1]), Number(us[2]), Number(us[3])];
    [hour, minute, second] = [Number(us[4] ?? 0), Number(us[5] ?? 0), Number(us[6] ?? 0)];
    const meridiem = us[7]?.toUpperCase();
    if (meridiem && (hour < 1 || hour > 12)) return undefined;
    if (meridiem === 'AM' && hour === 12) hour = 0;
    if (meridiem === 'PM' && hour < 12) hour += 12;
  } else if (iso) {
    [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
    [hour, minute, second] = [Number(iso[4] ?? 0), Number(iso[5] ?? 0), Number(iso[6] ?? 0)];
  } else return undefined;
  if (!calendarDate(year, month, day)) return undefined;
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  return { date: `${pad(year, 4)}-${pad(month)}-${pad(day)}`, time: `${pad(hour)}:${pad(minute)}:${pad(second)}` };
}

const newYorkZone = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', timeZoneName: 'longOffset' });

/** New York's offset from UTC in minutes at an instant (-300 in winter, -240 in summer). */
function offsetMinutesAt(instant: number): number {
  const name =
    newYorkZone.formatToParts(new Date(instant)).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  // Before 1883 New York kept local mean time (-04:56:02); the feed's offsets are whole minutes, so seconds go.
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** The wall-clock time of a date as milliseconds, as if it were UTC (years before 100 kept as they are). */
function wallClock({ date, time }: AcrisDate): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute, second] = time.split(':').map(Number) as [number, number, number];
  const instant = new Date(Date.UTC(2000, month - 1, day, hour, minute, second));
  instant.setUTCFullYear(year);
  return instant.getTime();
}

/** The offset New York had at a wall-clock time there: asked at the instant that time was, not at UTC's. */
export function newYorkOffset(when: AcrisDate): string {
  const wall = wallClock(when);
  const guess = offsetMinutesAt(wall);
  const minutes = offsetMinutesAt(wall - guess * 60_000);
  const sign = minutes < 0 ? '-' : '+';
  return `${sign}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
}

/** 2010-01-27T00:00:00-05:00: the date and time as New York's clock read them, with the offset of that day. */
export const newYorkDateTime = (when: AcrisDate) => `${when.date}T${when.time}${newYorkOffset(when)}`;
