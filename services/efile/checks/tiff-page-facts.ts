import sharp from 'sharp';
import { inkOf } from './ink';
import { needsPixels, type CheckSettings, type PageFacts } from './page-facts';
import { scanModeOf, uprightSizeOf } from './scan-mode';

/** A TIFF page libvips could not decode: the file is damaged, and is refused rather than examined. */
export class DamagedPageError extends Error {
  constructor(
    readonly page: number,
    cause: unknown,
  ) {
    super(`Page ${page} cannot be decoded: ${(cause as Error).message}`);
    this.name = 'DamagedPageError';
  }
}

/** Without a resolution a TIFF is read at libtiff's 72 pixels an inch (and is then neither the size nor the dpi). */
const UNSTATED_DPI = 72;

/**
 * A TIFF's pages, one at a time, read from the file on disk by sharp (libvips reads only that page): the size
 * and resolution from its tags, the scan mode from its samples, the ink from the page decoded and shrunk.
 */
export async function* tiffPageFacts(
  path: string,
  numberOfPages: number,
  settings: CheckSettings,
): AsyncGenerator<PageFacts> {
  for (let index = 0; index < numberOfPages; index++) {
    const page = index + 1;
    try {
      const metadata = await sharp(path, { page: index }).metadata();
      const dpi = metadata.density ?? UNSTATED_DPI;
      const upright = uprightSizeOf(metadata);
      const ink = needsPixels(settings)
        ? await inkOf(sharp(path, { page: index, autoOrient: true, failOn: 'error' }), upright.width, dpi)
        : null;
      yield {
        page,
        widthInches: upright.width / dpi,
        heightInches: upright.height / dpi,
        dpi,
        scan: scanModeOf(metadata),
        ink,
        examined: true,
      };
    } catch (error) {
      throw new DamagedPageError(page, error);
    }
  }
}
