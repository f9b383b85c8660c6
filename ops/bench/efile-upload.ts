// `npm run bench:efile [-- --rounds 3]`: POST /api/efile/image of a 100-page scanned PDF of about 25 MB (300 dpi G4
// pages, letter, specks enough to weigh about 245 KB a page), over real HTTP with the file streamed from disk: the time to
// the answer and the server process's memory (its RSS at rest and at peak, and the peak V8 heap + Buffers above rest),
// with the checks before payment on (every page decoded and examined) and off (the page count and the charges).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { PDFDict } from 'pdf-lib';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { buildApp } from '../../services/app';
import { saveSection } from '../../services/config/index';
import { readDirectories } from '../../services/images/tiff-directory';
import { dropDatabase, ensureDatabase } from '../../services/platform/database-admin';
import { createLogger } from '../../services/platform/logger';
import { configOrExit, openRuntime } from '../runtime';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '3' }, make: { type: 'string' } } });
const rounds = Number(values.rounds);
const PAGES = 100;
const DISTINCT_PAGES = 10;
const [WIDTH, HEIGHT, DPI] = [2550, 3300, 300];
/** The share of black pixels, as specks: what makes a G4 page weigh about 245 KB. */
const SPECKS = 0.0178;

/** A page's G4 data as a TIFF strip holds it: a page of text lines and specks at 300 dpi. */
async function g4Page(): Promise<Buffer> {
  const pixels = Buffer.alloc(WIDTH * HEIGHT, 255);
  for (let i = 0; i < WIDTH * HEIGHT * SPECKS; i++) pixels[Math.floor(Math.random() * WIDTH * HEIGHT)] = 0;
  for (let line = 0; line < 40; line++) {
    const row = 1000 + line * 55;
    for (let r = row; r < row + 25; r++) pixels.fill(0, r * WIDTH + 300, r * WIDTH + 300 + 1800 - (line % 5) * 200);
  }
  const tiff = await sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 1 } })
    .toColourspace('b-w')
    .tiff({ compression: 'ccittfax4', bitdepth: 1, miniswhite: true, tileHeight: HEIGHT })
    .toBuffer();
  const [directory] = readDirectories(tiff, new Set([273, 279]));
  const [offset] = directory!.get(273)!;
  const [length] = directory!.get(279)!;
  return tiff.subarray(offset, offset! + length!);
}

/** The scan as a recorder's scanner writes a PDF: one CCITT G4 image a letter page. */
async function scannedPdf(path: string): Promise<number> {
  const pdf = await PDFDocument.create();
  const pages = await Promise.all(Array.from({ length: DISTINCT_PAGES }, g4Page));
  for (let n = 0; n < PAGES; n++) {
    const data = pages[n % DISTINCT_PAGES]!;
    const image = pdf.context.register(
      PDFRawStream.of(
        pdf.context.obj({
          Type: 'XObject',
          Subtype: 'Image',
          Width: WIDTH,
          Height: HEIGHT,
          BitsPerComponent: 1,
          ColorSpace: 'DeviceGray',
          Filter: 'CCITTFaxDecode',
          DecodeParms: { K: -1, Columns: WIDTH, Rows: HEIGHT },
          Length: data.length,
        }) as PDFDict,
        data,
      ),
    );
    const page = pdf.addPage([(WIDTH / DPI) * 72, (HEIGHT / DPI) * 72]);
    const name = page.node.newXObject('Scan', image);
    const content = pdf.context.register(
      pdf.context.flateStream(`q ${page.getWidth()} 0 0 ${page.getHeight()} 0 0 cm /${name.asString().slice(1)} Do Q`),
    );
    page.node.set(PDFName.of('Contents'), content);
  }
  await writeFile(path, await pdf.save({ useObjectStreams: false }));
  return (await stat(path)).size;
}

/** The upload as the portal sends it, the file read from disk as it is sent; the answer and the ms it took. */
function upload(port: number, path: string, size: number): Promise<{ ms: number; answer: string }> {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="json"\r\n\r\n{"efileType":"LR"}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="scan.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const call = request(
      {
        port,
        method: 'POST',
        path: '/api/efile/image',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + size + tail.length,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ ms: performance.now() - started, answer: Buffer.concat(chunks).toString() }),
        );
      },
    );
    call.on('error', reject);
    call.write(head);
    const file = createReadStream(path);
    file.on('end', () => call.end(tail));
    file.pipe(call, { end: false });
  });
}

/** Samples this process's memory every 10 ms while `work` runs: the peaks above where it started. */
async function peakMemory<T>(work: () => Promise<T>) {
  globalThis.gc?.();
  const base = process.memoryUsage();
  let heap = 0;
  let peakRss = 0;
  const sample = () => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    heap = Math.max(heap, now.heapUsed + now.arrayBuffers - (base.heapUsed + base.arrayBuffers));
  };
  const sampler = setInterval(sample, 10);
  try {
    const result = await work();
    sample();
    return { result, heap, peakRss, restRss: base.rss };
  } finally {
    clearInterval(sampler);
  }
}

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;

if (values.make) {
  // Made in a process of its own (see below), so the server's process starts from rest.
  console.log(await scannedPdf(values.make));
  process.exit(0);
}

const config = configOrExit();
const logger = createLogger({ LOG_LEVEL: 'warn' });
const name = `lr_bench_efile_${randomBytes(3).toString('hex')}`;
const baseUrl = config.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dataDir = await mkdtemp(join(tmpdir(), 'lr-bench-efile-'));
const url = await ensureDatabase(baseUrl, name);
const runtime = await openRuntime({ ...config, DATABASE_URL: url, DATA_DIR: dataDir }, logger);
const { ctx } = runtime;
const staff = { actor: { userId: '1', username: 'bench', role: 'TRIMIN' } };
try {
  const scan = join(dataDir, 'scan.pdf');
  const size = Number(
    execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--make', scan])
      .toString()
      .trim(),
  );
  if (size > 25_000_000) throw new Error(`The scan came out at ${size} bytes, past the limit: lower SPECKS.`);
  const app = await buildApp(ctx);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  console.log(
    `\nE-file upload of a ${PAGES}-page scanned PDF, ${(size / 1e6).toFixed(1)} MB, over HTTP (one line a round)`,
  );
  console.log(
    ['checks', 'round', 'ms', 'RSS at rest', 'peak RSS', 'heap + Buffers above rest', 'pages', 'warnings'].join('\t'),
  );
  for (const checks of [true, false]) {
    await saveSection(
      ctx.pool,
      'efile',
      {
        efile: true,
        firstPageRate: 5,
        additionalPagesRate: 1,
        checkPageSize: checks,
        checkResolution: checks,
        checkBlackAndWhite: checks,
        checkTopMargin: checks,
        checkBlankPages: checks,
      },
      staff,
    );
    for (let round = 1; round <= rounds; round++) {
      const run = await peakMemory(() => upload(port, scan, size));
      const answer = JSON.parse(run.result.answer) as {
        ok: boolean;
        message: string | null;
        content: { numberOfPages: number; warnings: unknown[] } | null;
      };
      if (!answer.ok) throw new Error(`The upload was refused: ${answer.message}`);
      console.log(
        [
          checks ? 'on' : 'off',
          round,
          run.result.ms.toFixed(0),
          mb(run.restRss),
          mb(run.peakRss),
          mb(run.heap),
          answer.content!.numberOfPages,
          answer.content!.warnings.length,
        ].join('\t'),
      );
    }
  }
  await app.close();
} finally {
  await runtime.close();
  await dropDatabase(baseUrl, name);
  await rm(dataDir, { recursive: true, force: true });
}
