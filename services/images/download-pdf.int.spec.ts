import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import sharp, { type Sharp } from 'sharp';
import { changingElements, G4StripEncoder } from '../../ops/demo/records/g4-encoder';
import { writeG4Tiff } from '../../ops/demo/records/tiff-file';
import { downloadPdf, ImageError, localImageStore, sharpOf, type ImageStore } from './index';
import { pdfPageImage } from './pdf-pages';
import { singleStripTiff } from './single-strip-tiff';

const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url));
const deed = 'deed-3917312'; // 7 pages at 200 dpi

/** A 1-bit page, one byte a pixel (1 is ink): a bar at a row of its own and a sprinkle of dots, by seed. */
function inkOf(width: number, height: number, seed: number): Uint8Array {
  const ink = new Uint8Array(width * height);
  const top = 10 + ((seed * 37) % (height - 40));
  for (let row = top; row < top + 20; row++) ink.fill(1, row * width + 15, row * width + width - 15);
  let state = seed;
  for (let i = 0; i < 400; i++) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    ink.fill(1, state % ink.length, Math.min(ink.length, (state % ink.length) + 1 + (state % 9)));
  }
  return ink;
}

/** A page as the demo's TIFF writer takes it: G4 strips of `rowsPerStrip` rows. */
function demoPage(width: number, height: number, rowsPerStrip: number, dpi: number, seed: number) {
  const ink = inkOf(width, height, seed);
  const encoder = new G4StripEncoder(width);
  const strips = [];
  for (let top = 0; top < height; top += rowsPerStrip) {
    const rows = Math.min(rowsPerStrip, height - top);
    strips.push(encoder.encode(rows, (y, out) => changingElements(ink, (top + y) * width, width, out)));
  }
  return { width, height, rowsPerStrip, strips, dpi };
}

/** One gray channel a pixel, as sharp decodes the image. */
const pixelsOf = async (image: Sharp) => image.toColourspace('b-w').raw().toBuffer();

const imagesIn = (pdf: PDFDocument) =>
  pdf.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter(
      (object) => object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
    );

let root: string;
let store: ImageStore;
const demoPages = [
  demoPage(640, 300, 300, 200, 1), // one strip: embedded as it is
  demoPage(637, 300, 40, 200, 2), // strips of 40 rows, as the demo writes: decoded (a width not of whole bytes)
  demoPage(480, 450, 450, 300, 3), // one strip at 300 dpi
];
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'download-pdf-'));
  await writeFile(join(root, `${deed}.pdf`), await readFile(join(fixtures, `${deed}.pdf`)));
  await writeFile(join(root, 'demo.tif'), writeG4Tiff(demoPages));
  store = localImageStore(root);
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('downloadPdf of a recorded PDF', () => {
  it('holds exactly the pages asked for, in their order, each scan as it was, and no other scan', async () => {
    const original = await readFile(join(fixtures, `${deed}.pdf`));
    const file = await downloadPdf(store, deed, [3, 1]);
    const pdf = await PDFDocument.load(file, { updateMetadata: false });
    expect(pdf.getPageCount()).toBe(2);
    expect(imagesIn(pdf)).toHaveLength(2);
    expect(await pdfPageImage(file, 1)).toEqual(await pdfPageImage(original, 3));
    expect(await pdfPageImage(file, 2)).toEqual(await pdfPageImage(original, 1));
    expect([pdf.getProducer(), pdf.getCreator()]).toEqual(['Land records portal', 'Land records portal']);
  });

  it('leaves out the other pages’ scans where all pages share one resource dictionary or a link points away', async () => {
    const pdf = await PDFDocument.load(await readFile(join(fixtures, `${deed}.pdf`)));
    const shared = pdf.context.obj({});
    for (const page of pdf.getPages()) {
      const xObjects = page.node.Resources()!.lookup(PDFName.of('XObject'), PDFDict);
      for (const [name, ref] of xObjects.entries()) shared.set(name, ref);
      page.node.delete(PDFName.of('Resources'));
    }
    pdf.catalog.Pages().set(PDFName.of('Resources'), pdf.context.obj({ XObject: shared }));
    const [first, second] = pdf.getPages();
    const link = pdf.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 9, 9], P: second!.ref });
    first!.node.set(PDFName.of('Annots'), pdf.context.obj([pdf.context.register(link)]));
    const original = await pdf.save();
    await writeFile(join(root, 'shared.pdf'), original);

    const file = await downloadPdf(store, 'shared', [1]);
    const copy = await PDFDocument.load(file);
    expect(copy.getPageCount()).toBe(1);
    expect(imagesIn(copy)).toHaveLength(1);
    expect(copy.getPage(0).node.lookup(PDFName.of('Annots'))).toBeUndefined();
    expect(await pdfPageImage(file, 1)).toEqual(await pdfPageImage(original, 1));
  });

  it.each([
    ['page 0', [0], ImageError],
    ['a page past the end', [2, 8], ImageError],
    ['a page twice', [2, 2], RangeError],
    ['no page', [], RangeError],
  ])('refuses %s', async (_, pages, kind) => {
    await expect(downloadPdf(store, deed, pages)).rejects.toThrow(kind);
  });
});

