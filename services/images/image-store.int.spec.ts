import { copyFile, mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { imageKeyOf, localImageStore, sharpOf, type ImageStore } from './index';

const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url));
const width = 400;
const height = 300;

/** A three-page G4 TIFF as a scanner writes one: page n has a black bar starting at row 50 + 60 (n - 1). */
async function threePageTiff(): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3, 255);
  for (let page = 0; page < 3; page++) {
    const top = page * height + 50 + page * 60;
    for (let row = top; row < top + 40; row++) pixels.fill(0, row * width + 20, row * width + 380);
  }
  return sharp(pixels, { raw: { width, height: height * 3, channels: 1, pageHeight: height } })
    .toColourspace('b-w')
    .tiff({ compression: 'ccittfax4', bitdepth: 1, xres: 200 / 25.4, yres: 200 / 25.4 })
    .toBuffer();
}

/** The first row of the page with ink in column 100. */
async function barTop(store: ImageStore, key: string, pageNumber: number): Promise<number> {
  const { data, info } = await sharpOf(await store.readPage(key, pageNumber))
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (let row = 0; row < info.height; row++) if (data[row * info.width + 100]! < 128) return row;
  return -1;
}

let root: string;
let store: ImageStore;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'image-store-'));
  await mkdir(join(root, 'DEED'));
  const tiff = await threePageTiff();
  await writeFile(join(root, 'DEED', '2024-000123.tif'), tiff);
  await writeFile(join(root, 'DEED', 'scanned.tiff'), tiff);
  await copyFile(join(fixtures, 'deed-3917312.pdf'), join(root, 'DEED', '3917312.pdf'));
  await copyFile(join(fixtures, 'decree-1460797.pdf'), join(root, 'decree-1460797.pdf'));
  store = localImageStore(root);
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('localImageStore', () => {
  it('finds a document by its sourced key as the demo files it, <imageKeyType>/<docKeyNumber>.tif', async () => {
    const key = imageKeyOf({ imageKeyType: 'DEED', docKeyNumber: '2024-000123' });
    expect(key).toBe('DEED/2024-000123');
    expect(await store.pageCount(key)).toBe(3);
  });

  it('reads page N of a multi-page G4 TIFF', async () => {
    expect(await barTop(store, 'DEED/2024-000123', 1)).toBe(50);
    expect(await barTop(store, 'DEED/2024-000123', 2)).toBe(110);
    expect(await barTop(store, 'DEED/scanned', 3)).toBe(170);
    expect(await barTop(store, 'DEED/scanned.tiff', 3)).toBe(170);
  });

  it('counts and reads the pages of the real PDFs', async () => {
    expect(await store.pageCount('DEED/3917312')).toBe(7);
    expect(await store.pageCount('decree-1460797.pdf')).toBe(4);
    const page = await sharpOf(await store.readPage('decree-1460797', 4)).metadata();
    expect([page.width, page.height]).toEqual([2316, 3717]);
  });

  it.each(['../outside', 'DEED/../../outside', '/etc/passwd', 'DEED/a\0b', '', 'DEED//x', 'C:\\images\\x', '..'])(
    'refuses the key %j',
    async (key) => {
      await expect(store.pageCount(key)).rejects.toMatchObject({ reason: 'bad key' });
      await expect(store.readPage(key, 1)).rejects.toMatchObject({ reason: 'bad key' });
    },
  );

  it('says there is no such image, or no such page, rather than failing', async () => {
    await expect(store.pageCount('DEED/missing')).rejects.toMatchObject({
      reason: 'no such image',
      message: 'There is no image "DEED/missing".',
    });
    await expect(store.readPage('DEED', 1)).rejects.toMatchObject({ reason: 'no such image' }); // a folder
    await expect(store.readPage('DEED/2024-000123', 4)).rejects.toMatchObject({ reason: 'no such page' });
    await expect(store.readPage('DEED/2024-000123', 0)).rejects.toMatchObject({ reason: 'no such page' });
    await expect(store.readPage('DEED/3917312', 8)).rejects.toMatchObject({ reason: 'no such page' });
  });

  it('gives the same version until the file is replaced', async () => {
    const path = join(root, 'DEED', 'replaced.tif');
    await writeFile(path, await threePageTiff());
    await utimes(path, new Date('2024-01-01'), new Date('2024-01-01'));
    const before = await store.version('DEED/replaced');
    expect(await store.version('DEED/replaced')).toBe(before);
    await writeFile(path, await threePageTiff()); // the same bytes, written again
    expect(await store.version('DEED/replaced')).not.toBe(before);
  });
});
