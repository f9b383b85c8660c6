// `npm run demo:generate -- --documents N --seed S [--out FILE.ndjson|.ndjson.gz] [--images DIR] [--image-share 0..1]
// [--start-year YYYY] [--today YYYY-MM-DD] [--threads N]`: writes the records feed of a demo county (NDJSON, one record a line,
// gzip when the name ends in .gz; standard output without --out), and with --images its page images.
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { constants, createGzip } from 'node:zlib';
import type { Writable } from 'node:stream';
import type { FeedRecordInput } from '../contracts/records/feed';
import { countyRecords, generateCounty, PageImageWriter } from './demo/records/index';
import { feedThreads, writeFeedInThreads } from './demo/records/parallel-feed';

const usage =
  'usage: npm run demo:generate -- --documents N --seed S [--out FILE.ndjson|FILE.ndjson.gz] [--images DIR] [--image-share 0..1] [--start-year YYYY] [--today YYYY-MM-DD] [--threads N]';

function optionsOrExit() {
  try {
    const { values } = parseArgs({
      options: {
        documents: { type: 'string' },
        seed: { type: 'string', default: '1' },
        out: { type: 'string' },
        images: { type: 'string' },
        'image-share': { type: 'string', default: '1' },
        'start-year': { type: 'string' },
        today: { type: 'string' },
        threads: { type: 'string' },
      },
    });
    const documents = Number(values.documents);
    const seed = Number(values.seed);
    const imageShare = Number(values['image-share']);
    const startYear = values['start-year'] === undefined ? undefined : Number(values['start-year']);
    if (!Number.isInteger(documents) || documents < 1)
      throw new Error('--documents must be a whole number of at least 1');
    if (!Number.isInteger(seed)) throw new Error('--seed must be a whole number');
    if (!(imageShare >= 0 && imageShare <= 1)) throw new Error('--image-share must be between 0 and 1');
    if (startYear !== undefined && !(Number.isInteger(startYear) && startYear >= 1900 && startYear <= 2026))
      throw new Error('--start-year must be a year from 1900');
    if (values.today !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(values.today))
      throw new Error('--today must be YYYY-MM-DD');
    const threads = values.threads === undefined ? feedThreads(documents) : Number(values.threads);
    if (!Number.isInteger(threads) || threads < 1) throw new Error('--threads must be a whole number of at least 1');
    return {
      documents,
      seed,
      imageShare,
      startYear,
      threads,
      today: values.today,
      out: values.out,
      images: values.images,
    };
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
    process.exit(2);
  }
}

const options = optionsOrExit();
const county = { documents: options.documents, seed: options.seed, startYear: options.startYear, today: options.today };
const file = options.out ? createWriteStream(options.out) : undefined;
const gzip = options.out?.endsWith('.gz')
  ? createGzip({ level: 3, memLevel: 9, strategy: constants.Z_DEFAULT_STRATEGY })
  : undefined;
if (gzip && file) gzip.pipe(file);
const output: Writable = gzip ?? file ?? process.stdout;

const started = performance.now();
let lines = 0;
let landDocuments = 0;
let bytes = 0;
// Lines are encoded straight into a buffer of a few MB, handed to the stream when full.
const bufferSize = 4 << 20;
let buffer = Buffer.allocUnsafe(bufferSize);
let used = 0;

async function flush() {
  if (used === 0) return;
  const full = buffer.subarray(0, used);
  bytes += used;
  buffer = Buffer.allocUnsafe(bufferSize);
  used = 0;
  // Up to 64 MB may wait in the stream, so the disk (and gzip, on the thread pool) work while lines are made.
  if (!output.write(full) && output.writableLength > 64 << 20) await once(output, 'drain');
}

/** Adds a line; true when the buffer should be flushed before the next. */
function append(line: string): boolean {
  if (line.length * 3 + 1 > bufferSize - used) {
    const encoded = Buffer.from(`${line}\n`);
    if (encoded.length > bufferSize - used) {
      output.write(encoded);
      bytes += encoded.length;
      return true;
    }
    used += encoded.copy(buffer, used);
    return true;
  }
  used += buffer.write(line, used);
  buffer[used++] = 10;
  return bufferSize - used < 1 << 18;
}

function progress() {
  const seconds = (performance.now() - started) / 1000;
  const pages = writer ? `, ${writer.pagesWritten} pages` : '';
  console.error(
    `${landDocuments} land documents, ${lines} records${pages}, ${Math.round(landDocuments / seconds)} documents/s`,
  );
}

async function take(record: FeedRecordInput) {
  const full = append(JSON.stringify(record));
  lines += 1;
  if (record.kind === 'landDocument' && ++landDocuments % 10_000 === 0 && options.out) progress();
  if (full) await flush();
}

let writer: PageImageWriter | undefined;
if (options.images) {
  writer = await PageImageWriter.open(options.images, options.imageShare);
  for await (const record of generateCounty({ ...county, imageWriter: writer })) await take(record);
} else if (options.threads > 1) {
  // A large county: threads serialize alternate batches of the same (seeded) records; the lines are the same.
  let reported = 0;
  const counts = await writeFeedInThreads(
    county,
    async (batch) => {
      if (!output.write(batch) && output.writableLength > 64 << 20) await once(output, 'drain');
    },
    options.threads,
    (counts) => {
      [lines, landDocuments, bytes] = [counts.records, counts.landDocuments, counts.bytes];
      if (options.out && landDocuments - reported >= 100_000) {
        reported = landDocuments;
        progress();
      }
    },
  );
  [lines, landDocuments, bytes] = [counts.records, counts.landDocuments, counts.bytes];
} else {
  for (const record of countyRecords(county)) {
    if (append(JSON.stringify(record))) await flush();
    lines += 1;
    if (record.kind === 'landDocument' && ++landDocuments % 100_000 === 0 && options.out) progress();
  }
}
await flush();
output.end();
if (file) await once(file, 'close');
const seconds = (performance.now() - started) / 1000;
console.error(
  `${landDocuments} land documents, ${lines} records, ${(bytes / 1e6).toFixed(1)} MB of NDJSON in ${seconds.toFixed(1)} s ` +
    `(${Math.round(landDocuments / seconds)} land documents/s)` +
    (writer
      ? `; ${writer.pagesWritten} pages in ${writer.filesWritten} TIFFs (${Math.round(writer.pagesWritten / seconds)} pages/s)`
      : ''),
);
