import sharp from 'sharp';

/**
 * A monospaced font for the typed parts of a page, rasterized once by sharp from SVG text and kept as each
 * glyph's black runs per row; the advance is measured from a ruler line, so any installed monospace will do.
 */

export interface TypedFont {
  /** Pixels from one character to the next. */
  advance: number;
  /** Rows of a line box; the glyphs sit on `baseline` rows below its top. */
  height: number;
  baseline: number;
  /** Per printable ASCII character (code - 32), per row of the line box: [start, end) pairs relative to the pen. */
  glyphs: Array<Array<Int16Array>>;
}

/** The glyphs are those of printable ASCII, from the space (32) to the tilde (126). */
export const firstGlyph = 32;
const last = 126;
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Rasterizes the printable ASCII set of a monospaced font at `size` pixels. */
export async function loadTypedFont(size: number, bold = false): Promise<TypedFont> {
  const cell = Math.ceil(size * 1.5);
  const pad = Math.floor(size * 0.3);
  const height = Math.ceil(size * 1.3);
  const baseline = Math.ceil(size * 1.0);
  const count = last - firstGlyph + 1;
  const width = cell * (count + 1);
  const family = `font-family="DejaVu Sans Mono, Liberation Mono, monospace" font-size="${size}"${bold ? ' font-weight="bold"' : ''}`;
  const glyphText = Array.from({ length: count }, (_, i) => {
    const char = String.fromCharCode(firstGlyph + i);
    return char === ' ' ? '' : `<text x="${pad + i * cell}" y="${baseline}" ${family}>${escapeXml(char)}</text>`;
  }).join('');
  // A ruler row: the distance between two bars 41 characters apart gives the advance.
  const ruler = `<text x="${pad}" y="${height + baseline}" ${family} xml:space="preserve">|${'0'.repeat(40)}|</text>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height * 2}"><rect width="100%" height="100%" fill="#fff"/>${glyphText}${ruler}</svg>`;
  const { data } = await sharp(Buffer.from(svg))
    .flatten({ background: '#fff' })
    .toColourspace('b-w')
    .threshold(128)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const black = (x: number, y: number) => data[y * width + x] === 0;
  const rulerColumns = Array.from({ length: width }, (_, x) => {
    for (let y = height; y < height * 2; y++) if (black(x, y)) return true;
    return false;
  });
  const left = rulerColumns.indexOf(true);
  const right = rulerColumns.lastIndexOf(true);
  let bar = 0;
  while (left >= 0 && rulerColumns[left + bar]) bar++;
  const advance = left >= 0 && right > left + size * 10 ? (right - bar + 1 - left) / 41 : size * 0.6;
  const glyphs = Array.from({ length: count }, (_, i) => {
    const origin = pad + i * cell;
    return Array.from({ length: height }, (_, y) => {
      const runs: number[] = [];
      let start = -1;
      for (let x = origin - pad; x <= origin - pad + cell; x++) {
        const on = x < origin - pad + cell && black(x, y);
        if (on && start < 0) start = x;
        if (!on && start >= 0) {
          runs.push(start - origin, x - origin);
          start = -1;
        }
      }
      return Int16Array.from(runs);
    });
  });
  return { advance, height, baseline, glyphs };
}
