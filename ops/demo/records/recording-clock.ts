/**
 * When the demo county's documents were recorded. The land documents are spread over the years from the start
 * year to "today" (2026-06-30 unless given), more in later years and in the 2003 and 2020-21 refinance waves,
 * on weekdays between 8:00 and 16:30 county time (Pacific/Saipan, +10:00). A position p (the p-th land
 * document; fractions for what is recorded between two) gives one instant, later for a larger p, so document
 * numbers handed out in order increase with the recorded date.
 */

const dayMs = 86_400_000;
export const countyOffset = '+10:00';
const holidays = new Set(['01-01', '07-04', '12-25']);

export const epochDay = (iso: string): number => Math.floor(Date.parse(`${iso}T00:00:00Z`) / dayMs);
export const isoDate = (day: number): string => new Date(day * dayMs).toISOString().slice(0, 10);

function yearWeight(year: number): number {
  const waves: Record<number, number> = {
    2001: 1.3,
    2002: 1.5,
    2003: 1.9,
    2004: 1.5,
    2005: 1.4,
    2006: 1.2,
    2009: 0.8,
    2010: 0.8,
    2011: 0.8,
    2020: 1.6,
    2021: 1.7,
    2023: 0.75,
    2024: 0.8,
  };
  return 1.025 ** (year - 1980) * (waves[year] ?? 1);
}

interface Year {
  year: number;
  /** Position of its first land document. */
  start: number;
  count: number;
  /** Epoch days of its recording days. */
  days: number[];
}

export interface Instant {
  day: number;
  year: number;
  date: string;
  dateTime: string;
}

const twoDigits = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));

export class RecordingClock {
  readonly today: number;
  private readonly dates: string[] = new Array<string>(80_000);
  private readonly years: Year[] = [];
  private cursor = 0;
  private lastDay = -1;
  private lastDate = '';

  constructor(documents: number, startYear: number, today = '2026-06-30') {
    this.today = epochDay(today);
    const lastYear = Number(today.slice(0, 4));
    const spans: Array<{ year: number; days: number[]; weight: number }> = [];
    for (let year = Math.min(startYear, lastYear); year <= lastYear; year++) {
      const days: number[] = [];
      for (let day = epochDay(`${year}-01-01`); day <= Math.min(epochDay(`${year}-12-31`), this.today); day++) {
        const weekday = (day + 4) % 7; // 1970-01-01 was a Thursday
        if (weekday !== 0 && weekday !== 6 && !holidays.has(isoDate(day).slice(5))) days.push(day);
      }
      spans.push({ year, days, weight: (yearWeight(year) * days.length) / 260 });
    }
    const total = spans.reduce((sum, span) => sum + span.weight, 0);
    let start = 0;
    let share = 0;
    for (const span of spans) {
      share += span.weight;
      const end = Math.round((documents * share) / total);
      this.years.push({ year: span.year, start, count: end - start, days: span.days });
      start = end;
    }
  }

  /** The instant of position p; positions are asked for in (nearly) increasing order. */
  at(position: number): Instant {
    const year = this.yearOf(position);
    const x = year.count > 0 ? ((position - year.start) / year.count) * year.days.length : 0;
    const index = Math.min(year.days.length - 1, Math.max(0, Math.floor(x)));
    const day = year.days[index]!;
    const seconds = Math.floor(8 * 3600 + Math.min(0.9999, Math.max(0, x - index)) * 8.5 * 3600);
    if (day !== this.lastDay) {
      this.lastDay = day;
      this.lastDate = this.dateOf(day);
    }
    const time = `${twoDigits[Math.floor(seconds / 3600)]}:${twoDigits[Math.floor(seconds / 60) % 60]}:${twoDigits[seconds % 60]}`;
    return { day, year: year.year, date: this.lastDate, dateTime: `${this.lastDate}T${time}${countyOffset}` };
  }

  /** YYYY-MM-DD of an epoch day, remembered (days from 1840 on). */
  dateOf(day: number): string {
    const index = day + 47_482;
    if (index < 0) return isoDate(day);
    return (this.dates[index] ??= isoDate(day));
  }

  yearAt(position: number): number {
    return this.yearOf(position).year;
  }

  /** How many land documents the county records a day around position p. */
  documentsPerDay(position: number): number {
    const year = this.yearOf(position);
    return Math.max(year.count / Math.max(1, year.days.length), 1e-6);
  }

  private yearOf(position: number): Year {
    let i = this.cursor;
    while (i > 0 && position < this.years[i]!.start) i--;
    while (i < this.years.length - 1 && position >= this.years[i]!.start + this.years[i]!.count) i++;
    this.cursor = i;
    return this.years[i]!;
  }
}
