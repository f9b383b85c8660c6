import type { Metadata } from 'sharp';
import type { ScanMode } from './page-facts';

/** One bit a pixel is black and white; one channel of more is greyscale; three or more, colour. */
export function scanModeOf(metadata: Pick<Metadata, 'channels' | 'bitsPerSample' | 'space' | 'hasAlpha'>): ScanMode {
  const channels = metadata.channels ?? 1;
  const colourChannels = metadata.hasAlpha ? channels - 1 : channels;
  if (colourChannels >= 3 && metadata.space !== 'b-w') return 'colour';
  return metadata.bitsPerSample === 1 ? 'blackAndWhite' : 'greyscale';
}

/** The page's width and height as it stands, after its orientation tag (5 to 8 turn it a quarter). */
export const uprightSizeOf = (metadata: Pick<Metadata, 'width' | 'height' | 'orientation'>) =>
  (metadata.orientation ?? 1) >= 5
    ? { width: metadata.height, height: metadata.width }
    : { width: metadata.width, height: metadata.height };
