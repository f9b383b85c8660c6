import type { AuditEvent, AuditLine, AuditView } from '@landrecords/contracts/auditor/view';
import { sectionOnTheWire, type SectionName } from '@landrecords/contracts/config/index';
import { configStreamId } from '@landrecords/contracts/config/events';
import { currentValues } from '@landrecords/projections/config/index';
import type { Queryable } from '@landrecords/projections/platform/database';
import type { RecordedEvent } from '@landrecords/projections/platform/eventstore/index';
import { auditEventOf, linesOf } from './event-lines';
import { recordedBy, streamBatches } from './stream-batches';

const savedType = 'CountyConfigSectionSaved';

/** A save's values as the control panel shows them (amounts in dollars), as dotted lines. */
const valueLines = (section: SectionName, values: unknown): AuditLine[] =>
  linesOf(sectionOnTheWire(section, values as never));

/** What a save changed against the save before it (the first: every field it set). */
function changedLines(before: AuditLine[] | null, after: AuditLine[]): AuditLine[] {
  if (!before) return after;
  const old = new Map(before.map((line) => [line.field, line.value]));
  const now = new Set(after.map((line) => line.field));
  return [
    ...after.filter((line) => !old.has(line.field) || old.get(line.field) !== line.value),
    ...before.filter((line) => !now.has(line.field)).map((line) => ({ field: line.field, value: null })),
  ];
}

/** A section's stream folded: each save's values in turn, the last one at or before the moment in force then. */
export async function sectionTimeline(db: Queryable, section: SectionName, asOf?: string) {
  const by = recordedBy(asOf);
  const events: Array<{ event: RecordedEvent; lines: AuditLine[] }> = [];
  let inForce: { values: unknown; version: number } | null = null;
  let then: { values: unknown; version: number } | null = null;
  let version = 0;
  for await (const batch of streamBatches(db, configStreamId(section)))
    for (const event of batch) {
      version = event.streamPosition;
      if (event.type !== savedType) {
        events.push({ event, lines: linesOf(event.data, new Set(['section'])) });
        continue;
      }
      const { values } = event.data as { values: unknown };
      const before = inForce ? valueLines(section, inForce.values) : null;
      events.push({ event, lines: changedLines(before, valueLines(section, values)) });
      inForce = { values, version: event.streamPosition };
      if (by(event)) then = inForce;
    }
  return { events, inForce, then, version };
}

/**
 * A configuration section's events (its saves, with what each changed, and the actions taken on it such as a
 * purge) in order; up to `asOf` when given, and the configuration in force then: the last save before it, or
 * the section's defaults when it had never been saved.
 */
export async function sectionView(
  db: Queryable,
  section: SectionName,
  asOf: string | undefined,
): Promise<Omit<AuditView, 'chainHead'>> {
  const timeline = await sectionTimeline(db, section, asOf);
  const events = timeline.events
    .filter(({ event }) => recordedBy(asOf)(event))
    .map(({ event, lines }, index): AuditEvent => ({
      seq: index + 1,
      ...auditEventOf(event, lines),
      amountCents: null,
      balances: null,
    }));
  const then = timeline.then;
  return {
    kind: 'section',
    id: section,
    title: section,
    streams: [configStreamId(section)],
    events,
    state: {
      at: asOf ?? null,
      version: then?.version ?? 0,
      exists: then !== null,
      // Read through today's schema as the server reads a stored section: a field added since reads as its default.
      fields: valueLines(section, currentValues(section, then?.values ?? null)),
      balances: null,
    },
  };
}
