/**
 * A one-page, one-strip little-endian TIFF around image data taken as it is: a PDF page's CCITT fax stream
 * (Compression 3 or 4) or its inflated pixels (Compression 1), so sharp (libtiff) can decode it.
 */

import { directorySize, LONG, RATIONAL, SHORT, writeDirectory, writeHeader, type Entry } from './tiff-directory';

export interface StripImage {
  width: number;
  height: number;
  bitsPerSample: 1 | 8;
  samplesPerPixel: 1 | 3;
  /** 1 none, 3 CCITT T.4 (Group 3), 4 CCITT T.6 (Group 4). */
  compression: 1 | 3 | 4;
  /** 0 WhiteIsZero, 1 BlackIsZero, 2 RGB. */
  photometric: 0 | 1 | 2;
  /** T4Options (tag 292): bit 0 two-dimensional coding, bit 2 fill bits before EOL. Group 3 only. */
  t4Options?: number;
  /** TIFF Orientation (tag 274): 1 as stored, 6 turn 90° clockwise to show, 3 turn 180°, 8 turn 270°. */
  orientation?: 1 | 3 | 6 | 8;
  dpi: { x: number; y: number };
  data: Uint8Array;
}

/** A resolution as a RATIONAL's two LONGs, to a thousandth of a dot an inch. */
const rational = (dpi: number) => [Math.max(1, Math.round(dpi * 1000)), 1000];

export function singleStripTiff(image: StripImage): Buffer {
  const entries: Entry[] = [
    { tag: 256, type: LONG, values: [image.width] },
    { tag: 257, type: LONG, values: [image.height] },
    { tag: 258, type: SHORT, values: Array<number>(image.samplesPerPixel).fill(image.bitsPerSample) },
    { tag: 259, type: SHORT, values: [image.compression] },
    { tag: 262, type: SHORT, values: [image.photometric] },
    { tag: 273, type: LONG, values: [0] }, // the strip's offset, set below
    { tag: 274, type: SHORT, values: [image.orientation ?? 1] },
    { tag: 277, type: SHORT, values: [image.samplesPerPixel] },
    { tag: 278, type: LONG, values: [image.height] },
    { tag: 279, type: LONG, values: [image.data.length] },
    { tag: 282, type: RATIONAL, values: rational(image.dpi.x) },
    { tag: 283, type: RATIONAL, values: rational(image.dpi.y) },
    ...(image.compression === 3 ? [{ tag: 292, type: LONG, values: [image.t4Options ?? 0] }] : []),
    { tag: 296, type: SHORT, values: [2] }, // inches
  ];
  const dataAt = 8 + directorySize(entries);
  entries.find((entry) => entry.tag === 273)!.values = [dataAt];
  const file = Buffer.alloc(dataAt + image.data.length);
  writeHeader(file, 8);
  writeDirectory(file, 8, entries, 0);
  file.set(image.data, dataAt);
  return file;
}
