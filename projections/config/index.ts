export { countyConfigProjection } from './county-config.projection';
export { currentValues, readCountyConfig, readSection } from './read-config';
export { feedKeyAccepted, parcelIdLink, readRecordsIndex } from './records-index';
export { countyConfigAt, countyConfigVersion } from './county-config-copy';
