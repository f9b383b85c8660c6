import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { blackAndWhiteTiff, bodyText, pageSvg } from '../fixtures/uploads';
import { examineEfile, type CheckSettings } from './index';

const all: CheckSettings = { pageSize: true, resolution: true, blackAndWhite: true, topMargin: true, blankPage: true };
const only = (check: keyof CheckSettings): CheckSettings => ({
  pageSize: false,
  resolution: false,
  blackAndWhite: false,
  topMargin: false,
  blankPage: false,
  [check]: true,
});

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'efile-checks-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A G4 TIFF of these pages written to disk, examined as the upload examines it. */
async function examineTiff(pages: Buffer[], width: number, height: number, dpi: number, settings = all) {
  const path = join(dir, `${Math.random().toString(36).slice(2)}.tif`);
  await writeFile(path, await blackAndWhiteTiff(pages, width, height, dpi));
  const warnings = await examineEfile({ format: 'tiff', path, numberOfPages: pages.length }, settings);
  return warnings.map(({ check, page }) => `${check} ${page}`);
}

const letter = (lines = bodyText, dpi = 200) => pageSvg(8.5 * dpi, 11 * dpi, lines, dpi);

describe('each check finds the page made to fail it, and only that page', () => {
  it('passes clean pages: letter and legal, 200 dpi, black and white, the top 3 inches blank', async () => {
    expect(await examineTiff([letter(), letter()], 1700, 2200, 200)).toEqual([]);
    expect(await examineTiff([pageSvg(1700, 2800, bodyText, 200)], 1700, 2800, 200)).toEqual([]);
  });

  it('page size: 9 × 12 inches is neither letter nor legal', async () => {
    expect(await examineTiff([pageSvg(1800, 2400, bodyText, 200)], 1800, 2400, 200)).toEqual(['pageSize 1']);
    const pdf = await PDFDocument.create();
    pdf.addPage([612, 792]);
    pdf.addPage([595, 842]); // A4
    pdf.addPage([612, 1008]); // legal
    const warnings = await examineEfile({ format: 'pdf', pdf }, only('pageSize'));
    expect(warnings).toEqual([
      expect.objectContaining({
        check: 'pageSize',
        page: 2,
        message: 'Page 2 is 8.26 × 11.69 inches; pages must be 8.5 × 11 or 8.5 × 14 inches.',
      }),
    ]);
  });

  it('resolution: a letter page scanned at 100 dpi', async () => {
    const warnings = await examineTiff([letter(bodyText, 100)], 850, 1100, 100);
    expect(warnings).toEqual(['resolution 1']);
  });

  it('black and white: a colour page and a greyscale page, beside a real 1-bit scan', async () => {
    const svg = letter();
    const colour = await sharp(svg)
      .composite([
        {
          input: await sharp({ create: { width: 400, height: 200, channels: 3, background: '#c00' } })
            .png()
            .toBuffer(),
          top: 1800,
          left: 600,
        },
      ])
      .png()
      .toBuffer();
    const grey = await sharp(svg).toColourspace('b-w').jpeg().toBuffer();
    const pdf = await PDFDocument.create();
    for (const image of [await pdf.embedPng(colour), await pdf.embedJpg(grey)]) {
      pdf.addPage([612, 792]).drawImage(image, { x: 0, y: 0, width: 612, height: 792 });
    }
    const deed = await PDFDocument.load(await readFile(fixture('deed-3917312.pdf')));
    const [scanned] = await pdf.copyPages(deed, [2]);
    pdf.addPage(scanned);
    const loaded = await PDFDocument.load(await pdf.save());
    const warnings = await examineEfile({ format: 'pdf', pdf: loaded }, only('blackAndWhite'));
    expect(warnings.map((w) => w.message)).toEqual([
      'Page 1 is scanned in colour; pages must be scanned in black and white.',
      'Page 2 is scanned in greyscale; pages must be scanned in black and white.',
    ]);
  });

  it('top margin: a title in the first page’s top 3 inches; the same on a later page is not looked for', async () => {
    const titled = letter([{ y: 1.5, text: 'WARRANTY DEED' }, ...bodyText]);
    expect(await examineTiff([titled, letter()], 1700, 2200, 200)).toEqual(['topMargin 1']);
    expect(await examineTiff([letter(), titled], 1700, 2200, 200)).toEqual([]);
  });

  it('blank pages: the second of three, and a page with only specks of dust', async () => {
    const blank = letter([]);
    expect(await examineTiff([letter(), blank, letter()], 1700, 2200, 200)).toEqual(['blankPage 2']);
    const specks = Array.from(
      { length: 30 },
      (_, i) => `<rect x="${200 + i * 40}" y="${300 + i * 55}" width="2" height="2"/>`,
    );
    const dusty = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1700" height="2200"><rect width="100%" height="100%" fill="white"/>${specks.join('')}</svg>`,
    );
    expect(await examineTiff([letter(), dusty], 1700, 2200, 200)).toEqual(['blankPage 2']);
  });

  it('a county that turns the checks off hears none of them', async () => {
    const titled = letter([{ y: 1, text: 'WARRANTY DEED' }]);
    const none = { pageSize: false, resolution: false, blackAndWhite: false, topMargin: false, blankPage: false };
    expect(await examineTiff([titled, letter([])], 850, 1100, 100, none)).toEqual([]);
    expect(await examineTiff([titled, letter([])], 1700, 2200, 200, { ...all, blankPage: false })).toEqual([
      'topMargin 1',
    ]);
  });

  it('a PDF page drawn as text, not scanned, is named as not examined rather than guessed at', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    pdf.addPage([612, 792]).drawText('Typed, not scanned', { x: 72, y: 600, font, size: 12 });
    const warnings = await examineEfile({ format: 'pdf', pdf }, all);
    expect(warnings).toEqual([
      expect.objectContaining({ check: 'notExamined', page: 1, code: 'EFILE_CHECK_NOT_EXAMINED' }),
    ]);
  });
});

function fixture(name: string) {
  return fileURLToPath(new URL(`../../images/fixtures/${name}`, import.meta.url));
}
