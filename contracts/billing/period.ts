import { clockIn } from '../zone-clock';

/**
 * The billing period (002 §3 Billing schedule): it begins on the renewal day at the renewal time on the county's
 * clock, so an account billed at 00:00 is billed at midnight in the county whatever the hour in UTC.
 */
export type RenewalSchedule = { renewalDay: number; renewalTime: string };
export type BillingPeriod = {
  /** The renewal that began the period, in UTC. */
  start: Date;
  /** Its month on the county's calendar ('2026-12'): the month billed. */
  month: string;
};

/** The UTC instant of a time on a zone's clock (a time skipped by a clock change falls after it). */
export function instantIn(timeZone: string, year: number, month: number, day: number, hour: number, minute: number) {
  const wanted = Date.UTC(year, month - 1, day, hour, minute);
  let guess = wanted;
  for (let i = 0; i < 2; i++) {
    const c = clockIn(timeZone, new Date(guess));
    const shown = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
    guess += wanted - shown;
  }
  return new Date(guess);
}

const monthText = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/** The period `now` falls in: the latest renewal at or before it. */
export function billingPeriodAt(now: Date, schedule: RenewalSchedule, timeZone: string): BillingPeriod {
  const [hour, minute] = schedule.renewalTime.split(':').map(Number) as [number, number];
  const here = clockIn(timeZone, now);
  let { year, month } = here;
  let start = instantIn(timeZone, year, month, schedule.renewalDay, hour, minute);
  if (start.getTime() > now.getTime()) {
    month -= 1;
    if (month === 0) [year, month] = [year - 1, 12];
    start = instantIn(timeZone, year, month, schedule.renewalDay, hour, minute);
  }
  return { start, month: monthText(year, month) };
}
