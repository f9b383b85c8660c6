import type { ResultKind } from '@landrecords/contracts/search/paging';
import type { SearchResultRow } from '@landrecords/contracts/search/results';

/** The id that names a row of each result kind: what its detail call takes as docId. */
export function rowKey(kind: ResultKind, row: SearchResultRow): string {
  const record = row as { docId?: string; id?: string };
  return kind === 'torrens' || kind === 'grantorGranteeBook' ? String(record.id) : String(record.docId);
}
