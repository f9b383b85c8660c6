import sharp from 'sharp';
import { PDFDocument } from 'pdf-lib';
import { pdfPageImage } from '../../images/index';
import { inkOf } from './ink';
import { needsPixels, type CheckSettings, type PageFacts } from './page-facts';
import { scanModeOf, uprightSizeOf } from './scan-mode';

/**
 * A PDF's pages, one at a time: the size from its media box, and from its scanned image (taken out as the
 * preview takes it, services/images/pdf-pages.ts) the resolution, the scan mode and the ink. Each page is copied
 * into a PDF of its own first, so only that page's image is decoded and held, whatever the document's length.
 */
export async function* pdfPageFacts(pdf: PDFDocument, settings: CheckSettings): AsyncGenerator<PageFacts> {
  const wantImage = settings.resolution || settings.blackAndWhite || needsPixels(settings);
  for (let index = 0; index < pdf.getPageCount(); index++) {
    const page = pdf.getPage(index);
    const box = page.getMediaBox();
    const quarterTurn = Math.abs(page.getRotation().angle) % 180 === 90;
    const [widthInches, heightInches] = quarterTurn
      ? [box.height / 72, box.width / 72]
      : [box.width / 72, box.height / 72];
    const facts: PageFacts = {
      page: index + 1,
      widthInches,
      heightInches,
      dpi: 0,
      scan: 'blackAndWhite',
      ink: null,
      examined: true,
    };
    if (!wantImage) {
      yield facts;
      continue;
    }
    const image = await pageImage(pdf, index);
    if (!image) {
      yield { ...facts, examined: false };
      continue;
    }
    const metadata = await sharp(image).metadata();
    // The area's: the same whichever way the page is turned.
    const dpi = Math.sqrt((metadata.width * metadata.height) / (widthInches * heightInches));
    const upright = uprightSizeOf(metadata);
    const ink = needsPixels(settings) ? await inkOf(sharp(image, { autoOrient: true }), upright.width, dpi) : null;
    yield { ...facts, dpi, scan: scanModeOf(metadata), ink };
  }
}

/** The page's scanned image, or null where it has none the project can decode (text, vectors, other filters). */
async function pageImage(pdf: PDFDocument, index: number): Promise<Buffer | null> {
  try {
    const single = await PDFDocument.create({ updateMetadata: false });
    const [copied] = await single.copyPages(pdf, [index]);
    single.addPage(copied);
    return await pdfPageImage(await single.save({ useObjectStreams: false }), 1);
  } catch {
    return null;
  }
}
