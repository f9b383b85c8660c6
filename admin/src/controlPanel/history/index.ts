/** A configuration section's change history, with Restore: the History button of every section form. */
export { SectionHistoryButton } from './SectionHistoryButton';
export type { SectionHistoryEntry } from './types';
