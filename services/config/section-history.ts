import { sectionOnTheWire, type SectionName, type SectionValues } from '@landrecords/contracts/config/index';
import { eventMetadataSchema } from '@landrecords/contracts/event-metadata';
import type { Queryable } from '@landrecords/projections/platform/database';
import { readStream } from '@landrecords/projections/platform/eventstore/index';
import { configStreamId, type CountyConfigSectionSaved } from './config.events';

export type SectionSave<S extends SectionName = SectionName> = {
  version: number;
  /** As saved, amounts in cents. */
  values: SectionValues<S>;
  savedAt: string;
  /** The username, or the system process that saved it. */
  savedBy: string | null;
  sourceIp: string | null;
};

/** Who saved a section, when and from where: every save, from its event stream, newest first. */
export async function sectionHistory<S extends SectionName>(db: Queryable, section: S): Promise<SectionSave<S>[]> {
  const { events } = await readStream(db, configStreamId(section));
  return events
    .filter((event) => event.type === 'CountyConfigSectionSaved')
    .map((event) => {
      const metadata = eventMetadataSchema.safeParse(event.metadata);
      const { actor, system, sourceIp } = metadata.success ? metadata.data : {};
      return {
        version: event.streamPosition,
        values: (event.data as CountyConfigSectionSaved<S>['data']).values,
        savedAt: event.recordedAt,
        savedBy: actor?.username ?? system ?? null,
        sourceIp: sourceIp ?? null,
      };
    })
    .reverse();
}

/** The same history with amounts in dollars, as the control panel shows it. */
export const historyOnTheWire = <S extends SectionName>(section: S, saves: SectionSave<S>[]) =>
  saves.map((save) => ({ ...save, values: sectionOnTheWire(section, save.values) }));
