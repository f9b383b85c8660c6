import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { PDFBool, PDFDict, PDFDocument, PDFName, PDFRawStream, degrees, type PDFPage } from 'pdf-lib';
import sharp from 'sharp';
import { ImageError } from './image-error';
import { pdfPageImage } from './pdf-pages';

const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url));
const realPdfs = [
  { name: 'deed-3917312.pdf', pages: 7, dpi: 200 },
  { name: 'decree-1460797.pdf', pages: 4, dpi: 300 },
];

/** The share of a picture's pixels that are dark, read as one gray channel. */
async function darkShare(image: Buffer): Promise<number> {
  const { data } = await sharp(image).toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  let dark = 0;
  for (const value of data) if (value < 128) dark += 1;
  return dark / data.length;
}

function imageOf(page: PDFPage): PDFRawStream {
  const xObjects = page.node.Resources()!.lookup(PDFName.of('XObject'), PDFDict);
  const image = page.doc.context.lookup(xObjects.values()[0]);
  if (!(image instanceof PDFRawStream)) throw new Error('no image stream');
  return image;
}

type ImageEntries = NonNullable<Parameters<PDFDocument['context']['stream']>[1]>;

/** A one-page letter-size PDF showing the image stream given by its dictionary entries (or a copy of one). */
async function pdfWithImage(entries: ImageEntries | PDFRawStream, contents: Uint8Array = new Uint8Array()) {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const image =
    entries instanceof PDFRawStream
      ? PDFRawStream.of(entries.dict.clone(pdf.context), entries.contents)
      : pdf.context.stream(contents, { Type: 'XObject', Subtype: 'Image', ...entries });
  page.node.setXObject(PDFName.of('Im0'), pdf.context.register(image));
  return { pdf, page };
}

describe('pdfPageImage on the real recorded PDFs', () => {
  it.each(realPdfs)(
    'gives every page of $name as its scan, at its size and resolution',
    async ({ name, pages, dpi }) => {
      const file = await readFile(fixtures + name);
      const pdf = await PDFDocument.load(file);
      expect(pdf.getPageCount()).toBe(pages);
      for (let number = 1; number <= pages; number++) {
        const dict = imageOf(pdf.getPage(number - 1)).dict;
        const tiff = await pdfPageImage(file, number);
        const metadata = await sharp(tiff).metadata();
        expect(metadata).toMatchObject({
          format: 'tiff',
          width: Number(dict.get(PDFName.of('Width'))!.toString()),
          height: Number(dict.get(PDFName.of('Height'))!.toString()),
          bitsPerSample: 1,
        });
        expect(Math.round(metadata.density!)).toBe(dpi);
        // A typed page: mostly paper, some ink; not blank, not inverted.
        const dark = await darkShare(tiff);
        expect(dark).toBeGreaterThan(0.02);
        expect(dark).toBeLessThan(0.2);
      }
    },
  );
});

describe('pdfPageImage on other kinds of page', () => {
  const realPage = async () => {
    const source = await PDFDocument.load(await readFile(fixtures + 'deed-3917312.pdf'));
    return imageOf(source.getPage(0));
  };

  it('shows coded black as white when the stream says BlackIs1', async () => {
    const scan = await realPage();
    const { pdf } = await pdfWithImage(
      {
        Width: 1700,
        Height: 2200,
        BitsPerComponent: 1,
        ColorSpace: 'DeviceGray',
        Filter: 'CCITTFaxDecode',
        DecodeParms: { K: -1, Columns: 1700, Rows: 2200, BlackIs1: true },
      },
      scan.contents,
    );
    const dark = await darkShare(await pdfPageImage(await pdf.save(), 1));
    expect(dark).toBeGreaterThan(0.8);
  });

  it('turns a page the PDF rotates', async () => {
    const scan = await realPage();
    const { pdf, page } = await pdfWithImage(scan);
    page.setRotation(degrees(90));
    const tiff = await pdfPageImage(await pdf.save(), 1);
    const turned = await sharp(tiff, { autoOrient: true }).toBuffer({ resolveWithObject: true });
    expect([turned.info.width, turned.info.height]).toEqual([2200, 1700]);
  });

  it('gives a JPEG page as its JPEG', async () => {
    const jpeg = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#c0c0c0' } })
      .jpeg()
      .toBuffer();
    const pdf = await PDFDocument.create();
    const image = await pdf.embedJpg(jpeg);
    pdf.addPage([300, 400]).drawImage(image, { x: 0, y: 0 });
    const page = await pdfPageImage(await pdf.save(), 1);
    expect(page.equals(jpeg)).toBe(true);
  });

  it('gives Flate gray pixels as they are', async () => {
    const pixels = Buffer.alloc(40 * 30);
    for (let i = 0; i < pixels.length; i++) pixels[i] = i % 40 < 20 ? 30 : 220;
    const pdf = await PDFDocument.create();
    const page = pdf.addPage([40, 30]);
    const stream = pdf.context.flateStream(pixels, {
      Type: 'XObject',
      Subtype: 'Image',
      Width: 40,
      Height: 30,
      BitsPerComponent: 8,
      ColorSpace: 'DeviceGray',
    });
    page.node.setXObject(PDFName.of('Im0'), pdf.context.register(stream));
    const { data, info } = await sharp(await pdfPageImage(await pdf.save(), 1))
      .toColourspace('b-w')
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 40, height: 30, channels: 1 });
    expect(data.equals(pixels)).toBe(true);
  });

  it('gives uncompressed RGB pixels as they are', async () => {
    const pixels = Buffer.alloc(6 * 4 * 3);
    for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 37) % 256;
    const { pdf } = await pdfWithImage({ Width: 6, Height: 4, BitsPerComponent: 8, ColorSpace: 'DeviceRGB' }, pixels);
    const { data, info } = await sharp(await pdfPageImage(await pdf.save(), 1))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 6, height: 4, channels: 3 });
    expect(data.equals(pixels)).toBe(true);
  });

  it('refuses a page with no image, a filter it cannot read, a page past the end and a file that is no PDF', async () => {
    const blank = await PDFDocument.create();
    blank.addPage().drawText('Hello');
    const bytes = await blank.save();
    await expect(pdfPageImage(bytes, 1)).rejects.toMatchObject({ reason: 'cannot render' });
    await expect(pdfPageImage(bytes, 2)).rejects.toMatchObject({ reason: 'no such page' });
    await expect(pdfPageImage(bytes, 0)).rejects.toMatchObject({ reason: 'no such page' });

    const { pdf: jbig2 } = await pdfWithImage(
      { Width: 8, Height: 8, BitsPerComponent: 1, ColorSpace: 'DeviceGray', Filter: 'JBIG2Decode' },
      new Uint8Array(8),
    );
    await expect(pdfPageImage(await jbig2.save(), 1)).rejects.toThrow(
      /this PDF page cannot be rendered: .*JBIG2Decode/i,
    );

    const { pdf: aligned } = await pdfWithImage(
      {
        Width: 8,
        Height: 8,
        BitsPerComponent: 1,
        Filter: 'CCITTFaxDecode',
        DecodeParms: { K: -1, Columns: 8, EncodedByteAlign: PDFBool.True },
      },
      new Uint8Array(8),
    );
    await expect(pdfPageImage(await aligned.save(), 1)).rejects.toMatchObject({ reason: 'cannot render' });

    const error = await pdfPageImage(Buffer.from('GIF89a not a pdf'), 1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageError);
    expect(error).toMatchObject({ reason: 'cannot render' });
  });
});
