import type { SectionName } from '@landrecords/contracts/config/index';

/** Each save of a configuration section carries the whole section, so one event tells what it became. */
export type CountyConfigSectionSaved = {
  type: 'CountyConfigSectionSaved';
  data: { section: SectionName; values: Record<string, unknown> };
};

export const configStreamId = (section: SectionName) => `config-${section}`;
