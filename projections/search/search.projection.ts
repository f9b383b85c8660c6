import type { FeedKind, FeedRecord } from '@landrecords/contracts/records/feed';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from '../platform/database';
import type { RecordedEvent } from '../platform/eventstore/index';
import {
  isFirstArrival,
  isVoidEvent,
  recordEventTypes,
  type RecordEventData,
} from '@landrecords/contracts/records/events';
import type { DatabaseTransactionConnection } from 'slonik';
import type { Projection } from '../platform/projection';
import { landDocumentRows } from './land-document.rows';
import {
  codeListRows,
  grantorGranteeBookRows,
  platRows,
  taxLienRows,
  torrensCertificateRows,
  tractBookEntryRows,
  tractIndexParcelRows,
} from './other-records.rows';
import type { KindRows } from './table-rows';

const rowsByKind = Object.fromEntries(
  [
    landDocumentRows,
    torrensCertificateRows,
    tractBookEntryRows,
    grantorGranteeBookRows,
    platRows,
    taxLienRows,
    tractIndexParcelRows,
    codeListRows,
  ].map((rows) => [rows.kind, rows as KindRows]),
) as Record<FeedKind, KindRows>;

/** The newest state of each record of a kind in a batch (null: voided), and those arriving for the first time. */
type KindBatch = { records: Map<string, FeedRecord | null>; fresh: Set<string> };

/**
 * One INSERT of many rows. The plain columns travel as one JSON document of objects, parsed once by PostgreSQL
 * (far cheaper than an array a column); each jsonb column as a JSON array beside it, its elements cast to jsonb:
 * a fifth of the cost of taking nested objects out of the document, and a quarter of a text[] parameter's.
 */
function insertRows(table: KindRows['tables'][number], rows: readonly unknown[][]) {
  const plain = table.columns.flatMap(([name, type], index) => (type === 'jsonb' ? [] : [{ name, index }]));
  const json = table.columns.flatMap(([name, type], index) => (type === 'jsonb' ? [{ name, index }] : []));
  const document = JSON.stringify(
    rows.map((row) => Object.fromEntries(plain.map(({ name, index }) => [name, row[index]]))),
  );
  const target = sql.identifier([table.table]);
  const columns = sql.join(
    [...plain, ...json].map(({ name }) => sql.identifier([name])),
    sql.fragment`, `,
  );
  const values = sql.join(
    [
      ...plain.map(({ name }) => sql.identifier(['p', name])),
      ...json.map((_, k) => sql.fragment`${sql.identifier([`j${k}`, 'value'])}::jsonb`),
    ],
    sql.fragment`, `,
  );
  const joins = json.map(({ index }, k) => {
    const elements = `[${rows.map((row) => JSON.stringify(row[index])).join(',')}]`;
    const alias = sql.identifier([`j${k}`]);
    return sql.fragment`JOIN json_array_elements(${elements}::json) WITH ORDINALITY AS ${alias}(value, n)
      ON ${alias}.n = p.ordinality`;
  });
  return sql.unsafe`
    INSERT INTO ${target} (${columns})
    SELECT ${values}
    FROM json_populate_recordset(NULL::${target}, ${document}::json) WITH ORDINALITY AS p
    ${joins.length > 0 ? sql.join(joins, sql.fragment` `) : sql.fragment``}`;
}

type Statement = ReturnType<typeof insertRows>;

/** Records a turn of the event loop is given after, while a batch's rows are built (see prepare). */
const RECORDS_A_TURN = 1000;

/**
 * The statements that replace the rows of these records in one table: the old rows of the records seen before
 * out, the current records' rows in, in one statement each.
 */
async function replaceStatements(
  table: KindRows['tables'][number],
  keys: readonly string[],
  current: readonly FeedRecord[],
): Promise<Statement[]> {
  const statements: Statement[] = [];
  if (keys.length > 0) {
    const owner = table.owner
      ? sql.fragment` AND ${sql.identifier([table.owner.column])} = ${table.owner.value}`
      : sql.fragment``;
    statements.push(sql.unsafe`
      DELETE FROM ${sql.identifier([table.table])}
      WHERE ${sql.identifier([table.keyColumn])} = ANY(${sql.array(keys, 'text')})${owner}`);
  }
  const rows: unknown[][] = [];
  for (let start = 0; start < current.length; start += RECORDS_A_TURN) {
    for (const record of current.slice(start, start + RECORDS_A_TURN)) rows.push(...table.rowsOf(record));
    await nextTurn();
  }
  if (rows.length > 0) statements.push(insertRows(table, rows));
  return statements;
}

/** The newest state of each record in the events, by kind. */
function batchesOf(events: readonly RecordedEvent[]): Map<FeedKind, KindBatch> {
  const batches = new Map<FeedKind, KindBatch>();
  for (const event of events) {
    const { record } = event.data as RecordEventData;
    const key = rowsByKind[record.kind].keyOf(record);
    const batch = batches.get(record.kind) ?? { records: new Map(), fresh: new Set<string>() };
    if (!batch.records.has(key) && isFirstArrival(event.type)) batch.fresh.add(key);
    batch.records.set(key, isVoidEvent(event.type) ? null : record);
    batches.set(record.kind, batch);
  }
  return batches;
}

/**
 * The events' statements, table by table, and then their writes. It gives the event loop turns while it builds
 * them, so that a rebuild's previous batch, being written meanwhile, sends its next statement at once.
 */
async function prepare(events: readonly RecordedEvent[]) {
  const statements: Statement[] = [];
  for (const [kind, batch] of batchesOf(events)) {
    const seenBefore = [...batch.records.keys()].filter((key) => !batch.fresh.has(key));
    const current = [...batch.records.values()].filter((record): record is FeedRecord => record !== null);
    for (const table of rowsByKind[kind].tables) {
      statements.push(...(await replaceStatements(table, seenBefore, current)));
    }
  }
  return async (tx: DatabaseTransactionConnection) => {
    for (const statement of statements) await tx.query(statement);
  };
}

/**
 * The search read models. Each event carries its record whole, so a batch keeps only the newest state of each
 * record and writes every table in bulk: what makes an import of a million documents and a rebuild quick.
 */
export const searchProjection: Projection = {
  name: 'search',
  tables: [
    'search_documents',
    'search_document_names',
    'search_document_name_beginnings',
    'search_document_name_pairs',
    'search_document_parcels',
    'search_document_addresses',
    'search_legals',
    'search_document_tract_parcels',
    'search_torrens_certificates',
    'search_torrens_memorials',
    'search_tract_book_entries',
    'search_grantor_grantee_book',
    'search_plats',
    'search_tax_liens',
    'search_tax_lien_taxpayers',
    'search_tract_parcels',
    'search_code_lists',
  ],
  eventTypes: recordEventTypes,
  mode: 'async',
  // 2: punctuation folds to a space, names with it also keyed without it, parcels keyed by segments (issue 12).
  // 3: recorded times kept as the record's clock wrote them, to the second (0022 converted them to the minute).
  version: 3,
  prepare,
  apply: async (tx, events) => (await prepare(events))(tx),
};
