// `npm run bench:search -- --documents 1000000 [--seed 7] [--requests 200] [--fresh] [--keep-read-models]
// [--skip-catch-up]`: generates (or reuses) a demo county of that size in a database of its own, imports it
// through the real path, rebuilds the search read models, then times every search over HTTP at 1, 4 and 16
// concurrent clients against `npm run api`.
import { spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { parseArgs } from 'node:util';
import { searchTypes } from '../../contracts/codes';
import { recordEventVerbs } from '../../contracts/records/events';
import { catchUp } from '../../projections/platform/runner';
import { rebuildProjection } from '../../projections/platform/rebuild';
import { readSection } from '@landrecords/projections/config/index';
import { searchProjection } from '@landrecords/projections/search/index';
import { createDatabasePool, sql } from '../../projections/platform/database';
import { dropDatabase, ensureDatabase } from '../../services/platform/database-admin';
import { createLogger } from '../../services/platform/logger';
import { migrate } from '../../services/platform/migrate';
import { saveSection } from '../../services/config/index';
import { importFeed } from '../../services/records/index';
import { ensureDependencies } from '../dependencies';
import { loadDemoData } from '../demo/load';
import { countyRecords } from '../demo/records/index';
import { progressBar } from '../progress-bar';
import { configOrExit, dataDirOf, repositoryRoot } from '../runtime';
import { commonPrefixPairs, criteriaSamples } from './search/criteria-samples';
import { percentiles, serverTiming, underLoad } from './search/load';

const { values: args } = parseArgs({
  options: {
    documents: { type: 'string', default: '100000' },
    seed: { type: 'string', default: '7' },
    requests: { type: 'string', default: '200' },
    fresh: { type: 'boolean', default: false },
    // Reuses the search read models as the last run left them: for timing the searches again after a change.
    'keep-read-models': { type: 'boolean', default: false },
    // Leaves the search read models empty after the import, for the rebuild to build: a catch-up's copy beside
    // the rebuild's takes twice their disk (some 50 GB at ten million documents) and as long again.
    'skip-catch-up': { type: 'boolean', default: false },
  },
});
const documents = Number(args.documents);
const seed = Number(args.seed);
const requests = Number(args.requests);
const config = configOrExit();
const logger = createLogger({ LOG_LEVEL: 'warn' });
const dependencies = await ensureDependencies(
  { databaseUrl: config.DATABASE_URL, redisUrl: config.REDIS_URL, dataDir: dataDirOf(config) },
  logger,
);
const name = `lr_bench_search_${documents}_s${seed}`;
if (args.fresh) await dropDatabase(dependencies.databaseUrl, name);
const url = await ensureDatabase(dependencies.databaseUrl, name);
await migrate(url, logger);
const pool = await createDatabasePool(url, 12);
const figures: Array<[string, string]> = [];
const rate = (count: number, seconds: number, unit: string) =>
  `${Math.round(count / seconds).toLocaleString('en-US')} ${unit}/s`;

async function importCounty() {
  const bar = progressBar('Importing');
  let landDocuments = 0;
  function* lines() {
    for (const record of countyRecords({ documents, seed })) {
      if (record.kind === 'landDocument') landDocuments++;
      yield JSON.stringify(record);
    }
  }
  const started = performance.now();
  const counts = await importFeed(
    pool,
    lines(),
    { system: 'bench' },
    {
      onProgress: (c) => bar.draw(landDocuments / documents, c.read, `rejected ${c.rejected}`),
    },
  );
  const importSeconds = (performance.now() - started) / 1000;
  process.stderr.write('\n');
  figures.push([
    `import: ${counts.read.toLocaleString('en-US')} records (${landDocuments.toLocaleString('en-US')} documents)`,
    rate(landDocuments, importSeconds, 'documents'),
  ]);
  if (args['skip-catch-up']) {
    figures.push(['search read models caught up', 'skipped: the rebuild builds them (--skip-catch-up)']);
    return;
  }
  const projected = performance.now();
  const applied = await catchUp(pool, searchProjection, 5000);
  figures.push([
    `search read models caught up: ${applied.toLocaleString('en-US')} events`,
    rate(applied, (performance.now() - projected) / 1000, 'events'),
  ]);
}

const firstLandDocument = recordEventVerbs.landDocument.prefix + recordEventVerbs.landDocument.first;
// The log, not the read models: after an import with --skip-catch-up they are empty until the rebuild.
const imported = Boolean(
  await pool.oneFirst(sql.unsafe`SELECT EXISTS (SELECT FROM es_events WHERE type = ${firstLandDocument})`),
);
if (!imported) await importCounty();
else figures.push(['import', `reused the county in ${name} (--fresh to import again)`]);
if (imported && args['keep-read-models']) {
  figures.push(['rebuild of the search read models', 'kept as the last run left them (--keep-read-models)']);
} else {
  const rebuildStarted = performance.now();
  const rebuilt = await rebuildProjection(pool, searchProjection);
  figures.push([
    `rebuild of the search read models: ${rebuilt.toLocaleString('en-US')} events`,
    rate(rebuilt, (performance.now() - rebuildStarted) / 1000, 'events'),
  ]);
}
// As autovacuum would have by now on a server: statistics, and the visibility map index-only scans need. Past
// the pool's statement time limit at a million documents right after an import: no limit for it.
await pool.connect(async (connection) => {
  await connection.query(sql.unsafe`SET statement_timeout = 0`);
  await connection.query(sql.unsafe`VACUUM (ANALYZE)`);
  await connection.query(sql.unsafe`RESET statement_timeout`);
});
await loadDemoData(pool);
// One user makes every timed search, thousands a minute: far past the county's rates, raised for the run.
await saveSection(
  pool,
  'search',
  {
    ...(await readSection(pool, 'search')),
    searchesPerMinutePerUser: 1_000_000,
    searchesPerMinutePerAddress: 1_000_000,
  },
  { system: 'bench' },
);
const samples = await criteriaSamples(pool);
const prefixPairs = await commonPrefixPairs(pool);
const size = String(await pool.oneFirst(sql.unsafe`SELECT pg_size_pretty(pg_database_size(current_database()))`));
const documentCount = Number(await pool.oneFirst(sql.unsafe`SELECT count(*) FROM search_documents`));

// The API in a process of its own, as production runs it.
const port = randomInt(40_000, 50_000);
const base = `http://127.0.0.1:${port}/api`;
const api = spawn(process.execPath, ['--import', 'tsx', 'ops/api.ts'], {
  cwd: repositoryRoot,
  env: {
    ...process.env,
    DATABASE_URL: url,
    REDIS_URL: dependencies.redisUrl,
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    SERVER_TIMING: 'true',
  },
  stdio: 'inherit',
});
try {
  for (let attempt = 0; attempt < 120; attempt++) {
    const healthy = await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'county.clerk', password: 'Demo#County1' }),
  });
  const cookies = login.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
  const csrf = cookies.find((cookie) => cookie.startsWith('lr_csrf='))!.slice('lr_csrf='.length);
  const headers = { 'content-type': 'application/json', cookie: cookies.join('; '), 'x-csrf-token': csrf };
  // The server's own time of each call and of its search SQL, from its Server-Timing header.
  let serverTimes: Array<{ app: number; sql: number }> = [];
  // Searches the time limit stopped (503, "narrow the criteria"): counted and shown, their time kept.
  let stopped = 0;
  const search = (type: string, criteria: object) => async () => {
    const response = await fetch(`${base}/search/${type}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...criteria, updateHistory: false }),
    });
    if (response.status === 503) {
      stopped++;
      await response.arrayBuffer();
      return;
    }
    if (!response.ok)
      throw new Error(`${type} ${JSON.stringify(criteria)}: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
    serverTimes.push(serverTiming(response.headers.get('server-timing')));
  };
  type BenchSearch = { label: string; type: string; criteria: object[] };
  const typeSearches: BenchSearch[] = searchTypes
    .map((type) => ({ label: type, type, criteria: samples[type] ?? [] }))
    .filter((entry) => entry.criteria.length > 0);
  // Each search type with its samples, and the name search with AND of two common prefixes.
  const benchSearches = [...typeSearches, { label: 'searchByName AND', type: 'searchByName', criteria: prefixPairs }];
  const callOf = (entry: BenchSearch) => (index: number) =>
    search(entry.type, entry.criteria[index % entry.criteria.length]!);
  for (const entry of benchSearches) await underLoad(callOf(entry), 2, 20, 10); // warm up
  const table: string[] = [];
  const ms = (value: number) => value.toFixed(1).padStart(7);
  const fixedCosts: number[] = [];
  for (const clients of [1, 4, 16]) {
    for (const entry of benchSearches) {
      serverTimes = [];
      stopped = 0;
      const { times, perSecond } = await underLoad(callOf(entry), clients, Math.max(requests, clients * 10), 30);
      const p = percentiles(times);
      const server = percentiles(serverTimes.map((t) => t.app));
      const sqlTimes = percentiles(serverTimes.map((t) => t.sql));
      const fixed = serverTimes.map((t) => t.app - t.sql);
      if (clients === 1) fixedCosts.push(...fixed);
      table.push(
        `  ${entry.label.padEnd(28)} ${String(clients).padStart(3)}  ${ms(p.p50)} ${ms(p.p95)} ${ms(p.p99)}  ${ms(server.p50)} ${ms(server.p95)}  ${ms(sqlTimes.p50)} ${ms(sqlTimes.p95)}  ${ms(percentiles(fixed).p50)}  ${perSecond.toFixed(0).padStart(6)}/s  (${p.count}${stopped ? `, ${stopped} stopped by the time limit` : ''})`,
      );
    }
  }
  const fixedCost = percentiles(fixedCosts);
  figures.push([
    'fixed cost of a signed-in search (server time less its SQL), 1 client',
    `p50 ${fixedCost.p50.toFixed(2)} ms, p95 ${fixedCost.p95.toFixed(2)} ms`,
  ]);
  stopped = 0;
  const mixed = await underLoad(
    (index) => callOf(typeSearches[index % typeSearches.length]!)(index),
    16,
    requests * 5,
    60,
  );
  figures.push([
    'mixed searches, 16 clients',
    `${Math.round(mixed.perSecond).toLocaleString('en-US')} searches/s${stopped ? ` (${stopped} stopped)` : ''}`,
  ]);
  console.log(
    `\nSearch benchmark: ${documentCount.toLocaleString('en-US')} documents (seed ${seed}), database ${size}`,
  );
  for (const [label, value] of figures) console.log(`  ${label.padEnd(60)} ${value}`);
  console.log(
    `\n  first page, milliseconds: over HTTP (client), the server's whole call, its search SQL, and the rest (fixed)\n  ${'search'.padEnd(28)} clients  http p50     p95     p99  server p50    p95  sql p50     p95  fixed p50    rate   (calls)`,
  );
  console.log(table.join('\n'));
} finally {
  api.kill('SIGTERM');
  await new Promise((resolve) => api.once('exit', resolve));
  await pool.end();
  await dependencies.stop();
}
