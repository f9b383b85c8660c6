import type { LandDocumentRecord } from '@landrecords/contracts/records/feed';
import { codeKey, docNumberKey, nameKey, nameKeys, parcelKeys } from '@landrecords/contracts/records/keys';
import { bookKey } from './display';
import { legalColumns, legalRow } from './legal.rows';
import { namePairs, namePrefixes } from './name-prefixes';
import { landDocumentResult } from './results';
import { landDocumentSortValues, sortColumns } from './sort-columns';
import { bool, jsonb, text, type KindRows } from './table-rows';

/** Every combination of one key of each: a name with punctuation is indexed under each of its keys. */
const eachOf = (...keys: string[][]): string[][] =>
  keys.reduce<string[][]>((rows, choices) => rows.flatMap((row) => choices.map((key) => [...row, key])), [[]]);

const partiesOf = (record: LandDocumentRecord) => [...record.grantors, ...record.grantees];

/**
 * A land document: its row with the result as shown, and rows per name, parcel, address, legal and tract; a
 * name, street or parcel with punctuation has a row for each of its keys (nameKeys, parcelKeys): the searches
 * find its document once.
 */
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
        ['recorded_at', 'timestamp'],
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
      table: 'search_document_name_beginnings',
      keyColumn: 'doc_id',
      columns: [text('doc_id'), ['name_prefixes', 'text[]'], ...sortColumns],
      rowsOf: (record) => [
        [
          record.docId,
          [...new Set(partiesOf(record).flatMap((party) => nameKeys(party.lastName).flatMap(namePrefixes)))],
          ...landDocumentSortValues(record),
        ],
      ],
    },
    {
      table: 'search_document_name_pairs',
      keyColumn: 'doc_id',
      columns: [text('name_pair'), text('doc_id'), ...sortColumns],
      rowsOf: (record) => {
        const sorted = landDocumentSortValues(record);
        const pairs = namePairs(partiesOf(record).flatMap((party) => nameKeys(party.lastName)));
        return pairs.map((pair) => [pair, record.docId, ...sorted]);
      },
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
        ].flatMap(([grantor, party]) =>
          eachOf(nameKeys(party.lastName), nameKeys(party.firstName)).map(([last, first]) => [
            record.docId,
            grantor,
            last,
            first,
            nameKey(party.middleInitial),
            ...landDocumentSortValues(record),
          ]),
        ),
    },
    {
      table: 'search_document_parcels',
      keyColumn: 'doc_id',
      columns: [text('doc_id'), text('parcel_key'), ...sortColumns],
      rowsOf: (record) =>
        [...new Set(record.parcelIds.flatMap(parcelKeys))].map((parcel) => [
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
        record.addresses.flatMap((address) =>
          eachOf(nameKeys(address.streetName), nameKeys(address.city)).map(([street, city]) => [
            record.docId,
            street,
            codeKey(address.streetNumber),
            city,
            ...landDocumentSortValues(record),
          ]),
        ),
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
        record.tractParcels.flatMap((parcel) =>
          parcelKeys(parcel.parcelId).map((parcelKey) => [
            record.docId,
            nameKey(parcel.island),
            nameKey(parcel.village),
            parcelKey,
            ...landDocumentSortValues(record),
          ]),
        ),
    },
  ],
};
