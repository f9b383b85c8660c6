/**
 * The layout of a recorded page: 1700 x 2200 pixels at 200 dpi, cut in strips of 50 rows; the recorder's stamp
 * on rows 0-99, on a first page the typed cover on rows 100-899, and the printed form below. Also the forms'
 * names and the bits of SVG they are drawn with.
 */

export const page = { width: 1700, height: 2200, rowsPerStrip: 50, dpi: 200 } as const;
/** Rows 0-99 hold the recorder's stamp; on a first page rows 100-899 hold the typed cover (parties, title). */
export const stampRows = 100;
export const coverRows = 800;

export type TemplateName =
  | 'conveyance'
  | 'mortgage'
  | 'release'
  | 'lien'
  | 'notice'
  | 'plat'
  | 'certificate'
  | 'ledger'
  | 'terms'
  | 'covenants'
  | 'conditions'
  | 'exhibit'
  | 'memorials'
  | 'acknowledgment';

export const wrap = (text: string, width: number): string[] => {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return line ? [...lines, line] : lines;
};
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const serif = 'font-family="DejaVu Serif, Liberation Serif, serif"';
export const text = (x: number, y: number, size: number, content: string, extra = '') =>
  `<text x="${x}" y="${y}" ${serif} font-size="${size}" ${extra}>${escapeXml(content)}</text>`;

/** Body text from `top`: paragraphs wrapped at 100 characters of 25 px serif. */
