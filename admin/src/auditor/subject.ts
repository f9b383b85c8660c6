import { instantIn } from '@landrecords/contracts/billing/period';
import type { AuditSubject } from './api';

/** The form's values: which kind, the chosen account, user or section, and the moment (datetime-local, empty: now). */
export type SubjectValues = {
  kind: AuditSubject['kind'];
  accountId: number | null;
  userId: number | null;
  section: string;
  asOf: string;
};

export const emptySubject: SubjectValues = { kind: 'account', accountId: null, userId: null, section: '', asOf: '' };

/** The picker's wall-clock time (2026-11-26T14:05 or 2026-11-26T14:05:30) read on the county's clock. */
export function instantOnCountyClock(picked: string, timeZone: string): Date | null {
  const parts = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(picked);
  if (!parts) return null;
  const [year, month, day, hour, minute, second] = parts.slice(1).map((part) => Number(part ?? 0));
  const instant = instantIn(timeZone, year!, month!, day!, hour!, minute!);
  return new Date(instant.getTime() + second! * 1000);
}

/** What the values name, and the moment as an instant (the picker's time read on the county's clock). */
export function chosen(
  values: SubjectValues,
  timeZone: string,
): { subject: AuditSubject | null; asOf: string | undefined } {
  const id =
    values.kind === 'account' ? values.accountId : values.kind === 'user' ? values.userId : values.section || null;
  const moment = values.asOf ? instantOnCountyClock(values.asOf, timeZone) : null;
  return {
    subject: id === null || id === undefined ? null : { kind: values.kind, id: String(id) },
    asOf: moment ? moment.toISOString() : undefined,
  };
}
