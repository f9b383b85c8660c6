import { promisify } from 'node:util';
import { deflate } from 'node:zlib';
import {
  concatTransformationMatrix,
  decodePDFRawStream,
  drawObject,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  popGraphicsState,
  pushGraphicsState,
  type PDFPage,
} from 'pdf-lib';
import { ImageError } from './image-error';
import { sharpOf, type ImageStore } from './image-store';
import { loadPdf } from './pdf-pages';
import { readDirectories } from './tiff-directory';

const maker = 'Land records portal';

/**
 * The bought pages of a document as one PDF (page 1 is the first; in the order given), unmarked. A PDF's pages
 * are copied as they are; a TIFF page in one CCITT G4 strip is embedded as it is, any other is decoded and
 * embedded losslessly (1 bit a pixel where the page is 1-bit). A list of no pages or of a page twice is a
 * RangeError; a page the file does not have, an ImageError.
 */
export async function downloadPdf(store: ImageStore, imageKey: string, pages: readonly number[]): Promise<Uint8Array> {
  if (pages.length === 0) throw new RangeError('A download needs at least one page.');
  if (new Set(pages).size !== pages.length) throw new RangeError(`A download lists each page once, not ${pages}.`);
  const source = await store.source(imageKey);
  const out = await PDFDocument.create({ updateMetadata: false });
  out.setProducer(maker);
  out.setCreator(maker);
  if (source.format === 'pdf') await copyPdfPages(out, source.bytes, imageKey, pages);
  else await addTiffPages(out, source.bytes, imageKey, pages);
  return out.save();
}

function checkRange(imageKey: string, pages: readonly number[], count: number): void {
  for (const page of pages) {
    if (!Number.isInteger(page) || page < 1 || page > count) {
      throw new ImageError('no such page', `The image ${JSON.stringify(imageKey)} has no page ${page}.`);
    }
  }
}

async function copyPdfPages(out: PDFDocument, file: Buffer, imageKey: string, pages: readonly number[]) {
  const pdf = await loadPdf(file);
  checkRange(imageKey, pages, pdf.getPageCount());
  for (const number of pages) keepOwnPage(pdf.getPage(number - 1));
  const copies = await out.copyPages(
    pdf,
    pages.map((number) => number - 1),
  );
  for (const copy of copies) out.addPage(copy);
}

/** What a page shows; other entries (annotations, article beads, structure) may point at pages not bought. */
const pageEntries = new Set(
  [
    ...['Type', 'Parent', 'Resources', 'Contents', 'Rotate', 'UserUnit', 'Group'],
    ...['MediaBox', 'CropBox', 'BleedBox', 'TrimBox', 'ArtBox'],
  ].map((key) => PDFName.of(key)),
);

/**
 * Cuts a page of the source down to what it shows, and its XObjects to those its content draws: some producers
 * give every page one shared resource dictionary with all the scans, which would copy the pages not bought too.
 */
function keepOwnPage(page: PDFPage): void {
  for (const key of page.node.keys()) if (!pageEntries.has(key)) page.node.delete(key);
  const resources = page.node.Resources();
  const xObjects = resources?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  const drawn = drawnNames(page);
  if (!resources || !xObjects || !drawn) return;
  const kept = page.doc.context.obj({});
  for (const [name, ref] of xObjects.entries()) if (drawn.has(name.decodeText())) kept.set(name, ref);
  const own = resources.clone(page.doc.context);
  own.set(PDFName.of('XObject'), kept);
  page.node.set(PDFName.of('Resources'), own);
}

/** The names the page's content draws with `Do`; undefined where its content cannot be read (all are kept). */
function drawnNames(page: PDFPage): Set<string> | undefined {
  const contents = page.node.Contents();
  if (!contents) return new Set();
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  const names = new Set<string>();
  for (const stream of streams) {
    if (!(stream instanceof PDFRawStream)) return undefined;
    let text: string;
    try {
      text = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
    } catch {
      return undefined;
    }
    for (const [, name] of text.matchAll(/\/([^\s/[\]()<>{}%]+)\s*Do(?![^\s/[\]()<>{}%])/g)) {
      names.add(name!.replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))));
    }
  }
  return names;
}

/** ImageWidth, ImageLength, BitsPerSample, Compression, Photometric, FillOrder, StripOffsets, Orientation, … */
const tiffTags = new Set([256, 257, 258, 259, 262, 266, 273, 274, 277, 278, 279, 282, 283, 293, 296]);

interface Scan {
  width: number;
  height: number;
  dpi: { x: number; y: number };
  /** The image XObject's entries other than its size. */
  entries: Record<string, string | number | Record<string, number | boolean>>;
  data: Uint8Array;
}

async function addTiffPages(out: PDFDocument, file: Buffer, imageKey: string, pages: readonly number[]) {
  let directories: Array<Map<number, number[]>>;
  try {
    directories = readDirectories(file, tiffTags);
  } catch (error) {
    throw new ImageError('cannot render', `This TIFF cannot be read: ${(error as Error).message}.`);
  }
  checkRange(imageKey, pages, directories.length);
  // Decoding is the slow part: a few pages at a time (sharp and zlib work off the main thread), added in order.
  const scanOf = async (number: number) => {
    const tags = directories[number - 1]!;
    return g4Strip(file, tags) ?? decoded(file, number - 1, tags);
  };
  const ahead = 4;
  const scans: Array<Promise<Scan> | undefined> = [];
  const start = (index: number) => {
    if (index >= pages.length) return;
    scans[index] = scanOf(pages[index]!);
    scans[index].catch(() => {}); // reported when its turn comes; not unhandled should an earlier page fail
  };
  for (let index = 0; index < ahead; index++) start(index);
  for (let index = 0; index < pages.length; index++) {
    start(index + ahead);
    addScanPage(out, await scans[index]!);
    scans[index] = undefined;
  }
}

