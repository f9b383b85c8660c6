import type { LandDocumentRecord } from '@landrecords/contracts/records/feed';
import { docNumberKey, nameKey } from '@landrecords/contracts/records/keys';
import { bookKey } from './display';
import { legalColumns, legalRow } from './legal.rows';
import { landDocumentResult } from './results';
import { landDocumentSortValues, sortColumns } from './sort-columns';
import { bool, jsonb, text, type KindRows } from './table-rows';

/** A land document: its row with the result as shown, and one row per name, parcel, address, legal, tract. */
export const landDocumentRows: KindRows<LandDocumentRecord> = {
  kind: 'landDocument',
  keyOf: (record) => record.docId,
  tables: [
    {
      table: 'search_documents',
      keyColumn: 'doc_id',
      columns: [
        text('doc_id'),
        text('doc_number_key'),
        text('doc_type'),
        text('instrument_code'),
        text('instrument_key'),
        text('book_key'),
        text('book_type'),
        ['recorded_at', 'timestamptz'],
        bool('protected'),
        text('image_key_type'),
        jsonb('result'),
      ],
      rowsOf: (record) => [
        [
          record.docId,
          docNumberKey(record.docNumber),
          record.docType,
          record.instrumentCode,
          nameKey(record.instrumentDescription || record.instrumentCode),
          bookKey(record.book, record.page),
          record.bookType,
          record.recordedDateTime,
          record.protected,
          record.sourcedDocKey.imageKeyType,
          landDocumentResult(record),
        ],
      ],
    },
    {
      table: 'search_document_names',
      keyColumn: 'doc_id',
      columns: [
        text('doc_id'),
        bool('grantor'),
        text('last_key'),
        text('first_key'),
        text('middle_initial'),
        ...sortColumns,
      ],
      rowsOf: (record) =>
        [
          ...record.grantors.map((party) => [true, party] as const),
          ...record.grantees.map((party) => [false, party] as const),
        ].map(([grantor, party]) => [
          record.docId,
          grantor,
          nameKey(party.lastName),
          nameKey(party.firstName),
          nameKey(party.middleInitial),
          ...landDocumentSortValues(record),
        ]),
    },
    {
      table: 'search_document_parcels',
      keyColumn: 'doc_id',
      columns: [text('doc_id'), text('parcel_key'), ...sortColumns],
      rowsOf: (record) =>
        [...new Set(record.parcelIds.map(nameKey))].map((parcel) => [
          record.docId,
          parcel,
          ...landDocumentSortValues(record),
        ]),
    },
    {
      table: 'search_document_addresses',
      keyColumn: 'doc_id',
      columns: [text('doc_id'), text('street_name_key'), text('street_number_key'), text('city_key'), ...sortColumns],
      rowsOf: (record) =>
        record.addresses.map((address) => [
          record.docId,
          nameKey(address.streetName),
          nameKey(address.streetNumber),
          nameKey(address.city),
          ...landDocumentSortValues(record),
        ]),
    },
    {
      table: 'search_legals',
      keyColumn: 'doc_id',
      owner: { column: 'owner', value: 'D' },
      columns: legalColumns,
      rowsOf: (record) =>
        record.legals.map((legal) => [...legalRow('D', record.docId, legal), ...landDocumentSortValues(record)]),
    },
    {
      table: 'search_document_tract_parcels',
      keyColumn: 'doc_id',
      columns: [text('doc_id'), text('island_key'), text('village_key'), text('parcel_key'), ...sortColumns],
      rowsOf: (record) =>
        record.tractParcels.map((parcel) => [
          record.docId,
          nameKey(parcel.island),
          nameKey(parcel.village),
          nameKey(parcel.parcelId),
          ...landDocumentSortValues(record),
        ]),
    },
  ],
};
