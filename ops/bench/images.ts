// `npm run bench:images [-- --rounds 3]`: ms a page to make the 200 px and 1000 px marked thumbnails of every page of
// the real recorded PDFs (services/images/fixtures), uncached (a fresh cache folder each round) and cached;
// 'page only' is reading the page out of its PDF (parse, extract, wrap in a TIFF) without decoding it. Then two
// figures beside their goals: five 200 px thumbnails of the 200-dpi fixture asked at once (as the strip of five),
// uncached; and downloadPdf of all pages of a 50-page TIFF written by the demo's page writer (200 dpi, letter).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { downloadPdf, imageKeyOf, localImageStore, thumbnails } from '../../services/images/index';
import { countyRecords, PageImageWriter } from '../demo/records/index';
import { repositoryRoot } from '../runtime';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '3' } } });
const rounds = Number(values.rounds);
const store = localImageStore(join(repositoryRoot, 'services', 'images', 'fixtures'));
const documents = ['deed-3917312', 'decree-1460797'];
const mark = 'UNOFFICIAL COPY';

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** Median over the rounds of the mean ms a page: uncached, then the same thumbnails again from the cache. */
async function bench(key: string, pages: number, width: number) {
  const uncached: number[] = [];
  const cached: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const cacheDir = await mkdtemp(join(tmpdir(), 'bench-images-'));
    try {
      const made = thumbnails(store, cacheDir);
      const all = () => Array.from({ length: pages }, (_, i) => made.thumbnail(key, i + 1, { width, mark }));
      uncached.push(
        (await timed(async () => {
          for (const page of all()) await page;
        })) / pages,
      );
      cached.push(
        (await timed(async () => {
          for (const page of all()) await page;
        })) / pages,
      );
    } finally {
      await rm(cacheDir, { recursive: true, force: true });
    }
  }
  return { uncached: median(uncached), cached: median(cached) };
}

const warmDir = await mkdtemp(join(tmpdir(), 'bench-images-'));
await thumbnails(store, warmDir).thumbnail(documents[0]!, 1, { width: 200, mark }); // loads sharp and pdf-lib
await rm(warmDir, { recursive: true, force: true });
console.log(`ms a page, median of ${rounds} rounds, one page at a time`);
console.log(['document', 'pages', 'page only', '200 px', '200 px cached', '1000 px', '1000 px cached'].join('\t'));
for (const key of documents) {
  const pages = await store.pageCount(key);
  const pageOnly: number[] = [];
  for (let round = 0; round < rounds; round++) {
    let total = 0;
    for (let page = 1; page <= pages; page++) total += await timed(() => store.readPage(key, page));
    pageOnly.push(total / pages);
  }
  const small = await bench(key, pages, 200);
  const large = await bench(key, pages, 1000);
  const ms = (value: number) => value.toFixed(1);
  console.log(
    [key, pages, ms(median(pageOnly)), ms(small.uncached), ms(small.cached), ms(large.uncached), ms(large.cached)].join(
      '\t',
    ),
  );
}

/** A demo record's pages, made 50: 1700 x 2200 at 200 dpi, G4 in strips of 50 rows, as the demo writes them. */
async function fiftyPageTiff(imagesDir: string) {
  const record = [...countyRecords({ documents: 20, seed: 1 })].find(
    (found) => found.kind === 'landDocument' && !found.voided && found.sourcedDocKey && found.pageCount,
  );
  if (record?.kind !== 'landDocument' || !record.sourcedDocKey) throw new Error('no land document with pages');
  await (await PageImageWriter.open(imagesDir)).write({ ...record, pageCount: 50 });
  return imageKeyOf(record.sourcedDocKey);
}

const fiveThumbnails: number[] = [];
const download: number[] = [];
const imagesDir = await mkdtemp(join(tmpdir(), 'bench-images-'));
try {
  const fiveOf = await store.pageCount(documents[0]!);
  const fiftyKey = await fiftyPageTiff(imagesDir);
  const demoStore = localImageStore(imagesDir);
  const all = Array.from({ length: 50 }, (_, i) => i + 1);
  for (let round = 0; round < rounds; round++) {
    const cacheDir = await mkdtemp(join(tmpdir(), 'bench-images-'));
    const made = thumbnails(store, cacheDir);
    const five = Array.from({ length: 5 }, (_, i) => ((round * 5 + i) % fiveOf) + 1);
    fiveThumbnails.push(
      await timed(() => Promise.all(five.map((page) => made.thumbnail(documents[0]!, page, { width: 200, mark })))),
    );
    await rm(cacheDir, { recursive: true, force: true });
    download.push(await timed(() => downloadPdf(demoStore, fiftyKey, all)));
  }
} finally {
  await rm(imagesDir, { recursive: true, force: true });
}
console.log(`\nms, median of ${rounds} rounds`);
console.log(`five thumbnails of a real 200-dpi G4 scan\t${median(fiveThumbnails).toFixed(0)}\t(goal ≤ 150 ms)`);
console.log(`a 50-page PDF download\t${median(download).toFixed(0)}\t(goal ≤ 1500 ms)`);
