// `npm run bench:alerts [-- --watches 100000 --documents 5000 --seed 7]`: property alerts' matching (issue 29; goal:
// under 10 s). A demo county's day of recordings (documents of the demo generator, imported through the real
// path) against 100,000 watches of 50,000 confirmed subscribers, written as the subscribers' read model holds them
// (watchKeys into alert_watch_keys): residents watching their own names (the county's name frequencies, most with a
// first name), parcels and plats of the county, sections. Timed: the matcher catching up with the log, one batch of
// 1,000 events at a time as the runner moves it; the process's peak resident memory sampled every 10 ms.
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import type { Watch } from '../../contracts/alerts/watch';
import type { FeedRecordInput } from '../../contracts/records/feed';
import { watchKeys } from '../../projections/alerts/keys';
import { alertMatchingProjection } from '../../projections/alerts/matching/index';
import { sql, type DatabasePool } from '../../projections/platform/database';
import { catchUp } from '../../projections/platform/runner';
import { importFeed } from '../../services/records/index';
import { givenName, surname } from '../demo/records/name-frequencies';
import { countyRecords } from '../demo/records/index';
import { Random } from '../demo/records/random';
import { withBenchDatabase } from './bench-database';

const { values: args } = parseArgs({
  options: {
    watches: { type: 'string', default: '100000' },
    documents: { type: 'string', default: '5000' },
    seed: { type: 'string', default: '7' },
  },
});
const WATCHES = Number(args.watches);
const DOCUMENTS = Number(args.documents);
const random = new Random(Number(args.seed));
const GOAL_SECONDS = 10;
/** The county the watches are drawn from: this many days of recordings, the last of which is matched. */
const HISTORY_DAYS = 10;

type LandDocument = Extract<FeedRecordInput, { kind: 'landDocument' }>;

/**
 * What residents watch: their names mostly, else a parcel, a plat's lot and block, or a section. A county with
 * 100,000 watches has far more people and parcels than ten days of recordings show, so one watch in ten is of
 * someone or something in the generated county (a person as recorded, a parcel, a lot) and the others stand for
 * the rest of the county: names with two given names, parcels with a further segment, lots past the plat's last.
 * They cost the lookup the same and match nothing, which keeps the matches near what a county sees (a few a
 * document).
 */
function watchesOf(documents: LandDocument[], count: number): Watch[] {
  const parcels = documents.flatMap((document) => document.parcelIds ?? []);
  const parties = documents
    .flatMap((document) => [...(document.grantors ?? []), ...(document.grantees ?? [])])
    .filter((party) => party.firstName);
  const plats = documents.flatMap((document) => (document.legals ?? []).filter((legal) => legal.platCode));
  const sections = documents.flatMap((document) => (document.legals ?? []).filter((legal) => legal.section));
  const given = () => givenName(random, random.chance(0.5) ? 'M' : 'F');
  return Array.from({ length: count }, (): Watch => {
    const kind = random.next();
    const ofTheCounty = random.chance(0.1);
    if (kind < 0.6 || parcels.length === 0) {
      if (ofTheCounty) {
        const party = random.pick(parties);
        return { kind: 'NAME', lastName: party.lastName, firstName: party.firstName ?? '' };
      }
      return { kind: 'NAME', lastName: surname(random), firstName: `${given()} ${given()}` };
    }
    if (kind < 0.85) {
      const parcel = random.pick(parcels);
      return { kind: 'PARCEL', parcelId: ofTheCounty ? parcel : `${parcel}-${random.int(1, 99)}` };
    }
    if (kind < 0.95 && plats.length > 0) {
      const legal = random.pick(plats);
      const lot = ofTheCounty ? (legal.lot ?? '') : String(1000 + random.int(0, 999));
      return { kind: 'PLAT', plat: legal.platCode!, lot, block: legal.block ?? '' };
    }
    const legal = sections.length > 0 ? random.pick(sections) : { section: '1', township: '1', range: '1' };
    return ofTheCounty
      ? { kind: 'STR', section: legal.section!, township: legal.township!, range: legal.range! }
      : { kind: 'STR', section: String(37 + random.int(0, 50)), township: legal.township!, range: legal.range! };
  });
}

