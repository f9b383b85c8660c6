import type { FeedKind, FeedRecord } from '@landrecords/contracts/records/feed';
import { sql } from '@landrecords/services/platform/database';
import type { RecordedEvent } from '@landrecords/services/platform/eventstore/index';
import {
  isVoidEvent,
  recordEventTypes,
  type RecordEventData,
} from '@landrecords/services/search/import/records.events';
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

/** Replaces the rows of these records: every table's old rows out, the current ones in, a statement a table. */
async function replaceRecords(
  tx: DatabaseTransactionConnection,
  kind: KindRows,
  records: Map<string, FeedRecord | null>,
) {
  const keys = [...records.keys()];
  const current = [...records.values()].filter((record): record is FeedRecord => record !== null);
  for (const table of kind.tables) {
    const owner = table.owner
      ? sql.fragment` AND ${sql.identifier([table.owner.column])} = ${table.owner.value}`
      : sql.fragment``;
    await tx.query(sql.unsafe`
      DELETE FROM ${sql.identifier([table.table])}
      WHERE ${sql.identifier([table.keyColumn])} = ANY(${sql.array(keys, 'text')})${owner}`);
    const rows = current.flatMap((record) => table.rowsOf(record));
    if (rows.length === 0) continue;
    await tx.query(sql.unsafe`
      INSERT INTO ${sql.identifier([table.table])}
        (${sql.join(
          table.columns.map(([name]) => sql.identifier([name])),
          sql.fragment`, `,
        )})
      SELECT * FROM ${sql.unnest(
        rows as never,
        table.columns.map(([, type]) => type),
      )}`);
  }
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
  async apply(tx, events: readonly RecordedEvent[]) {
    const newest = new Map<FeedKind, Map<string, FeedRecord | null>>();
    for (const event of events) {
      const { record } = event.data as RecordEventData;
      const kind = rowsByKind[record.kind];
      const records = newest.get(record.kind) ?? new Map<string, FeedRecord | null>();
      records.set(kind.keyOf(record), isVoidEvent(event.type) ? null : record);
      newest.set(record.kind, records);
    }
    for (const [kind, records] of newest) await replaceRecords(tx, rowsByKind[kind], records);
  },
};
