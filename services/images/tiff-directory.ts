/** A classic TIFF's image file directory (IFD): written little-endian by both TIFF writers of the project, read either way. */

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

/**
 * The directories of a classic TIFF (either byte order), in file order: for each, the tags asked for whose values
 * are BYTE, SHORT, LONG or RATIONAL, as numbers (a RATIONAL as its quotient). Throws where the file is not one.
 */
export function readDirectories(file: Uint8Array, tags: ReadonlySet<number>): Array<Map<number, number[]>> {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const order = String.fromCharCode(file[0] ?? 0, file[1] ?? 0);
  if (order !== 'II' && order !== 'MM') throw new Error('it is not a TIFF');
  const little = order === 'II';
  const inFile = (at: number, size: number) => {
    if (at + size > file.length) throw new Error('it is cut short');
    return at;
  };
  const u16 = (at: number) => view.getUint16(inFile(at, 2), little);
  const u32 = (at: number) => view.getUint32(inFile(at, 4), little);
  if (u16(2) !== 42) throw new Error('it is not a classic TIFF');
  const sizes: Record<number, number> = { 1: 1, 3: 2, 4: 4, 5: 8, 13: 4 };
  const directories: Array<Map<number, number[]>> = [];
  const seen = new Set<number>();
  for (let offset = u32(4); offset !== 0; offset = u32(offset + 2 + u16(offset) * 12)) {
    if (seen.has(offset) || seen.size >= 10_000) throw new Error('its directories loop');
    seen.add(offset);
    const found = new Map<number, number[]>();
    for (let i = 0, count = u16(offset); i < count; i++) {
      const at = offset + 2 + i * 12;
      const size = sizes[u16(at + 2)];
      if (!tags.has(u16(at)) || !size) continue;
      const n = u32(at + 4);
      const valuesAt = inFile(n * size <= 4 ? at + 8 : u32(at + 8), n * size);
      const read = (k: number) => {
        const value = valuesAt + k * size;
        if (size === 1) return file[value]!;
        if (size === 2) return u16(value);
        return size === 4 ? u32(value) : u32(value) / u32(value + 4);
      };
      found.set(
        u16(at),
        Array.from({ length: n }, (_, k) => read(k)),
      );
    }
    directories.push(found);
  }
  return directories;
}
