import { formatDollars } from '@landrecords/contracts/money';
import type { AuditValue } from '@landrecords/contracts/auditor/view';

/** An instant as the log and the read models write it (2026-11-26T12:44:56.158Z). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** The view's moments (on the county's clock) and amounts in the reader's language. */
export function formatters(locale: string, timeZone: string) {
  const moment = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium', timeZone });
  const momentOf = (iso: string) => moment.format(new Date(iso));
  return {
    moment: momentOf,
    money: (cents: number | null | undefined) => (cents === null || cents === undefined ? '' : formatDollars(cents)),
    value: (value: AuditValue) =>
      value === null ? '' : typeof value === 'string' && INSTANT.test(value) ? momentOf(value) : String(value),
  };
}
export type Formatters = ReturnType<typeof formatters>;
