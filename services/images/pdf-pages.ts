import { inflateSync } from 'node:zlib';
import sharp from 'sharp';
import {
  PDFArray,
  PDFBool,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream,
  type PDFObject,
  type PDFPage,
} from 'pdf-lib';
import { ImageError } from './image-error';
import { singleStripTiff, type StripImage } from './single-strip-tiff';

/**
 * A recorded PDF's page as an image sharp reads. sharp (libvips) has no PDF loader here, and a recorded PDF is
 * a scan: one image XObject a page, nearly always 1-bit CCITT G4. So the page's image is taken out as it is
 * stored: a CCITT stream is wrapped in a one-strip TIFF (libtiff decodes it), a JPEG is the JPEG, and plain
 * Flate (or uncompressed) pixels are wrapped in an uncompressed TIFF. Anything else (a page with no image,
 * other filters, Flate predictors) is refused rather than drawn wrong; text or vectors over the scan are not drawn.
 */

export const loadPdf = (file: Uint8Array) =>
  PDFDocument.load(file, { updateMetadata: false }).catch((error: unknown) => {
    throw new ImageError('cannot render', `This file is not a PDF that can be read: ${(error as Error).message}`);
  });

export async function pdfPageImage(file: Uint8Array, pageNumber: number): Promise<Buffer> {
  const pdf = await loadPdf(file);
  if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > pdf.getPageCount()) {
    throw new ImageError('no such page', `The PDF has no page ${pageNumber}.`);
  }
  const page = pdf.getPage(pageNumber - 1);
  const image = scanOf(page, pageNumber);
  const dict = image.dict;
  const width = numberIn(dict, 'Width');
  const height = numberIn(dict, 'Height');
  const filter = oneOf(dict.lookup(PDFName.of('Filter')));
  const parms = oneOf(dict.lookup(PDFName.of('DecodeParms')));
  const turn = (((page.getRotation().angle % 360) + 360) % 360) as 0 | 90 | 180 | 270;
  const orientation = ({ 0: 1, 90: 6, 180: 3, 270: 8 } as const)[turn] ?? 1;
  const cannot = (why: string) => new ImageError('cannot render', `This PDF page cannot be rendered: ${why}.`);

  if (filter === 'DCTDecode') {
    const jpeg = Buffer.from(image.contents);
    return turn ? sharp(jpeg).rotate(turn).jpeg({ quality: 90 }).toBuffer() : jpeg;
  }
  // 0 samples are black (the PDF default); Decode [1 0] swaps them.
  const inverted = decodeInverted(dict);
  const box = page.getMediaBox();
  const dpi = {
    x: width && box.width ? width / (box.width / 72) : 200,
    y: height && box.height ? height / (box.height / 72) : 200,
  };
  if (filter === 'CCITTFaxDecode') {
    const parm = parms instanceof PDFDict ? parms : undefined;
    const k = parm ? (numberIn(parm, 'K') ?? 0) : 0;
    const columns = parm ? (numberIn(parm, 'Columns') ?? 1728) : 1728;
    const rows = height || (parm && numberIn(parm, 'Rows'));
    const byteAlign = parm?.lookup(PDFName.of('EncodedByteAlign')) === PDFBool.True;
    const blackIs1 = parm?.lookup(PDFName.of('BlackIs1')) === PDFBool.True;
    if (!rows) throw cannot('the fax image has no height');
    if (k < 0 && byteAlign) throw cannot('byte-aligned Group 4 data has no TIFF form');
    // libtiff writes coded black runs as 1; with BlackIs1 false those show black (WhiteIsZero).
    return singleStripTiff({
      width: width ?? columns,
      height: rows,
      bitsPerSample: 1,
      samplesPerPixel: 1,
      compression: k < 0 ? 4 : 3,
      t4Options: (k > 0 ? 1 : 0) | (byteAlign ? 4 : 0),
      photometric: blackIs1 !== inverted ? 1 : 0,
      orientation,
      dpi,
      data: image.contents,
    });
  }
  if (filter === 'FlateDecode' || filter === undefined) {
    const predictor = parms instanceof PDFDict ? (numberIn(parms, 'Predictor') ?? 1) : 1;
    const mask = dict.lookup(PDFName.of('ImageMask')) === PDFBool.True;
    const bits = mask ? 1 : numberIn(dict, 'BitsPerComponent');
    const samples = mask ? 1 : samplesOf(dict);
    if (predictor !== 1) throw cannot(`Flate predictor ${predictor} is not supported`);
    if (!width || !height || (bits !== 1 && bits !== 8) || !samples) throw cannot('its pixels are not gray or RGB');
    let data: Uint8Array;
    try {
      data = filter ? inflateSync(image.contents) : image.contents;
    } catch {
      throw cannot('its Flate data is damaged');
    }
    const expected = Math.ceil((width * bits * samples) / 8) * height;
    if (data.length < expected) throw cannot('its pixel data is short');
    const strip: StripImage = {
      width,
      height,
      bitsPerSample: bits,
      samplesPerPixel: samples,
      compression: 1,
      photometric: samples === 3 ? 2 : inverted ? 0 : 1,
      orientation,
      dpi,
      data: data.subarray(0, expected),
    };
    return singleStripTiff(strip);
  }
  throw cannot(`its image is ${String(filter)} coded`);
}

/** The page's one image XObject (the largest, should a scan carry a small logo as well). */
function scanOf(page: PDFPage, pageNumber: number): PDFRawStream {
  const xObjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  const images: PDFRawStream[] = [];
  for (const [, ref] of xObjects?.entries() ?? []) {
    const object = page.doc.context.lookup(ref);
    if (object instanceof PDFRawStream && object.dict.lookup(PDFName.of('Subtype')) === PDFName.of('Image')) {
      images.push(object);
    }
  }
  const area = (image: PDFRawStream) => (numberIn(image.dict, 'Width') ?? 0) * (numberIn(image.dict, 'Height') ?? 0);
  const scan = images.sort((a, b) => area(b) - area(a))[0];
  if (!scan)
    throw new ImageError('cannot render', `This PDF page cannot be rendered: page ${pageNumber} has no image.`);
  return scan;
}

function numberIn(dict: PDFDict, key: string): number | undefined {
  const value = dict.lookup(PDFName.of(key));
  return value instanceof PDFNumber ? value.asNumber() : undefined;
}

/** A filter (or its parameters) given alone or as a one-item array; more than one filter is not handled. */
function oneOf(value: PDFObject | undefined): string | PDFObject | undefined {
  const single = value instanceof PDFArray ? (value.size() === 1 ? value.lookup(0) : value) : value;
  return single instanceof PDFName ? single.decodeText() : single;
}

function decodeInverted(dict: PDFDict): boolean {
  const decode = dict.lookupMaybe(PDFName.of('Decode'), PDFArray);
  const first = decode?.lookup(0);
  return first instanceof PDFNumber && first.asNumber() === 1;
}

function samplesOf(dict: PDFDict): 1 | 3 | undefined {
  const space = dict.lookup(PDFName.of('ColorSpace'));
  if (space === PDFName.of('DeviceGray')) return 1;
  if (space === PDFName.of('DeviceRGB')) return 3;
  if (space instanceof PDFArray && space.lookup(0) === PDFName.of('ICCBased')) {
    const n = space.lookup(1);
    const count = n instanceof PDFRawStream ? numberIn(n.dict, 'N') : undefined;
    return count === 1 || count === 3 ? count : undefined;
  }
  return undefined;
}
