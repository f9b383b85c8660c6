import type { SearchType } from '@landrecords/contracts/codes';
import { searchSpecs } from '@landrecords/contracts/search/criteria';
import { sortKeysByKind, type ResultKind } from '@landrecords/contracts/search/paging';
import type { SearchAnswer } from '@landrecords/contracts/search/results';
import { callForEnvelope, callForFile } from '../../../lib/api/client';

/** The result route of each result kind (001 §2.1). */
export const resultRoutes: Record<ResultKind, string> = {
  general: 'SearchResults',
  torrens: 'TorrensSearchResults',
  grantorGranteeBook: 'GrantorGranteeBookSearchResults',
  tractBook: 'TractBookSearchResults',
  taxLien: 'TaxLienSearchResults',
};

export const kindOf = (type: SearchType): ResultKind => searchSpecs[type].kind;
export const defaultSortKey = (kind: ResultKind): string => sortKeysByKind[kind][0];
export const resultPath = (type: SearchType) => `/search/${resultRoutes[kindOf(type)]}`;

export type SortDirection = 'ASC' | 'DESC';

/** What a search call sends besides its criteria (001 §3.2). */
export type SearchPaging = {
  pageNumber: number;
  sortKey: string;
  sortDirection: SortDirection;
  batch?: number;
  updateHistory: boolean;
};

/** POST search/{searchType} (001 §7): the answer and its message ('No Records Found.', a payment message). */
export async function postSearch(
  type: SearchType,
  criteria: Record<string, unknown>,
  paging: SearchPaging,
  signal?: AbortSignal,
): Promise<{ answer: SearchAnswer; message: string | null }> {
  const envelope = await callForEnvelope<SearchAnswer>(
    'POST',
    `search/${type}`,
    { ...criteria, ...paging, timestamp: Date.now() },
    { signal },
  );
  return { answer: envelope.content as SearchAnswer, message: envelope.message };
}

/** POST search/{searchType}Print: the whole result as a PDF (001 §7). */
export const printSearch = (
  type: SearchType,
  criteria: Record<string, unknown>,
  paging: Pick<SearchPaging, 'sortKey' | 'sortDirection'>,
) => callForFile(`search/${type}Print`, { ...criteria, ...paging, pageNumber: -1, updateHistory: false });
