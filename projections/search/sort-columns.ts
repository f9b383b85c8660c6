import type { LandDocumentRecord, TractBookEntryRecord } from '@landrecords/contracts/records/feed';
import { docNumberKey, nameKey } from '@landrecords/contracts/records/keys';
import { bookKey } from './display';
import { bool, text } from './table-rows';

/**
 * What every row of a record's child tables (names, parcels, addresses, legals, tract parcels) repeats of the
 * record: its sort keys and the filters every search applies. A search by name then finds, filters and
 * orders the matching rows in the names table alone and reads only the page's hundred results: it never
 * visits the tens of thousands of documents of a common surname (docs/decisions.md, search speed).
 */
export const sortColumns = [
  text('doc_number_key'),
  text('instrument_key'),
  text('book_key'),
  text('book_type'),
  ['recorded_at', 'timestamp'],
  bool('protected'),
  text('doc_type'),
  text('instrument_code'),
  text('image_key_type'),
] as const;

export const landDocumentSortValues = (record: LandDocumentRecord): unknown[] => [
  docNumberKey(record.docNumber),
  nameKey(record.instrumentDescription || record.instrumentCode),
  bookKey(record.book, record.page),
  record.bookType,
  record.recordedDateTime,
  record.protected,
  record.docType,
  record.instrumentCode,
  record.sourcedDocKey.imageKeyType,
];

export const tractBookSortValues = (record: TractBookEntryRecord): unknown[] => [
  docNumberKey(record.docId),
  nameKey(record.instrumentDescription),
  '',
  '',
  record.recordedDateTime,
  record.protected,
  'ABSTRACT',
  '',
  record.sourcedDocKey.imageKeyType,
];