describe('downloadPdf of a demo G4 TIFF', () => {
  const tiff = () => readFile(join(root, 'demo.tif'));

  it('holds the pages asked for, each the TIFF page pixel for pixel, sized by its resolution', async () => {
    const pages = [3, 1, 2];
    const file = await downloadPdf(store, 'demo', pages);
    const pdf = await PDFDocument.load(file);
    expect(pdf.getPageCount()).toBe(3);
    for (const [index, number] of pages.entries()) {
      const { width, height, dpi } = demoPages[number - 1]!;
      const size = pdf.getPage(index).getSize();
      expect(size.width).toBeCloseTo((width * 72) / dpi, 3);
      expect(size.height).toBeCloseTo((height * 72) / dpi, 3);
      const fromPdf = await pixelsOf(sharp(await pdfPageImage(file, index + 1)));
      const fromTiff = await pixelsOf(sharp(await tiff(), { page: number - 1 }));
      expect(fromPdf.length).toBe(width * height);
      expect(fromPdf.equals(fromTiff)).toBe(true);
    }
  });

  it('embeds a one-strip G4 page as it is, and decodes a page of many strips to 1-bit Flate', async () => {
    const pdf = await PDFDocument.load(await downloadPdf(store, 'demo', [1, 2]));
    const [strip, decoded] = pdf.getPages().map((page) => {
      const xObjects = page.node.Resources()!.lookup(PDFName.of('XObject'), PDFDict);
      const image = pdf.context.lookup(xObjects.values()[0]);
      if (!(image instanceof PDFRawStream)) throw new Error('no image stream');
      return image;
    });
    expect(strip!.dict.get(PDFName.of('Filter'))).toBe(PDFName.of('CCITTFaxDecode'));
    expect(Buffer.from(strip!.contents).equals(demoPages[0]!.strips[0]!)).toBe(true);
    expect(decoded!.dict.get(PDFName.of('Filter'))).toBe(PDFName.of('FlateDecode'));
    expect(decoded!.dict.get(PDFName.of('BitsPerComponent'))?.toString()).toBe('1');
  });

  it('refuses page 0, a page past the end, a page twice and no page', async () => {
    await expect(downloadPdf(store, 'demo', [0])).rejects.toMatchObject({ reason: 'no such page' });
    await expect(downloadPdf(store, 'demo', [1, 4])).rejects.toMatchObject({ reason: 'no such page' });
    await expect(downloadPdf(store, 'demo', [1, 3, 1])).rejects.toThrow(RangeError);
    await expect(downloadPdf(store, 'demo', [])).rejects.toThrow(RangeError);
  });
});

describe('downloadPdf of other TIFFs', () => {
  /** The TIFF's one page as the PDF shows it and as sharp shows it (upright), in gray pixels and points. */
  async function bothWays(name: string, tiff: Buffer) {
    await writeFile(join(root, `${name}.tif`), tiff);
    const file = await downloadPdf(store, name, [1]);
    const page = (await PDFDocument.load(file)).getPage(0);
    return {
      size: page.getSize(),
      fromPdf: await pixelsOf(sharp(await pdfPageImage(file, 1))),
      fromTiff: await pixelsOf(sharpOf({ input: tiff, page: 0 })),
    };
  }

  it('shows a black-is-zero G4 page (as sharp writes them) the same', async () => {
    const ink = inkOf(500, 200, 4);
    const tiff = await sharp(Buffer.from(ink.map((v) => (v ? 0 : 255))), {
      raw: { width: 500, height: 200, channels: 1 },
    })
      .toColourspace('b-w')
      .tiff({ compression: 'ccittfax4', bitdepth: 1, tileHeight: 200, xres: 200 / 25.4, yres: 200 / 25.4 })
      .toBuffer();
    const { fromPdf, fromTiff } = await bothWays('black-is-zero', tiff);
    expect(fromPdf.equals(fromTiff)).toBe(true);
  });

  it('turns a page upright by its Orientation, the sides of the page swapped', async () => {
    const page = demoPage(400, 240, 240, 200, 5);
    const tiff = singleStripTiff({
      ...page,
      bitsPerSample: 1,
      samplesPerPixel: 1,
      compression: 4,
      photometric: 0,
      orientation: 6,
      dpi: { x: 200, y: 100 },
      data: page.strips[0]!,
    });
    const { size, fromPdf, fromTiff } = await bothWays('turned', tiff);
    expect(size.width).toBeCloseTo((240 * 72) / 100, 3);
    expect(size.height).toBeCloseTo((400 * 72) / 200, 3);
    expect(fromPdf.length).toBe(400 * 240);
    expect(fromPdf.equals(fromTiff)).toBe(true);
  });

  it('shows an 8-bit gray LZW page the same', async () => {
    const gray = Buffer.from(Array.from({ length: 120 * 80 }, (_, i) => (i * 7) % 256));
    const tiff = await sharp(gray, { raw: { width: 120, height: 80, channels: 1 } })
      .tiff({ compression: 'lzw', xres: 300 / 25.4, yres: 300 / 25.4 })
      .toBuffer();
    const { size, fromPdf, fromTiff } = await bothWays('gray', tiff);
    expect(size.width).toBeCloseTo((120 * 72) / 300, 3);
    expect(fromPdf.equals(fromTiff)).toBe(true);
  });
});
