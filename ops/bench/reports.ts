// `npm run bench:reports`: printing a 100,000-row Excel export and a 10,000-row PDF (issue 26; goals: under 10 s
// each, peak memory under 300 MB). Each case runs in a process of its own, so its peak resident memory is its own;
// the rows are generated as a report's row source would hand them over (an audit report's columns, names in the
// portal's 14 languages' scripts, repeating as a county's users do).
import { spawnSync } from 'node:child_process';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import type { CalendarDate } from '../../contracts/validation/dates';
import type { DatabasePool } from '../../projections/platform/database';
import type { ReportDocument, ReportRow } from '../../services/platform/reports/report-document';
import type { ReportRequest } from '../../services/reports/report-documents';
// What a case does not use is imported when needed, so that it is not in the case's memory.
const database = () => import('../../projections/platform/database');

const XLSX_ROWS = Number(process.env.BENCH_XLSX_ROWS ?? 100_000);
const PDF_ROWS = Number(process.env.BENCH_PDF_ROWS ?? 10_000);
const GOAL_SECONDS = 10;
const GOAL_MB = 300;

const names = [
  ...['Maria Santos', 'Juan dela Cruz', 'Åmot Taitano', 'Jesus Cruz Aguon', 'Çağlar Öztürk', 'John Smith'],
  ...['Иван Петров', 'Ольга Смирнова', '山田 太郎', '佐藤 花子', '张伟', '王芳', '김민준', '이서연'],
  ...['สมชาย ใจดี', 'นภา ศรีสุข', 'রবীন্দ্রনাথ ঠাকুর', 'অমিত রায়', 'Ngiraked Remengesau', 'Kino Nakamura'],
];
const users = Array.from({ length: 300 }, (_, index) => `${names[index % names.length]} ${index}`);
const types = ['Sign in', 'Image purchase', 'Escrow deposit', 'Search charge', 'Refund', 'Account configuration'];

async function* auditRows(count: number): AsyncIterable<ReportRow> {
  const start = Date.UTC(2024, 0, 1);
  for (let index = 0; index < count; index++) {
    yield {
      at: new Date(start + index * 97_000).toISOString(),
      user: users[(index * 7) % users.length]!,
      account: `ESC-${1000 + (index % 250)}`,
      type: types[index % types.length]!,
      from: `10.${index % 200}.${(index >> 8) % 250}.${index % 250}`,
      detail: `Document 2024-${String(index).padStart(6, '0')} book ${index % 900} page ${index % 400}`,
      amount: index % 3 === 0 ? null : 25 + ((index * 131) % 250_000),
    };
  }
}

function auditReport(rows: number, language: string): ReportDocument {
  return {
    name: 'UserReport',
    title: language === 'ja' ? 'ユーザーレポート' : 'User Report',
    criteria: ['From Date: 01/01/2024 12:00 AM', 'To Date: 12/31/2026 11:59 PM', 'Log Type: All'],
    columns: [
      { key: 'at', header: 'Date', width: 14, kind: 'date' },
      { key: 'user', header: 'Username', width: 18 },
      { key: 'account', header: 'Account', width: 9 },
      { key: 'type', header: 'Type', width: 14 },
      { key: 'from', header: 'From', width: 10 },
      { key: 'detail', header: 'Details', width: 24 },
      { key: 'amount', header: 'Amount', width: 10, kind: 'money' },
    ],
    rows: auditRows(rows),
    total: rows,
    closing: [{ label: 'Events', value: rows, kind: 'number' }],
    empty: 'No events match these criteria.',
    chainHead: 'c0ffee'.repeat(10) + 'beef',
    generatedAt: new Date().toISOString(),
    timeZone: 'Pacific/Guam',
    language,
  };
}

const HISTORY_START = Date.UTC(2024, 0, 1);
const HISTORY_STEP_SECONDS = 97;

/**
 * A county with that much history: 100,000 events on 250 escrow accounts by 300 users, every 97 seconds from
 * 2024-01-01, in the log (chained by its trigger) and in the audit read model as its projection leaves it.
 */
