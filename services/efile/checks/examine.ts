import type { PDFDocument } from 'pdf-lib';
import type { EfileWarning } from '@landrecords/contracts/efile/upload';
import { pageWarnings } from './page-checks';
import type { CheckSettings, PageFacts } from './page-facts';
import { pdfPageFacts } from './pdf-page-facts';
import { tiffPageFacts } from './tiff-page-facts';

/** A stored e-file document as the checks read it. */
export type ExaminedDocument =
  { format: 'pdf'; pdf: PDFDocument } | { format: 'tiff'; path: string; numberOfPages: number };

/**
 * The checks before payment (issue 27) over every page, one page at a time: what would get the document
 * rejected, each warning naming its page. A TIFF page that cannot be decoded throws DamagedPageError.
 */
export async function examineEfile(document: ExaminedDocument, settings: CheckSettings): Promise<EfileWarning[]> {
  if (!Object.values(settings).some(Boolean)) return [];
  const pages: AsyncGenerator<PageFacts> =
    document.format === 'pdf'
      ? pdfPageFacts(document.pdf, settings)
      : tiffPageFacts(document.path, document.numberOfPages, settings);
  const warnings: EfileWarning[] = [];
  for await (const facts of pages) warnings.push(...pageWarnings(facts, settings));
  return warnings;
}
