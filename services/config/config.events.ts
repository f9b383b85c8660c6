import type { SectionName, SectionValues } from '@landrecords/contracts/config/index';
import type { RecordedEvent } from '@landrecords/projections/platform/eventstore/index';

export type { CountyConfigSectionSaved } from '@landrecords/contracts/config/events';
import type { CountyConfigSectionSaved } from '@landrecords/contracts/config/events';

export const configStreamId = (section: SectionName) => `config-${section}`;

/** A section's state is its last save; null until the first. */
export type SectionState<S extends SectionName> = SectionValues<S> | null;

export const evolveSection = <S extends SectionName>(state: SectionState<S>, event: RecordedEvent): SectionState<S> =>
  event.type === 'CountyConfigSectionSaved' ? (event.data as CountyConfigSectionSaved<S>['data']).values : state;
