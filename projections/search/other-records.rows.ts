import type {
  CodeListRecord,
  GrantorGranteeBookEntryRecord,
  PlatRecord,
  TaxLienRecord,
  TorrensCertificateRecord,
  TractBookEntryRecord,
  TractIndexParcelRecord,
} from '@landrecords/contracts/records/feed';
import { codeKey, docNumberKey, nameKey, nameKeys, textKey } from '@landrecords/contracts/records/keys';
import { bookKey } from './display';
import { legalColumns, legalRow } from './legal.rows';
import { grantorGranteeBookResult, taxLienResult, torrensCertificateResult, tractBookResult } from './results';
import { tractBookSortValues } from './sort-columns';
import { bool, jsonb, text, type KindRows } from './table-rows';

export const torrensCertificateRows: KindRows<TorrensCertificateRecord> = {
  kind: 'torrensCertificate',
  keyOf: (record) => record.id,
  tables: [
    {
      table: 'search_torrens_certificates',
      keyColumn: 'id',
      columns: [
        text('id'),
        text('certificate_key'),
        text('book_key'),
        ['certified_date', 'date'],
        bool('protected'),
        text('legal_text'),
        text('recital_text'),
        text('memorial_text'),
        jsonb('result'),
      ],
      rowsOf: (record) => [
        [
          record.id,
          docNumberKey(record.certificateNumber),
          bookKey(record.book, record.page),
          record.certifiedDate,
          record.protected,
          textKey(record.legalText),
          textKey(record.recitalText),
          textKey(record.memorials.map((memorial) => memorial.text).join(' ')),
          torrensCertificateResult(record),
        ],
      ],
    },
    {
      table: 'search_torrens_memorials',
      keyColumn: 'id',
      columns: [text('id'), text('doc_number_key')],
      rowsOf: (record) =>
        [...new Set(record.memorials.map((memorial) => docNumberKey(memorial.docNumber)))].map((key) => [
          record.id,
          key,
        ]),
    },
  ],
};

export const tractBookEntryRows: KindRows<TractBookEntryRecord> = {
  kind: 'tractBookEntry',
  keyOf: (record) => record.docId,
  tables: [
    {
      table: 'search_tract_book_entries',
      keyColumn: 'doc_id',
      columns: [text('doc_id'), text('id_key'), ['recorded_at', 'timestamp'], bool('protected'), jsonb('result')],
      rowsOf: (record) => [
        [record.docId, docNumberKey(record.docId), record.recordedDateTime, record.protected, tractBookResult(record)],
      ],
    },
    {
      table: 'search_legals',
      keyColumn: 'doc_id',
      owner: { column: 'owner', value: 'T' },
      columns: legalColumns,
      rowsOf: (record) =>
        record.legals.map((legal) => [...legalRow('T', record.docId, legal), ...tractBookSortValues(record)]),
    },
  ],
};

export const grantorGranteeBookRows: KindRows<GrantorGranteeBookEntryRecord> = {
  kind: 'grantorGranteeBookEntry',
  keyOf: (record) => record.id,
  tables: [
    {
      table: 'search_grantor_grantee_book',
      keyColumn: 'id',
      columns: [
        text('id'),
        text('id_key'),
        text('from_name_key'),
        text('to_name_key'),
        ['from_date', 'date'],
        ['to_date', 'date'],
        bool('protected'),
        jsonb('result'),
      ],
      rowsOf: (record) => [
        [
          record.id,
          docNumberKey(record.id),
          // one key a name here (one row an entry): the code key, as the book search folds the name typed
          codeKey(record.fromName),
          codeKey(record.toName),
          record.fromDate,
          record.toDate,
          record.protected,
          grantorGranteeBookResult(record),
        ],
      ],
    },
  ],
};

export const platRows: KindRows<PlatRecord> = {
  kind: 'plat',
  keyOf: (record) => codeKey(record.platCode),
  tables: [
    {
      table: 'search_plats',
      keyColumn: 'plat_code',
      columns: [text('plat_code'), text('plat_number'), text('plat_name'), jsonb('result')],
      rowsOf: (record) => [
        [
          codeKey(record.platCode),
          record.platNumber,
          record.platName,
          { ...record, code: record.platCode, description: record.platName },
        ],
      ],
    },
  ],
};

/** What a lien's row and each of its taxpayers' rows hold of it: the sort keys and the filters its search applies. */
const lienColumns = [
  text('doc_number_key'),
  text('lien_number_key'),
  ['recorded_at', 'timestamp'],
  ['lien_date', 'date'],
  ['expires_on', 'date'],
  bool('released'),
  bool('protected'),
] as const;

const lienValues = (record: TaxLienRecord): unknown[] => [
  docNumberKey(record.docNumber),
  docNumberKey(record.lienNumber),
  record.recordedDateTime,
  record.lienDate,
  record.expirationDate ?? null,
  record.releases.some(
    (release) => release.partialFullFlag === 'F' && release.releaseDocNumber !== '' && release.revokeDocNumber === '',
  ),
  record.protected,
];

export const taxLienRows: KindRows<TaxLienRecord> = {
  kind: 'taxLien',
  keyOf: (record) => record.docId,
  tables: [
    {
      table: 'search_tax_liens',
      keyColumn: 'doc_id',
      columns: [text('doc_id'), ...lienColumns, jsonb('result')],
      rowsOf: (record) => [[record.docId, ...lienValues(record), taxLienResult(record)]],
    },
    {
      table: 'search_tax_lien_taxpayers',
      keyColumn: 'doc_id',
      columns: [text('doc_id'), text('last_key'), text('first_key'), text('middle_initial'), ...lienColumns],
      rowsOf: (record) => {
        const lien = lienValues(record);
        return record.taxpayers.flatMap((taxpayer) =>
          nameKeys(taxpayer.lastName).flatMap((last) =>
            nameKeys(taxpayer.firstName).map((first) => [
              record.docId,
              last,
              first,
              nameKey(taxpayer.middleInitial),
              ...lien,
            ]),
          ),
        );
      },
    },
  ],
};

const tractParcelKey = (record: TractIndexParcelRecord) => `${record.island}|${record.village}|${record.parcelId}`;

export const tractIndexParcelRows: KindRows<TractIndexParcelRecord> = {
  kind: 'tractIndexParcel',
  keyOf: (record) => tractParcelKey(record),
  tables: [
    {
      table: 'search_tract_parcels',
      keyColumn: 'key',
      columns: [text('key'), text('island'), text('village'), text('parcel_id'), text('description')],
      rowsOf: (record) => [
        [tractParcelKey(record), record.island, record.village, record.parcelId, record.description],
      ],
    },
  ],
};

export const codeListRows: KindRows<CodeListRecord> = {
  kind: 'codeList',
  keyOf: (record) => record.list,
  tables: [
    {
      table: 'search_code_lists',
      keyColumn: 'list',
      columns: [text('list'), jsonb('entries')],
      rowsOf: (record) => [[record.list, record.entries]],
    },
  ],
};