function dpiOf(tags: Map<number, number[]>): { x: number; y: number } {
  const unit = tags.get(296)?.[0] ?? 2;
  const perInch = (value: number | undefined) =>
    value && Number.isFinite(value) && value > 0 && unit !== 1 ? (unit === 3 ? value * 2.54 : value) : undefined;
  const x = perInch(tags.get(282)?.[0]);
  const y = perInch(tags.get(283)?.[0]);
  return { x: x ?? y ?? 200, y: y ?? x ?? 200 };
}

/** A page of one G4 strip, stored as the PDF's CCITT filter reads it: the strip itself; else undefined. */
function g4Strip(file: Buffer, tags: Map<number, number[]>): Scan | undefined {
  const one = (tag: number, otherwise?: number) => {
    const values = tags.get(tag);
    return values ? (values.length === 1 ? values[0] : undefined) : otherwise;
  };
  const [width, height, offset, length] = [one(256), one(257), one(273), one(279)];
  const photometric = one(262);
  if (!width || !height || offset === undefined || !length || (photometric !== 0 && photometric !== 1)) return;
  if (one(259) !== 4 || one(258, 1) !== 1 || one(277, 1) !== 1 || (one(278, height) ?? 0) < height) return;
  // Reversed bit order, uncompressed mode and turned pages are left to libtiff.
  if (one(266, 1) !== 1 || ((one(293, 0) ?? 0) & 2) !== 0 || one(274, 1) !== 1) return;
  if (offset + length > file.length) throw new ImageError('cannot render', 'This TIFF page is cut short.');
  return {
    width,
    height,
    dpi: dpiOf(tags),
    // The G4 code's black runs are black where white is zero: BlackIs1 false, PDF's default (as libtiff's tiff2ps).
    entries: {
      BitsPerComponent: 1,
      ColorSpace: 'DeviceGray',
      Filter: 'CCITTFaxDecode',
      DecodeParms: { K: -1, Columns: width, Rows: height, BlackIs1: photometric === 1 },
    },
    data: file.subarray(offset, offset + length),
  };
}

const deflated = promisify(deflate);

/** Any other page, as sharp reads it (turned upright), in Flate: 1 bit a pixel where the TIFF is 1-bit. */
async function decoded(file: Buffer, index: number, tags: Map<number, number[]>): Promise<Scan> {
  const image = sharpOf({ input: file, page: index });
  const bilevel = (tags.get(258)?.[0] ?? 1) === 1 && (tags.get(277)?.[0] ?? 1) === 1;
  const { data, info } = await image
    .metadata()
    .then(({ space, hasAlpha }) =>
      (hasAlpha ? image.flatten({ background: '#ffffff' }) : image)
        .toColourspace(bilevel || space === 'b-w' || space === 'grey16' ? 'b-w' : 'srgb')
        .raw({ depth: 'uchar' })
        .toBuffer({ resolveWithObject: true }),
    )
    .catch((error: unknown) => {
      throw new ImageError('cannot render', `This TIFF page cannot be read: ${(error as Error).message}`);
    });
  const { width, height } = info;
  const pixels = bilevel ? packBits(data, width, height) : data;
  const turned = (tags.get(274)?.[0] ?? 1) >= 5;
  const dpi = dpiOf(tags);
  return {
    width,
    height,
    dpi: turned ? { x: dpi.y, y: dpi.x } : dpi,
    entries: {
      BitsPerComponent: bilevel ? 1 : 8,
      ColorSpace: info.channels === 1 ? 'DeviceGray' : 'DeviceRGB',
      Filter: 'FlateDecode',
    },
    data: await deflated(pixels),
  };
}

/** One byte a pixel (0 or 255) to one bit, rows padded to a byte; 1 is white, as DeviceGray reads it. */
function packBits(pixels: Uint8Array, width: number, height: number): Uint8Array {
  const rowBytes = Math.ceil(width / 8);
  const packed = new Uint8Array(rowBytes * height);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let byte = 0; byte < rowBytes; byte++) {
      const at = row + byte * 8;
      const end = Math.min(8, width - byte * 8);
      let bits = 0;
      if (end === 8) {
        // Unrolled: this loop is most of the work of a decoded page.
        bits =
          (pixels[at]! & 128) |
          ((pixels[at + 1]! & 128) >> 1) |
          ((pixels[at + 2]! & 128) >> 2) |
          ((pixels[at + 3]! & 128) >> 3) |
          ((pixels[at + 4]! & 128) >> 4) |
          ((pixels[at + 5]! & 128) >> 5) |
          ((pixels[at + 6]! & 128) >> 6) |
          (pixels[at + 7]! >> 7);
      } else {
        for (let k = 0; k < end; k++) bits |= (pixels[at + k]! & 128) >> k;
      }
      packed[y * rowBytes + byte] = bits;
    }
  }
  return packed;
}

function addScanPage(out: PDFDocument, scan: Scan): void {
  const width = (scan.width * 72) / scan.dpi.x;
  const height = (scan.height * 72) / scan.dpi.y;
  const image = out.context.stream(scan.data, {
    Type: 'XObject',
    Subtype: 'Image',
    Width: scan.width,
    Height: scan.height,
    ...scan.entries,
  });
  const page = out.addPage([width, height]);
  const name = page.node.newXObject('Scan', out.context.register(image));
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(width, 0, 0, height, 0, 0),
    drawObject(name),
    popGraphicsState(),
  );
}