async function seedHistory(pool: DatabasePool, events: number) {
  const { sql } = await database();
  await pool.query(sql.unsafe`
    INSERT INTO es_events (stream_id, stream_position, event_id, type, data, recorded_at)
    SELECT 'account-' || (i % 250 + 1), i / 250, gen_random_uuid(), 'EscrowDeposited',
      jsonb_build_object('amountCents', (i * 131) % 250000, 'description', 'Deposit ' || i),
      to_timestamp(${HISTORY_START / 1000} + i * ${HISTORY_STEP_SECONDS})
    FROM generate_series(0, ${events - 1}) AS i`);
  await pool.query(sql.unsafe`
    INSERT INTO audit_log (global_position, stream_category, stream_id, stream_position, event_type,
      actor_user_id, actor_username, source_ip, recorded_at)
    SELECT e.global_position, 'account', e.stream_id, e.stream_position, e.type, (e.global_position % 300)::text,
      (${sql.array(users, 'text')}::text[])[e.global_position % 300 + 1],
      '10.0.' || (e.global_position % 200) || '.' || (e.global_position % 250), e.recorded_at
    FROM es_events e`);
  await pool.query(sql.unsafe`ANALYZE es_events`);
  await pool.query(sql.unsafe`ANALYZE audit_log`);
}

/** The account report of every account (county staff), over the first `rows` events of the history. */
async function historyRequest(rows: number): Promise<ReportRequest> {
  const { reportCriteriaDefaults } = await import('../../contracts/reports/criteria');
  const today: CalendarDate = { year: 2026, month: 1, day: 1 };
  return {
    report: 'AccountReport',
    criteria: { ...reportCriteriaDefaults(today), orderBy: 'DATE_TIME' },
    reach: { staff: true, accountIds: null, account: null, user: null },
    window: {
      from: new Date(HISTORY_START).toISOString(),
      to: new Date(HISTORY_START + (rows - 1) * HISTORY_STEP_SECONDS * 1000).toISOString(),
    },
    today,
    timeZone: 'Pacific/Guam',
    language: 'en',
    chainHead: 'c0ffee'.repeat(10) + 'beef',
  };
}

/** One case, in this process: prints its figures as a JSON line. */
async function runCase(kind: string) {
  // Only the renderer the case uses is loaded: a PDF does not pay for exceljs, nor a workbook for pdf-lib.
  const xlsx = kind.endsWith('xlsx');
  const { renderReportPdf } = xlsx ? { renderReportPdf: null } : await import('../../services/platform/reports/pdf');
  const { writeReportXlsx } = xlsx ? await import('../../services/platform/reports/xlsx') : { writeReportXlsx: null };
  const baselineMb = process.memoryUsage().rss / 1024 / 1024;
  const cpu = process.cpuUsage();
  const started = performance.now();
  let bytes = 0;
  const rows = kind.endsWith('xlsx') ? XLSX_ROWS : PDF_ROWS;
  const historyUrl = process.env.BENCH_REPORTS_DATABASE_URL;
  const history = kind.startsWith('history') && historyUrl;
  const pool = history ? await (await database()).createDatabasePool(historyUrl, 2) : undefined;
  const { reportDocument } = history ? await import('../../services/reports/report-documents') : {};
  const documentOf = async (language: string) =>
    pool && reportDocument ? reportDocument(pool, await historyRequest(rows), rows) : auditReport(rows, language);
  if (kind.endsWith('xlsx')) {
    const discard = new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done();
      },
    });
    await writeReportXlsx!(await documentOf('en'), discard);
  } else {
    const language = kind === 'pdf-ja' ? 'ja' : 'en';
    bytes = (await renderReportPdf!(await documentOf(language))).length;
  }
  await pool?.end();
  const seconds = (performance.now() - started) / 1000;
  const { user, system } = process.cpuUsage(cpu);
  const cpuSeconds = (user + system) / 1e6;
  const peakMb = process.resourceUsage().maxRSS / 1024;
  console.log(JSON.stringify({ kind, rows, seconds, cpuSeconds, baselineMb, peakMb, bytes }));
}

/**
 * V8 lets the young generation grow to 3 x 32 MB under a high allocation rate: most of a report's peak memory. The
 * same cases run again with smaller semi-spaces (--max-semi-space-size=8, a worker's node option) show that part.
 */
const smallYoung = '--max-semi-space-size=8';
const cases = [
  { kind: 'xlsx', label: 'Excel export (xlsx, streamed)', flags: [] as string[] },
  { kind: 'pdf', label: 'PDF, English labels', flags: [] },
  { kind: 'pdf-ja', label: 'PDF, Japanese labels', flags: [] },
  { kind: 'xlsx', label: `Excel export, ${smallYoung}`, flags: [smallYoung] },
  { kind: 'pdf', label: `PDF, English labels, ${smallYoung}`, flags: [smallYoung] },
  { kind: 'pdf-ja', label: `PDF, Japanese labels, ${smallYoung}`, flags: [smallYoung] },
];
const historyCases = [
  { kind: 'history-xlsx', label: 'Account report, Excel, from the seeded log', flags: [] as string[] },
  { kind: 'history-pdf', label: 'Account report, PDF, from the seeded log', flags: [] },
  { kind: 'history-xlsx', label: `Account report, Excel, seeded log, ${smallYoung}`, flags: [smallYoung] },
  { kind: 'history-pdf', label: `Account report, PDF, seeded log, ${smallYoung}`, flags: [smallYoung] },
];

