import sharp from 'sharp';
import { clauseWording } from './clause-wording';
import { drawing } from './form-drawings';
import { formWording } from './form-wording';
import { coverRows, page, stampRows, text, wrap, type TemplateName } from './page-layout';
import { readTiffDirectories, stripsOf } from './tiff-file';

/**
 * The printed part of a recorded page: a handful of full-page forms drawn once from SVG by sharp, saved by
 * libtiff as G4 in strips of `rowsPerStrip` rows, and cut into those strips. A page takes the rows of its
 * form below the typed band and puts its own strips above.
 */

const wording: Record<string, string[]> = { ...formWording, ...clauseWording };
const filled = new Set(['terms', 'covenants', 'conditions']);

/** Body text from `top`: paragraphs wrapped at 98 characters of 25 px serif; pages of clauses run to the foot. */
function prose(name: string, top: number): string {
  const out: string[] = [];
  let y = top;
  const paragraphs = filled.has(name) ? [...(wording[name] ?? []), ...(wording.general ?? [])] : (wording[name] ?? []);
  let number = (wording[name] ?? []).length;
  for (const [i, paragraph] of paragraphs.entries()) {
    const numbered =
      i >= (wording[name] ?? []).length ? `${++number + (name === 'covenants' ? 5 : 0)}. ${paragraph}` : paragraph;
    const lines = wrap(numbered, 98);
    if (y + lines.length * 34 > page.height - 160) break;
    for (const line of lines) {
      out.push(text(170, y, 25, line));
      y += 34;
    }
    y += 22;
  }
  return out.join('');
}

function svgOf(name: TemplateName): string {
  const first = ['conveyance', 'mortgage', 'release', 'lien', 'notice', 'plat', 'certificate', 'ledger'].includes(name);
  const top = first ? stampRows + coverRows + 50 : stampRows + 90;
  const signatures =
    name === 'acknowledgment'
      ? [1000, 1300, 1750]
          .map((y) => `<line x1="950" y1="${y}" x2="1550" y2="${y}" stroke="#000" stroke-width="2"/>`)
          .join('') +
        text(950, 1785, 22, 'Notary Public') +
        `<circle cx="420" cy="1700" r="130" fill="none" stroke="#000" stroke-width="3"/>${text(330, 1710, 22, 'NOTARY SEAL')}`
      : '';
  const body =
    name === 'exhibit'
      ? prose(name, top) + drawing(name)
      : name === 'plat' || name === 'ledger' || name === 'memorials'
        ? drawing(name)
        : prose(name, top);
  const footer = text(120, page.height - 20, 18, `DEMO COUNTY RECORDER  -  FORM ${name.toUpperCase()}  (REV. 1/2026)`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${page.width}" height="${page.height}"><rect width="100%" height="100%" fill="#fff"/>${body}${signatures}${footer}</svg>`;
}

const rendered = new Map<TemplateName, Promise<Buffer[]>>();

/** The G4 strips of a whole page of the form, top to bottom; drawn once per process. */
export function templateStrips(name: TemplateName): Promise<Buffer[]> {
  let strips = rendered.get(name);
  if (!strips) {
    strips = renderTemplate(name);
    rendered.set(name, strips);
  }
  return strips;
}

async function renderTemplate(name: TemplateName): Promise<Buffer[]> {
  const tiff = await sharp(Buffer.from(svgOf(name)))
    .flatten({ background: '#fff' })
    .toColourspace('b-w')
    .threshold(128)
    .tiff({ compression: 'ccittfax4', bitdepth: 1, miniswhite: true, tileHeight: page.rowsPerStrip })
    .toBuffer();
  const [directory] = readTiffDirectories(tiff);
  const expected = page.height / page.rowsPerStrip;
  const check = (tag: number, value: number) => directory?.get(tag)?.[0] === value;
  if (
    !directory ||
    !check(259, 4) ||
    !check(262, 0) ||
    !check(278, page.rowsPerStrip) ||
    directory.get(273)?.length !== expected
  ) {
    throw new Error(`sharp did not write the ${name} form as ${expected} G4 strips (white is zero)`);
  }
  return stripsOf(tiff, directory);
}
