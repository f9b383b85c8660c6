import type { EfileCheckName } from '@landrecords/contracts/efile/upload';

/** How a page was scanned: 1 bit a pixel, shades of grey, or colour. */
export type ScanMode = 'blackAndWhite' | 'greyscale' | 'colour';

/** Where ink is on a page: the share of dark pixels (0 to 1), a quarter inch in from each edge (scanner shadows). */
export type Ink = {
  /** The top 3 inches: room for the recording stamp. */
  top: number;
  /** The whole page. */
  page: number;
};

/**
 * What the checks need of one page, read one page at a time. `ink` is null when no check needs the pixels;
 * `examined` is false for a page whose image the server cannot decode (a PDF page drawn as text or vectors).
 */
export type PageFacts = {
  page: number;
  widthInches: number;
  heightInches: number;
  dpi: number;
  scan: ScanMode;
  ink: Ink | null;
  examined: boolean;
};

/** The checks the county asks for (its efile section), by name. */
export type CheckSettings = Record<EfileCheckName, boolean>;

export const needsPixels = (settings: CheckSettings) => settings.topMargin || settings.blankPage;