/** A database of its own with the history seeded, for the cases that read their rows from it; dropped after. */
async function withHistory(run: (url: string) => Promise<void>) {
  const { createDatabasePool } = await database();
  const { dropDatabase, ensureDatabase } = await import('../../services/platform/database-admin');
  const { createLogger } = await import('../../services/platform/logger');
  const { migrate } = await import('../../services/platform/migrate');
  const { ensureDependencies } = await import('../dependencies');
  const { configOrExit, dataDirOf } = await import('../runtime');
  const config = configOrExit();
  const logger = createLogger({ LOG_LEVEL: 'warn' });
  const dependencies = await ensureDependencies(
    { databaseUrl: config.DATABASE_URL, dataDir: dataDirOf(config) },
    logger,
    { redis: false },
  );
  const name = `lr_bench_reports_${randomBytes(3).toString('hex')}`;
  const url = await ensureDatabase(dependencies.databaseUrl, name);
  try {
    await migrate(url, logger);
    const pool = await createDatabasePool(url, 2);
    const seeding = performance.now();
    await seedHistory(pool, XLSX_ROWS).finally(() => pool.end());
    console.log(`(seeded ${XLSX_ROWS} events in ${((performance.now() - seeding) / 1000).toFixed(0)} s)`);
    await run(url);
  } finally {
    await dropDatabase(dependencies.databaseUrl, name);
    await dependencies.stop();
  }
}

type Figures = { rows: number; seconds: number; cpuSeconds: number; baselineMb: number; peakMb: number; bytes: number };

/** Runs each case in a process of its own and prints its line of the table; false when a goal was missed. */
function runCases(list: typeof cases, env: NodeJS.ProcessEnv = process.env) {
  const self = fileURLToPath(import.meta.url);
  let met = true;
  for (const { kind, label, flags } of list) {
    const child = spawnSync(process.execPath, [...flags, '--import', 'tsx', self, kind], { encoding: 'utf8', env });
    if (child.status !== 0) {
      console.error(child.stderr);
      process.exit(1);
    }
    const figures = JSON.parse(child.stdout.trim().split('\n').at(-1)!) as Figures;
    // Time is judged by the CPU the case used: the wall clock also counts waiting for a busy machine.
    const caseMet = figures.cpuSeconds < GOAL_SECONDS && figures.peakMb < GOAL_MB;
    met &&= caseMet;
    console.log(
      `| ${label} | ${figures.rows} | ${figures.seconds.toFixed(1)} | ${figures.cpuSeconds.toFixed(1)} | ` +
        `${figures.peakMb.toFixed(0)} | ${figures.baselineMb.toFixed(0)} | ` +
        `${Math.round(figures.bytes / 1024)} | ${caseMet ? 'yes' : 'NO'} |`,
    );
  }
  return met;
}

if (process.argv[2]) await runCase(process.argv[2]);
else {
  console.log(`bench:reports: ${XLSX_ROWS}-row workbooks and ${PDF_ROWS}-row PDFs, one process per case`);
  console.log('| report | rows | seconds | CPU seconds | peak RSS (MB) | RSS before (MB) | file (KB) | goal met |');
  console.log('|---|---|---|---|---|---|---|---|');
  let met = runCases(cases);
  if (process.env.BENCH_REPORTS_HISTORY !== '0') {
    await withHistory(async (url) => {
      met = runCases(historyCases, { ...process.env, BENCH_REPORTS_DATABASE_URL: url }) && met;
    });
  }
  console.log(`Goals: under ${GOAL_SECONDS} s and ${GOAL_MB} MB peak resident memory per report (process included).`);
  console.log('Wall seconds count waiting for a busy machine; CPU seconds (user + system) are the work, and the goal.');
  console.log("The seeded cases read through the reports' own row source (services/reports: cursor over audit_log");
  console.log("joined to the log); their CPU seconds are this process's, the database's work is in the wall time.");
  console.log(met ? 'Every goal met.' : 'A goal was missed (NO above).');
  process.exit(met ? 0 : 1);
}
