import type { AuditEvent, AuditLine, AuditValue } from '@landrecords/contracts/auditor/view';
import { eventMetadataSchema } from '@landrecords/contracts/event-metadata';
import { formatDollars } from '@landrecords/contracts/money';
import type { RecordedEvent } from '@landrecords/projections/platform/eventstore/index';
import { moneyChangesOf } from '../history/index';

/** Amounts in cents whose names do not say so (an account's monthly fee). */
const centsKeys = new Set(['monthlyFee']);

/** Never printed: a password's hash, the second factor's sealed secret and codes are shown as set, not as values. */
const secret = new Set(['passwordHash', 'secret', 'recoveryCodeHashes']);

/** A value as printed: text, a number, a flag or nothing; an object as its JSON. */
export const valueOf = (value: unknown): AuditValue =>
  value === undefined || value === null
    ? null
    : typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? value
      : JSON.stringify(value);

/**
 * An object as dotted lines: `changes.name`, `docTypes.0.documentType`. An amount in cents (a key ending in
 * Cents) prints as dollars under its name without the suffix; the keys naming the subject itself are left out.
 */
export function linesOf(value: unknown, skipped: ReadonlySet<string> = new Set(), prefix = ''): AuditLine[] {
  if (value === null || typeof value !== 'object') return prefix ? [{ field: prefix, value: valueOf(value) }] : [];
  const lines: AuditLine[] = [];
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    if (!prefix && skipped.has(key)) continue;
    if (secret.has(key)) {
      lines.push({ field: `${prefix}${key.replace(/Hash(es)?$/, '')}`, value: '********' });
      continue;
    }
    const cents = /^(.*)Cents$/.exec(key)?.[1] ?? (centsKeys.has(key) ? key : undefined);
    if (cents && typeof inner === 'number') {
      lines.push({ field: `${prefix}${cents}`, value: formatDollars(inner) });
      continue;
    }
    if (inner !== null && typeof inner === 'object') {
      const nested = linesOf(inner, skipped, `${prefix}${key}.`);
      lines.push(...(nested.length > 0 ? nested : [{ field: `${prefix}${key}`, value: valueOf(inner) }]));
    } else lines.push({ field: `${prefix}${key}`, value: valueOf(inner) });
  }
  return lines;
}

/** Who caused the event, and from where: a person (username, role) or a system process. */
export function stampOf(event: RecordedEvent) {
  const metadata = eventMetadataSchema.safeParse(event.metadata);
  const { actor, system, sourceIp } = metadata.success ? metadata.data : {};
  return {
    username: actor?.username ?? null,
    role: actor?.role ?? null,
    system: system ?? null,
    sourceIp: sourceIp ?? null,
  };
}

/** The money an event itself names: a charge's or deposit's amount, an add-on's cost, a capture; else null. */
export function amountOf(event: RecordedEvent): number | null {
  const data = (event.data ?? {}) as Record<string, unknown>;
  for (const key of ['amountCents', 'costCents', 'capturedCents'])
    if (typeof data[key] === 'number') return data[key] as number;
  return null;
}

/** An event as the view lists it, before its place and balances are known. */
export function auditEventOf(
  event: RecordedEvent,
  lines: AuditLine[],
): Omit<AuditEvent, 'seq' | 'balances' | 'amountCents'> {
  return {
    eventId: event.id,
    streamId: event.streamId,
    streamPosition: event.streamPosition,
    globalPosition: event.globalPosition,
    type: event.type,
    at: event.recordedAt,
    ...stampOf(event),
    lines,
  };
}

/**
 * An event's lines: a money event's as the account history prints them (its amount, method, statement totals),
 * any other event's data as dotted fields.
 */
export function eventLinesOf(event: RecordedEvent, identity: ReadonlySet<string>): AuditLine[] {
  const money = moneyChangesOf(event);
  return money ? money.map((change) => ({ field: change.field, value: change.to })) : linesOf(event.data, identity);
}
