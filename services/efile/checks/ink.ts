import type { Sharp } from 'sharp';
import type { Ink } from './page-facts';

/** Pixels an inch the ink is measured at: enough for a line of type, small enough to hold a page in 1.4 MB. */
const INK_DPI = 100;
/** Darker than mid-grey, once shrunk, is ink. */
const DARK = 128;
/** Scanners leave shadows along the edges: a quarter inch in from each is not looked at. */
const EDGE_INCHES = 0.25;
const TOP_INCHES = 3;

/**
 * The share of ink in the top 3 inches and on the whole page. `image` is the page upright (auto-oriented),
 * `uprightWidth` its width in pixels as it stands, `dpi` its pixels an inch. Only the shrunk grey copy is held.
 */
export async function inkOf(image: Sharp, uprightWidth: number, dpi: number): Promise<Ink> {
  const scale = Math.min(1, INK_DPI / dpi);
  const { data, info } = await image
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize({ width: Math.max(1, Math.round(uprightWidth * scale)), kernel: 'cubic' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const perInch = dpi * scale;
  const edge = Math.round(EDGE_INCHES * perInch);
  const topRows = Math.round(TOP_INCHES * perInch);
  const share = (fromRow: number, toRow: number) => {
    let dark = 0;
    let looked = 0;
    for (let row = Math.max(fromRow, edge); row < Math.min(toRow, info.height - edge); row++) {
      const start = row * info.width * info.channels;
      for (let column = edge; column < info.width - edge; column++) {
        looked++;
        if (data[start + column * info.channels]! < DARK) dark++;
      }
    }
    return looked === 0 ? 0 : dark / looked;
  };
  return { top: share(0, topRows), page: share(0, info.height) };
}
