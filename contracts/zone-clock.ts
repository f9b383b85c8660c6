/** The wall-clock fields a zone's clock showed at an instant (24-hour), to the second. */
export type ZoneClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const partsFormats = new Map<string, Intl.DateTimeFormat>();
export function clockIn(timeZone: string, at: Date): ZoneClock {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partsFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, Number(part.value)]));
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}
