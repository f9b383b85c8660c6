import type { SectionName, SectionValues } from '@landrecords/contracts/config/index';
import type { RecordedEvent } from '@landrecords/projections/platform/eventstore/index';
import type { CountyConfigSectionSaved } from '@landrecords/contracts/config/events';

export type { CountyConfigSectionSaved } from '@landrecords/contracts/config/events';
export { configStreamId } from '@landrecords/contracts/config/events';

/** A section's state is its last save; null until the first. */
export type SectionState<S extends SectionName> = SectionValues<S> | null;

/** Only a save changes a section; the records beside the saves on its stream (UsersPurged, AuditLogPurged, a billing run) do not. */
export const evolveSection = <S extends SectionName>(state: SectionState<S>, event: RecordedEvent): SectionState<S> =>
  event.type === 'CountyConfigSectionSaved' ? (event.data as CountyConfigSectionSaved<S>['data']).values : state;
