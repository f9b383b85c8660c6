/** The checks before payment (issue 27): page size, resolution, black and white, the top margin, blank pages. */
export { examineEfile, type ExaminedDocument } from './examine';
export { DamagedPageError } from './tiff-page-facts';
export { pageWarnings, isRecordableSize, MIN_DPI } from './page-checks';
export type { CheckSettings, PageFacts, ScanMode } from './page-facts';
