import { formatDollars } from '@landrecords/contracts/money';
import { clockIn } from '@landrecords/contracts/zone-clock';
import type { ReportCell, ReportColumn } from './report-document';

/** How a printed report writes a cell of each kind: $1,234.56, 1,234, 03/14/2026 09:05 AM in the county's zone. */
const two = (value: number) => String(value).padStart(2, '0');

const count = new Intl.NumberFormat('en-US');

/** An ISO instant as the county's clock showed it (the transactions report's format); other text as it is. */
export function printedDate(value: ReportCell, timeZone: string): string {
  if (value === null || value === '') return '';
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return String(value);
  const { year, month, day, hour, minute } = clockIn(timeZone, instant);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${two(month)}/${two(day)}/${year} ${two(hour12)}:${two(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
}

export function printedCell(value: ReportCell, kind: ReportColumn['kind'], timeZone: string): string {
  if (value === null) return '';
  if (kind === 'money' && typeof value === 'number') return formatDollars(value);
  if (kind === 'number' && typeof value === 'number') return count.format(value);
  if (kind === 'date') return printedDate(value, timeZone);
  return String(value);
}

/**
 * The wall-clock time an instant showed in a zone, as a Date whose UTC fields are that clock: a workbook's dates
 * carry no zone, so Excel shows them as the county's clock showed them.
 */
export function wallClockDate(value: ReportCell, timeZone: string): Date | undefined {
  if (value === null || value === '') return undefined;
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return undefined;
  const c = clockIn(timeZone, instant);
  return new Date(Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second, instant.getUTCMilliseconds()));
}

/** The error a renderer stops with when its signal is aborted (a cancelled report job). */
export function abortErrorOf(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  if (reason instanceof Error && reason.name === 'AbortError') return reason;
  return new DOMException('The report was cancelled.', 'AbortError');
}

/** Rows between progress reports and turns given back to the event loop (so a cancel is seen). */
export const rowsPerBatch = 500;
