/** A classic little-endian TIFF's image file directory (IFD): what both TIFF writers of the project share. */

export const SHORT = 3;
export const LONG = 4;
export const RATIONAL = 5;

/** A tag and its values; a RATIONAL is listed as its two LONGs. */
export interface Entry {
  tag: number;
  type: number;
  values: readonly number[];
}

/** Bytes of an entry's values. */
export const entrySize = (entry: Entry) => entry.values.length * (entry.type === SHORT ? 2 : 4);

/** Bytes of a directory: its count, entries and next-IFD offset, then the values too long to sit in an entry. */
export const directorySize = (entries: readonly Entry[]) =>
  2 + entries.length * 12 + 4 + entries.reduce((sum, e) => sum + (entrySize(e) > 4 ? entrySize(e) : 0), 0);

/** Writes a directory at `at`, its long values right after its entries, pointing to `next` (0: the last). */
export function writeDirectory(file: Buffer, at: number, entries: readonly Entry[], next: number): void {
  let extra = at + 2 + entries.length * 12 + 4;
  file.writeUInt16LE(entries.length, at);
  let entryAt = at + 2;
  for (const entry of entries) {
    file.writeUInt16LE(entry.tag, entryAt);
    file.writeUInt16LE(entry.type, entryAt + 2);
    file.writeUInt32LE(entry.type === RATIONAL ? entry.values.length / 2 : entry.values.length, entryAt + 4);
    let valueAt = entryAt + 8;
    if (entrySize(entry) > 4) {
      file.writeUInt32LE(extra, entryAt + 8);
      valueAt = extra;
      extra += entrySize(entry);
    }
    for (const value of entry.values) {
      valueAt = entry.type === SHORT ? file.writeUInt16LE(value, valueAt) : file.writeUInt32LE(value, valueAt);
    }
    entryAt += 12;
  }
  file.writeUInt32LE(next, entryAt);
}

/** The 8-byte header of a little-endian TIFF whose first directory is at `firstDirectory`. */
export function writeHeader(file: Buffer, firstDirectory: number): void {
  file.write('II', 0, 'latin1');
  file.writeUInt16LE(42, 2);
  file.writeUInt32LE(firstDirectory, 4);
}
