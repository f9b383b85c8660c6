import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { ImageError } from './image-error';
import { sharpOf, type ImageStore } from './image-store';

export interface ThumbnailRequest {
  /** Pixels across: about 200 for the strip of five, about 1000 for the large view. */
  width: number;
  /** The preview mark, e.g. 'UNOFFICIAL COPY' (given, so it can be translated). */
  mark: string;
}

export interface Thumbnails {
  /** The page as a marked JPEG, from the cache when it was made before. */
  thumbnail(imageKey: string, pageNumber: number, request: ThumbnailRequest): Promise<Buffer>;
}

const hash = (...parts: string[]) => createHash('sha256').update(parts.join('\0')).digest('hex');

/**
 * Thumbnails cached as `<cacheDir>/<hash of key>/<page>-<width>-<hash of file version and mark>.jpg`: a
 * replaced file or another mark makes a new name. Written to a temporary name and renamed, so a crash leaves
 * no half file; the same thumbnail asked for twice at once is made once.
 */
export function thumbnails(store: ImageStore, cacheDir: string): Thumbnails {
  const making = new Map<string, Promise<Buffer>>();

  return {
    async thumbnail(imageKey, pageNumber, { width, mark }) {
      if (!Number.isInteger(width) || width < 16 || width > 4000) {
        throw new RangeError(`A thumbnail is 16 to 4000 pixels wide, not ${width}.`);
      }
      if (!Number.isInteger(pageNumber) || pageNumber < 1) {
        throw new ImageError('no such page', `There is no page ${pageNumber}.`);
      }
      const version = await store.version(imageKey);
      const path = join(cacheDir, hash(imageKey), `${pageNumber}-${width}-${hash(version, mark).slice(0, 16)}.jpg`);
      const cached = await readFile(path).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      });
      if (cached) return cached;
      let made = making.get(path);
      if (!made) {
        made = make(store, imageKey, pageNumber, width, mark).then(async (jpeg) => {
          await writeAtomically(path, jpeg);
          return jpeg;
        });
        making.set(path, made);
        void made.finally(() => making.delete(path)).catch(() => {});
      }
      return made;
    },
  };
}

async function make(store: ImageStore, imageKey: string, pageNumber: number, width: number, mark: string) {
  const page = await store.readPage(imageKey, pageNumber);
  const image = sharpOf(page);
  const { space } = await image.metadata();
  const gray = space === 'b-w' || space === 'grey16'; // a scan stays one channel: a smaller JPEG
  // Resized first, so the mark is drawn at the thumbnail's own size.
  const { data, info } = await image
    .resize({ width })
    .toColourspace(gray ? 'b-w' : 'srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const resized = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const marked = mark ? resized.composite([{ input: markSvg(info.width, info.height, mark) }]) : resized;
  return marked
    .toColourspace(gray ? 'b-w' : 'srgb')
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** The mark across the page corner to corner, gray and half seen through, sized to fill the diagonal. */
export function markSvg(width: number, height: number, mark: string): Buffer {
  const diagonal = Math.hypot(width, height);
  const angle = (-Math.atan2(height, width) * 180) / Math.PI;
  const fontSize = Math.max(8, Math.round(Math.min((diagonal * 0.8) / (mark.length * 0.62), height / 6)));
  const text = mark.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<text x="50%" y="50%" transform="rotate(${angle.toFixed(2)} ${width / 2} ${height / 2})" ` +
      `text-anchor="middle" dominant-baseline="middle" font-family="sans-serif" font-weight="bold" ` +
      `font-size="${fontSize}" fill="#808080" fill-opacity="0.3">${text}</text></svg>`,
  );
}

async function writeAtomically(path: string, bytes: Buffer): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, bytes);
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
