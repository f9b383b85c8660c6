import { readFile, stat } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import sharp from 'sharp';
import type { SourcedDocKey } from '@landrecords/contracts/records/parts';
import { ImageError } from './image-error';
import { loadPdf, pdfPageImage } from './pdf-pages';

/** A page as sharp reads it: the file (or bytes) and the page of it, 0 first. See `sharpOf`. */
export interface PageImage {
  input: string | Buffer;
  page: number;
}

/** Where the recorded documents' page images are kept. An image key names one document's file of pages. */
export interface ImageStore {
  pageCount(imageKey: string): Promise<number>;
  /** Page 1 is the first. */
  readPage(imageKey: string, pageNumber: number): Promise<PageImage>;
  /** Changes when the document's file is replaced, so what was made from the old one is not served again. */
  version(imageKey: string): Promise<string>;
  /** The document's file as it is stored, e.g. to copy its pages out as they are. */
  source(imageKey: string): Promise<StoredFile>;
}

export interface StoredFile {
  format: 'pdf' | 'tiff';
  bytes: Buffer;
}

/** As the recording system files a document's pages: `<imageKeyType>/<docKeyNumber>` (the demo writes .tif). */
export const imageKeyOf = (key: Pick<SourcedDocKey, 'imageKeyType' | 'docKeyNumber'>): string =>
  `${key.imageKeyType}/${key.docKeyNumber}`;

/** Rotated as the file says (a TIFF's Orientation, which a rotated PDF page is given). */
export const sharpOf = (page: PageImage) => sharp(page.input, { page: page.page, autoOrient: true });

const extensions = ['.tif', '.tiff', '.pdf'];

/** The local file system adapter: `<rootDir>/<imageKey>` with .tif, .tiff or .pdf (or the key's own). */
export function localImageStore(rootDir: string): ImageStore {
  const root = resolve(rootDir);

  async function fileOf(imageKey: string) {
    const base = join(root, checkedKey(imageKey));
    const inside = relative(root, base);
    if (!inside || inside.startsWith('..') || isAbsolute(inside)) throw badKey(imageKey);
    const candidates = extensions.some((ext) => base.toLowerCase().endsWith(ext))
      ? [base]
      : extensions.map((ext) => base + ext);
    for (const path of candidates) {
      try {
        const found = await stat(path);
        if (found.isFile()) return { path, found, pdf: path.toLowerCase().endsWith('.pdf') };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    throw new ImageError('no such image', `There is no image ${JSON.stringify(imageKey)}.`);
  }

  return {
    async pageCount(imageKey) {
      const { path, pdf } = await fileOf(imageKey);
      return pdf ? (await loadPdf(await readFile(path))).getPageCount() : tiffPageCount(path);
    },
    async readPage(imageKey, pageNumber) {
      const { path, pdf } = await fileOf(imageKey);
      if (pdf) return { input: await pdfPageImage(await readFile(path), pageNumber), page: 0 };
      const count = await tiffPageCount(path);
      if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > count) {
        throw new ImageError('no such page', `The image ${JSON.stringify(imageKey)} has no page ${pageNumber}.`);
      }
      return { input: path, page: pageNumber - 1 };
    },
    async version(imageKey) {
      const { found } = await fileOf(imageKey);
      return `${found.size}-${Math.trunc(found.mtimeMs)}`;
    },
    async source(imageKey) {
      const { path, pdf } = await fileOf(imageKey);
      return { format: pdf ? 'pdf' : 'tiff', bytes: await readFile(path) };
    },
  };
}

const tiffPageCount = async (path: string) => (await sharp(path).metadata()).pages ?? 1;

const badKey = (imageKey: string) => new ImageError('bad key', `${JSON.stringify(imageKey)} is not an image key.`);

/** A relative path of plain names: no NUL, no root, no `..` (the resolved path is checked as well). */
function checkedKey(imageKey: string): string {
  if (typeof imageKey !== 'string' || !imageKey || imageKey.includes('\0')) throw badKey(imageKey);
  if (isAbsolute(imageKey) || /^[\\/]|^[a-z]:/i.test(imageKey)) throw badKey(imageKey);
  if (imageKey.split(/[\\/]/).some((part) => part === '..' || part === '')) throw badKey(imageKey);
  return imageKey.split('/').join(sep);
}
