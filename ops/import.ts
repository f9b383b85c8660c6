// `npm run import -- <file.ndjson | file.ndjson.gz>`: loads a records feed through the real import path.
// `npm run import -- --format acris <folder>`: NYC ACRIS open-data CSVs, converted to the same records.
import { createWriteStream } from 'node:fs';
import { allProjections } from '../projections/index';
import { catchUp } from '../projections/platform/runner';
import { createLogger } from '../services/platform/logger';
import { acrisFeedSource } from '../services/records/acris/index';
import { feedFileLines } from '../services/records/index';
import { importFeed, type ImportCounts } from '../services/records/index';
import { progressBar } from './progress-bar';
import { configOrExit, openRuntime } from './runtime';

const args = process.argv.slice(2);
const acris = args[0] === '--format' && args[1] === 'acris';
const source = acris ? args[2] : args[0];
if (!source || (args[0] === '--format' && !acris)) {
  console.error(
    'Usage: npm run import -- <file.ndjson | file.ndjson.gz>\n       npm run import -- --format acris <folder>',
  );
  process.exit(2);
}

const rejectsFile = `${source.replace(/\/$/, '').replace(/\.gz$/, '')}.rejects.ndjson`;
const rejects = createWriteStream(rejectsFile);
const reject = (entry: object) => void rejects.write(`${JSON.stringify(entry)}\n`);

/** ACRIS rows rejected before they became feed lines. */
let sourceRejected = 0;
async function openSource(): Promise<{ lines: AsyncIterable<string>; share: () => number }> {
  if (!acris) return feedFileLines(source!);
  return acrisFeedSource(source!, (row) => {
    sourceRejected++;
    reject(row);
  });
}

const config = configOrExit();
const logger = createLogger({ ...config, LOG_LEVEL: 'warn' });
const runtime = await openRuntime(config, logger);
const bar = progressBar('Importing');
try {
  const { lines, share } = await openSource();
  const draw = (counts: ImportCounts) => bar.draw(share(), counts.read, `rejected ${counts.rejected + sourceRejected}`);
  const counts = await importFeed(
    runtime.ctx.pool,
    lines,
    { system: `import ${source}` },
    {
      onProgress: draw,
      onReject: reject,
    },
  );
  draw(counts);
  process.stderr.write('\nBuilding the search tables...');
  for (const projection of allProjections.filter((p) => p.mode === 'async')) {
    await catchUp(runtime.ctx.pool, projection, 5000);
  }
  const rejected = counts.rejected + sourceRejected;
  console.error(
    `\nImported ${source} in ${bar.seconds().toFixed(1)} s: ${counts.read} records, ${counts.changed} new or changed, ` +
      `${counts.unchanged} already there, ${rejected} rejected${rejected ? ` (see ${rejectsFile})` : ''}.`,
  );
  process.exitCode = rejected > 0 ? 1 : 0;
} finally {
  rejects.end();
  await runtime.close();
}
