import { sectionOnTheWire, type SectionName, type SectionValues } from '@landrecords/contracts/config/index';
import { eventMetadataSchema } from '@landrecords/contracts/event-metadata';
import type { Queryable } from '@landrecords/projections/platform/database';
import { readStream, type RecordedEvent } from '@landrecords/projections/platform/eventstore/index';
import { configStreamId, type CountyConfigSectionSaved } from './config.events';

const savedType = 'CountyConfigSectionSaved';

/** Who did it, when and from where: the columns every entry of a section's history has. */
type Stamp = { version: number; savedAt: string; savedBy: string | null; sourceIp: string | null };

export type SectionSave<S extends SectionName = SectionName> = Stamp & {
  /** As saved, amounts in cents. */
  values: SectionValues<S>;
  /** A save that restored an earlier version: that version. */
  restoredFrom?: number;
};

/** Any event of a section's stream: a save, or an action taken on it (a purge: UsersPurged, AuditLogPurged). */
export type SectionEvent<S extends SectionName = SectionName> =
  (SectionSave<S> & { type: typeof savedType }) | (Stamp & { type: string; data: Record<string, unknown> });

function stampOf(event: RecordedEvent): Stamp {
  const metadata = eventMetadataSchema.safeParse(event.metadata);
  const { actor, system, sourceIp } = metadata.success ? metadata.data : {};
  return {
    version: event.streamPosition,
    savedAt: event.recordedAt,
    savedBy: actor?.username ?? system ?? null,
    sourceIp: sourceIp ?? null,
  };
}

/** A restore keeps the version it brought back in its metadata (the save itself is an ordinary save). */
const restoredFromOf = (event: RecordedEvent) => {
  const from = event.metadata.restoredFrom;
  return typeof from === 'number' ? { restoredFrom: from } : {};
};

/** Every event of a section's stream, newest first: its saves and the actions taken on it. */
export async function sectionEvents<S extends SectionName>(db: Queryable, section: S): Promise<SectionEvent<S>[]> {
  const { events } = await readStream(db, configStreamId(section));
  return events
    .map((event): SectionEvent<S> => {
      if (event.type !== savedType) {
        return { ...stampOf(event), type: event.type, data: (event.data ?? {}) as Record<string, unknown> };
      }
      const { values } = event.data as CountyConfigSectionSaved<S>['data'];
      return { ...stampOf(event), type: savedType, values, ...restoredFromOf(event) };
    })
    .reverse();
}

const isSave = <S extends SectionName>(event: SectionEvent<S>): event is SectionSave<S> & { type: typeof savedType } =>
  event.type === savedType;

/** Who saved a section, when and from where: every save, from its event stream, newest first. */
export async function sectionHistory<S extends SectionName>(db: Queryable, section: S): Promise<SectionSave<S>[]> {
  return (await sectionEvents(db, section)).filter(isSave).map(({ type: _type, ...save }) => save);
}

/** The history as the control panel shows it: amounts in dollars. */
export const historyOnTheWire = <S extends SectionName>(section: S, events: SectionEvent<S>[]) =>
  events.map((event) => (isSave(event) ? { ...event, values: sectionOnTheWire(section, event.values) } : event));
