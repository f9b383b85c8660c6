import type { HistoryChange, HistoryEntry, HistoryValue } from '@landrecords/contracts/users/history';
import type { RecordedEvent } from '@landrecords/projections/platform/eventstore/index';

/** Events that change nothing a manager reads as the record's history (sign-ins, the ledger's money). */
export type HistoryOptions = {
  /** Event types left out: they record use, not change. */
  skipped: ReadonlySet<string>;
  /** Fields never shown (a password's hash), or not to this caller (View Protected Documents). */
  hidden: ReadonlySet<string>;
  /** The key naming the record itself in its events (userId, accountId), not a field of it. */
  identity: string;
  /** Events that are records rather than changes of fields (a charge, a statement): their lines as given. */
  records?: (event: RecordedEvent) => HistoryChange[] | undefined;
  /** Number the entries by their place (1 the first) rather than the stream's position: streams merged. */
  numberInOrder?: boolean;
};

/** Keys that say why, not what. */
const notFields = new Set(['reason', 'changes', 'source']);

const valueOf = (value: unknown): HistoryValue => {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.map((item) => textOf(item)).join('; ');
  return textOf(value);
};

const textOf = (value: unknown): string =>
  value !== null && typeof value === 'object'
    ? Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, inner]) => `${key}: ${String(inner)}`)
        .join(', ')
    : String(value);

/** An event's data as fields: `changes` unwrapped, a plain object (page access) one level of dotted names. */
function fieldsOf(data: Record<string, unknown>, identity: string): Array<[string, HistoryValue]> {
  const source = (data.changes as Record<string, unknown> | undefined) ?? data;
  const fields: Array<[string, HistoryValue]> = [];
  for (const [key, value] of Object.entries(source)) {
    if (key === identity || notFields.has(key)) continue;
    if (value !== null && typeof value === 'object' && !Array.isArray(value))
      for (const [inner, innerValue] of Object.entries(value)) fields.push([`${key}.${inner}`, valueOf(innerValue)]);
    else fields.push([key, valueOf(value)]);
  }
  return fields;
}

const stringOr = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * The change history of one stream, newest first: each event folded over the fields the earlier ones set, so
 * every change says what the field was before. A password's event shows that it changed, never the hash.
 */
export function historyOf(events: readonly RecordedEvent[], options: HistoryOptions): HistoryEntry[] {
  const state = new Map<string, HistoryValue>();
  const entries: HistoryEntry[] = [];
  for (const event of events) {
    if (options.skipped.has(event.type)) continue;
    const data = (event.data ?? {}) as Record<string, unknown>;
    const recordLines = options.records?.(event);
    const changes: HistoryChange[] = recordLines ?? [];
    for (const [field, to] of recordLines ? [] : fieldsOf(data, options.identity)) {
      const from = state.get(field) ?? null;
      state.set(field, to);
      if (options.hidden.has(field)) continue;
      const created = event.type.endsWith('Created');
      if (created ? to !== '' && to !== null : from !== to) changes.push({ field, from, to });
    }
    if ('passwordHash' in data) changes.push({ field: 'password', from: null, to: null });
    const actor = event.metadata.actor as { username?: unknown; role?: unknown } | undefined;
    entries.push({
      id: options.numberInOrder ? entries.length + 1 : event.streamPosition,
      type: event.type,
      at: event.recordedAt,
      username: stringOr(actor?.username),
      role: stringOr(actor?.role),
      system: stringOr(event.metadata.system),
      sourceIp: stringOr(event.metadata.sourceIp),
      reason: stringOr(data.reason) ?? stringOr(data.source),
      changes,
    });
  }
  return entries.reverse();
}

/** The fields a stream's last events left: what a scope check of a user (its account and type) needs. */
export function lastValues(events: readonly RecordedEvent[], identity: string): Map<string, HistoryValue> {
  const state = new Map<string, HistoryValue>();
  for (const event of events)
    for (const [field, value] of fieldsOf((event.data ?? {}) as Record<string, unknown>, identity))
      state.set(field, value);
  return state;
}
