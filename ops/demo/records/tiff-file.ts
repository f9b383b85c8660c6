/**
 * The TIFF container of a recorded document's pages: one IFD a page, each page cut in strips of the same
 * height, every strip CCITT G4 coded on its own (TIFF 6.0 §11). A strip the file already holds (a form's
 * blank margin, the same boilerplate page twice) is written once and pointed at again.
 */

import {
  directorySize,
  LONG,
  RATIONAL,
  SHORT,
  writeDirectory,
  writeHeader,
  type Entry,
} from '../../../services/images/tiff-directory';

export interface TiffPage {
  width: number;
  height: number;
  rowsPerStrip: number;
  /** G4 data of each strip, top to bottom. */
  strips: readonly Buffer[];
  dpi: number;
}

/** A little-endian multi-page TIFF: Compression 4, PhotometricInterpretation 0 (WhiteIsZero), NewSubfileType page. */
export function writeG4Tiff(pages: readonly TiffPage[]): Buffer {
  const offsets = new Map<Buffer, number>();
  const data: Buffer[] = [];
  let end = 8;
  for (const page of pages) {
    for (const strip of page.strips) {
      if (offsets.has(strip)) continue;
      offsets.set(strip, end);
      data.push(strip);
      end += strip.length;
    }
  }
  if (end % 2) {
    data.push(Buffer.alloc(1));
    end += 1;
  }
  const directories = pages.map((page, index): Entry[] => [
    { tag: 254, type: LONG, values: [2] },
    { tag: 256, type: SHORT, values: [page.width] },
    { tag: 257, type: SHORT, values: [page.height] },
    { tag: 258, type: SHORT, values: [1] },
    { tag: 259, type: SHORT, values: [4] },
    { tag: 262, type: SHORT, values: [0] },
    { tag: 266, type: SHORT, values: [1] },
    { tag: 273, type: LONG, values: page.strips.map((strip) => offsets.get(strip)!) },
    { tag: 277, type: SHORT, values: [1] },
    { tag: 278, type: SHORT, values: [page.rowsPerStrip] },
    { tag: 279, type: LONG, values: page.strips.map((strip) => strip.length) },
    { tag: 282, type: RATIONAL, values: [page.dpi, 1] },
    { tag: 283, type: RATIONAL, values: [page.dpi, 1] },
    { tag: 293, type: LONG, values: [0] },
    { tag: 296, type: SHORT, values: [2] },
    { tag: 297, type: SHORT, values: [index, pages.length] },
  ]);
  const sizes = directories.map(directorySize);
  const total = end + sizes.reduce((sum, size) => sum + size, 0);
  const file = Buffer.alloc(total);
  writeHeader(file, end);
  let at = 8;
  for (const chunk of data) at += chunk.copy(file, at);
  directories.forEach((entries, index) => {
    const next = index + 1 < directories.length ? at + sizes[index]! : 0;
    writeDirectory(file, at, entries, next);
    at += sizes[index]!;
  });
  return file;
}

/** The tags of every IFD of a TIFF (classic, either byte order), each tag's values as numbers. */
export function readTiffDirectories(file: Buffer): Array<Map<number, number[]>> {
  const little = file.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? file.readUInt16LE(at) : file.readUInt16BE(at));
  const u32 = (at: number) => (little ? file.readUInt32LE(at) : file.readUInt32BE(at));
  if (u16(2) !== 42) throw new Error('not a classic TIFF');
  const directories: Array<Map<number, number[]>> = [];
  for (let offset = u32(4); offset !== 0 && directories.length < 10_000;) {
    const tags = new Map<number, number[]>();
    const count = u16(offset);
    for (let i = 0; i < count; i++) {
      const at = offset + 2 + i * 12;
      const type = u16(at + 2);
      const n = u32(at + 4);
      const size = type === SHORT ? 2 : type === LONG ? 4 : type === RATIONAL ? 8 : 1;
      const valuesAt = n * size <= 4 ? at + 8 : u32(at + 8);
      const values: number[] = [];
      for (let k = 0; k < n; k++) {
        if (type === SHORT) values.push(u16(valuesAt + k * 2));
        else if (type === LONG) values.push(u32(valuesAt + k * 4));
        else if (type === RATIONAL) values.push(u32(valuesAt + k * 8) / u32(valuesAt + k * 8 + 4));
        else values.push(file[valuesAt + k]!);
      }
      tags.set(u16(at), values);
    }
    directories.push(tags);
    offset = u32(offset + 2 + count * 12);
  }
  return directories;
}

/** The strips of one IFD, as slices of the file. */
export function stripsOf(file: Buffer, directory: Map<number, number[]>): Buffer[] {
  const offsets = directory.get(273) ?? [];
  const counts = directory.get(279) ?? [];
  return offsets.map((offset, i) => file.subarray(offset, offset + counts[i]!));
}
