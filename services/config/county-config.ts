/** The county configuration (002 §3, §7): what other capabilities read and save. */
export { saveSection, storeSection, validateSection, type SavedSection } from './save-section';
export { sectionHistory, type SectionSave } from './section-history';
