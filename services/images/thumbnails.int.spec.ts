import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { localImageStore, thumbnails, type ImageStore } from './index';

const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url));
const mark = 'UNOFFICIAL COPY';
const realPdfs = [
  { key: 'deed-3917312', pages: 7 },
  { key: 'decree-1460797', pages: 4 },
];

async function darkShare(jpeg: Buffer): Promise<number> {
  const { data } = await sharp(jpeg).toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  let dark = 0;
  for (const value of data) if (value < 128) dark += 1;
  return dark / data.length;
}

/** The fixtures' store, counting the pages it is asked to read. */
function countingStore(): ImageStore & { reads: number } {
  const store = localImageStore(fixtures);
  const counting = {
    reads: 0,
    pageCount: store.pageCount,
    version: store.version,
    source: store.source,
    readPage: (key: string, page: number) => {
      counting.reads += 1;
      return store.readPage(key, page);
    },
  };
  return counting;
}

let cacheDir: string;
beforeAll(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'thumbnails-'));
});
afterAll(async () => {
  await rm(cacheDir, { recursive: true, force: true });
});

const filesUnder = async (dir: string) =>
  (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

describe('thumbnails of the real recorded PDFs', () => {
  it.each(realPdfs)(
    'makes a JPEG of each page of $key at 200 and 1000 pixels, the page’s shape',
    async ({ key, pages }) => {
      const store = localImageStore(fixtures);
      const made = thumbnails(store, cacheDir);
      for (let page = 1; page <= pages; page++) {
        const scan = await sharp((await store.readPage(key, page)).input).metadata();
        for (const width of [200, 1000]) {
          const jpeg = await made.thumbnail(key, page, { width, mark });
          const metadata = await sharp(jpeg).metadata();
          expect(metadata).toMatchObject({ format: 'jpeg', width, channels: 1 });
          expect(Math.abs(metadata.height! - (width * scan.height!) / scan.width!)).toBeLessThanOrEqual(1);
          // The scan, not a blank or black page: mostly paper, some ink (gray once shrunk).
          const { channels } = await sharp(jpeg).stats();
          expect(channels[0]!.mean).toBeGreaterThan(170);
          expect(channels[0]!.mean).toBeLessThan(250);
          const dark = await darkShare(jpeg);
          expect(dark).toBeGreaterThan(0.005);
          expect(dark).toBeLessThan(0.2);
        }
      }
    },
  );
});

describe('thumbnails', () => {
  it('draws the mark it is given', async () => {
    const made = thumbnails(localImageStore(fixtures), cacheDir);
    const plain = await made.thumbnail('deed-3917312', 7, { width: 400, mark: '' });
    const marked = await made.thumbnail('deed-3917312', 7, { width: 400, mark });
    const translated = await made.thumbnail('deed-3917312', 7, { width: 400, mark: 'COPIA NO OFICIAL' });
    // The share of pixels the mark changed visibly: a diagonal band of large letters, not nothing, not everything.
    const pixels = async (jpeg: Buffer) => (await sharp(jpeg).toColourspace('b-w').raw().toBuffer()).values();
    const [a, b] = [await pixels(plain), await pixels(marked)];
    let changed = 0;
    let count = 0;
    for (const value of a) {
      if (Math.abs(value - b.next().value!) > 20) changed += 1;
      count += 1;
    }
    expect(changed / count).toBeGreaterThan(0.03);
    expect(changed / count).toBeLessThan(0.3);
    expect(translated.equals(marked)).toBe(false);
  });

  it('reads the second call from the cache: no page read, the file untouched', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'thumbnails-hit-'));
    try {
      const store = countingStore();
      const made = thumbnails(store, dir);
      const first = await made.thumbnail('decree-1460797', 2, { width: 200, mark });
      const [file] = await filesUnder(dir);
      const written = await stat(file!);
      const second = await made.thumbnail('decree-1460797', 2, { width: 200, mark });
      expect(store.reads).toBe(1);
      expect(second.equals(first)).toBe(true);
      expect((await stat(file!)).mtimeMs).toBe(written.mtimeMs);
      // A new cache over the same folder (a restarted server) finds it too.
      const again = countingStore();
      await thumbnails(again, dir).thumbnail('decree-1460797', 2, { width: 200, mark });
      expect(again.reads).toBe(0);
      // Another width, page or mark is another thumbnail.
      await made.thumbnail('decree-1460797', 2, { width: 1000, mark });
      await made.thumbnail('decree-1460797', 3, { width: 200, mark });
      await made.thumbnail('decree-1460797', 2, { width: 200, mark: 'COPIA NO OFICIAL' });
      expect(store.reads).toBe(4);
      expect(await filesUnder(dir)).toHaveLength(4);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('makes a thumbnail asked for twice at once only once, and leaves no temporary file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'thumbnails-once-'));
    try {
      const store = countingStore();
      const made = thumbnails(store, dir);
      const [a, b] = await Promise.all([
        made.thumbnail('deed-3917312', 1, { width: 200, mark }),
        made.thumbnail('deed-3917312', 1, { width: 200, mark }),
      ]);
      expect(store.reads).toBe(1);
      expect(a.equals(b)).toBe(true);
      const files = await filesUnder(dir);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\/1-200-[0-9a-f]{16}\.jpg$/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('caches nothing for a page that cannot be read', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'thumbnails-none-'));
    try {
      const made = thumbnails(localImageStore(fixtures), dir);
      await expect(made.thumbnail('deed-3917312', 8, { width: 200, mark })).rejects.toMatchObject({
        reason: 'no such page',
      });
      await expect(made.thumbnail('../fixtures/deed-3917312', 1, { width: 200, mark })).rejects.toMatchObject({
        reason: 'bad key',
      });
      await expect(made.thumbnail('deed-3917312', 1, { width: 0, mark })).rejects.toThrow(RangeError);
      expect(await filesUnder(dir)).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
