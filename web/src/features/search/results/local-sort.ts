import { docNumberKey } from '@landrecords/contracts/records/keys';
import type { ResultKind } from '@landrecords/contracts/search/paging';
import type { SearchResultRow } from '@landrecords/contracts/search/results';
import type { SortDirection } from '../run/search-api';

/** MM/DD/YYYY as YYYYMMDD, so dates compare as text. */
const dayKey = (date: unknown) => {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})/.exec(String(date ?? ''));
  return match ? `${match[3]}${match[1]}${match[2]}` : '';
};
const numberKey = (value: unknown) => docNumberKey(String(value ?? ''));
const textKey = (value: unknown) => String(value ?? '').toUpperCase();

type Field = (row: Record<string, unknown>) => string;
const byKey: Record<string, Field> = {
  docNumber: (row) => numberKey(row.docNumber),
  instrument: (row) => textKey(row.instrumentDescription || row.instrumentCode),
  recordedDate: (row) => dayKey(row.recordedDate),
  book: (row) => textKey(row.displayBookAndPage),
  certificateNumber: (row) => numberKey(row.certificateNumber),
  certifiedDate: (row) => dayKey(row.certifiedDate),
  tractBookId: (row) => numberKey(row.docId),
  id: (row) => numberKey(row.id),
  fromName: (row) => textKey(row.fromName),
  fromDate: (row) => dayKey(row.fromDate),
  lienDate: (row) => dayKey(row.lienDate),
  lienNumber: (row) => numberKey(row.lienNumber),
};

/** A filtered list sorts in the browser (001 §4.6), by the same keys the server sorts by. */
export function sortRowsLocally(
  _kind: ResultKind,
  rows: readonly SearchResultRow[],
  sortKey: string,
  direction: SortDirection,
): SearchResultRow[] {
  const field = byKey[sortKey] ?? byKey.docNumber!;
  const sign = direction === 'DESC' ? -1 : 1;
  return [...rows]
    .map((row) => ({ row, key: field(row as unknown as Record<string, unknown>) }))
    .sort((a, b) => (a.key < b.key ? -sign : a.key > b.key ? sign : 0))
    .map(({ row }) => row);
}