/** The subscribers' read model as their confirmations leave it: two watches a person, ACTIVE, before the day. */
async function storeWatches(pool: DatabasePool, watches: Watch[]) {
  const now = new Date().toISOString();
  for (let start = 0; start < watches.length; start += 10_000) {
    const chunk = watches.slice(start, start + 10_000).map((watch, index) => ({ watch, id: randomUUID(), index }));
    const subscribers = chunk
      .filter(({ index }) => index % 2 === 0)
      .map(({ id, index }) => ({
        id,
        email: `resident${start + index}@example.com`,
        language: 'ENGLISH',
        frequency: index % 4 === 0 ? 'DAILY' : 'IMMEDIATE',
        status: 'CONFIRMED',
        unsubscribe_token_hash: `bench-${id}`,
        requested_at: now,
        confirmed_at: now,
        updated_at: now,
      }));
    const rows = chunk.map(({ watch, id, index }) => ({
      id,
      subscriber_id: chunk[index - (index % 2)]!.id,
      kind: watch.kind,
      watch,
      status: 'ACTIVE',
      added_at: now,
      active_from: 0,
    }));
    const keys = chunk.flatMap(({ watch, id }) => watchKeys(watch).map(({ key }) => ({ key, watch_id: id })));
    await pool.transaction(async (tx) => {
      await tx.query(sql.unsafe`
        INSERT INTO alert_subscribers (id, email, language, frequency, status, unsubscribe_token_hash, requested_at,
          confirmed_at, updated_at)
        SELECT id, email, language, frequency, status, unsubscribe_token_hash, requested_at, confirmed_at, updated_at
        FROM json_populate_recordset(NULL::alert_subscribers, ${JSON.stringify(subscribers)}::json)`);
      await tx.query(sql.unsafe`
        INSERT INTO alert_watches (id, subscriber_id, kind, watch, status, added_at, active_from)
        SELECT id, subscriber_id, kind, watch, status, added_at, active_from FROM json_populate_recordset(NULL::alert_watches, ${JSON.stringify(rows)}::json)`);
      await tx.query(sql.unsafe`INSERT INTO alert_watch_keys
        SELECT * FROM json_populate_recordset(NULL::alert_watch_keys, ${JSON.stringify(keys)}::json)
        ON CONFLICT DO NOTHING`);
    });
  }
  await pool.query(sql.unsafe`ANALYZE alert_subscribers`);
  await pool.query(sql.unsafe`ANALYZE alert_watches`);
  await pool.query(sql.unsafe`ANALYZE alert_watch_keys`);
}

/** Waits until no transaction still running (in any database of the server) holds back the log's readers. */
async function logSettled(pool: DatabasePool) {
  for (let waited = 0; waited < 60_000; waited += 50) {
    const settled = await pool.oneFirst(sql.unsafe`
      SELECT NOT EXISTS (SELECT 1 FROM es_events WHERE transaction_id >= pg_snapshot_xmin(pg_current_snapshot()))`);
    if (settled) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the log stayed behind a running transaction for a minute');
}

/** Runs `work` while sampling this process's resident memory: the peak, and where it started. */
async function withPeakMemory<T>(work: () => Promise<T>) {
  const rest = process.memoryUsage().rss;
  let peak = rest;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  try {
    return { result: await work(), rest, peak };
  } finally {
    clearInterval(sampler);
  }
}

const mb = (bytes: number) => `${Math.round(bytes / 1_048_576)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

await withBenchDatabase(4, async (pool) => {
  // The county's records of ten days; residents watch what the whole county holds, the last day is recorded now.
  // Recorded this year up to today: the last day's documents are recent (the matcher skips a backlog's).
  const today = new Date().toISOString().slice(0, 10);
  const startYear = Number(today.slice(0, 4));
  const county = [...countyRecords({ documents: DOCUMENTS * HISTORY_DAYS, seed: Number(args.seed), today, startYear })];
  const all = county.filter((record): record is LandDocument => record.kind === 'landDocument');
  const documents = all.slice(-DOCUMENTS);
  const records = [...county.filter((record) => record.kind !== 'landDocument'), ...documents];

  let started = Date.now();
  const watches = watchesOf(all, WATCHES);
  await storeWatches(pool, watches);
  const keyCount = Number(await pool.oneFirst(sql.unsafe`SELECT count(*) FROM alert_watch_keys`));
  console.log(
    `${WATCHES.toLocaleString('en-US')} watches (${keyCount.toLocaleString('en-US')} keys) stored in ${seconds(Date.now() - started)}`,
  );

  started = Date.now();
  await importFeed(
    pool,
    records.map((record) => JSON.stringify(record)),
    { system: 'bench-alerts' },
  );
  console.log(
    `${documents.length.toLocaleString('en-US')} land documents (of ${records.length.toLocaleString('en-US')} records) imported in ${seconds(Date.now() - started)}`,
  );

  await logSettled(pool);
  started = Date.now();
  const run = await withPeakMemory(() => catchUp(pool, alertMatchingProjection, 1000));
  const elapsed = Date.now() - started;
  const matches = Number(await pool.oneFirst(sql.unsafe`SELECT count(*) FROM alert_matches`));
  const people = Number(await pool.oneFirst(sql.unsafe`SELECT count(DISTINCT subscriber_id) FROM alert_matches`));
  const byKind = await pool.any(sql.unsafe`
    SELECT w.kind, count(*)::int AS matches FROM alert_matches m JOIN alert_watches w ON w.id = m.watch_id
    GROUP BY w.kind ORDER BY w.kind`);

  console.log('');
  console.log(
    `Matching ${documents.length.toLocaleString('en-US')} documents against ${WATCHES.toLocaleString('en-US')} watches`,
  );
  console.log(
    `  time            ${seconds(elapsed)} (goal under ${GOAL_SECONDS} s) ${elapsed < GOAL_SECONDS * 1000 ? 'OK' : 'OVER'}`,
  );
  console.log(
    `  rate            ${Math.round(documents.length / (elapsed / 1000)).toLocaleString('en-US')} documents/s`,
  );
  console.log(`  events read     ${run.result.toLocaleString('en-US')}`);
  console.log(
    `  matches         ${matches.toLocaleString('en-US')} for ${people.toLocaleString('en-US')} people (${byKind.map((row) => `${row.kind} ${row.matches}`).join(', ')})`,
  );
  console.log(`  peak RSS        ${mb(run.peak)} (at rest ${mb(run.rest)}, +${mb(run.peak - run.rest)})`);
});
