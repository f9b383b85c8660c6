import type { SearchType } from '@landrecords/contracts/codes';
import { BATCH_SIZE, PAGE_SIZE } from '@landrecords/contracts/search/paging';
import type { SearchAnswer } from '@landrecords/contracts/search/results';
import type { CurrentUser, UsageBalance } from '@landrecords/contracts/auth/current-user';
import { queryClient } from '../../../lib/query-client';
import { loginStatusQuery } from '../../../lib/session';
import {
  currentSearch,
  newRunId,
  setCurrentSearch,
  updateCurrentSearch,
  type CurrentSearch,
  type SequenceOrigin,
} from './current-search';
import { defaultSortKey, kindOf, postSearch, type SortDirection } from './search-api';

export type PayReason = 'paymentNeeded' | 'paymentNeededAgain';
/** The card steps (seam B): true once a card was authorized, so the same search is sent again. */
export type Pay = (reason: PayReason) => Promise<boolean>;

export type RunOptions = {
  pageNumber?: number;
  sortKey?: string;
  sortDirection?: SortDirection;
  updateHistory?: boolean;
  /** Kept for the new search: a follow-up keeps where its sequence began, a form submit starts none. */
  origin?: SequenceOrigin | null;
  selectRowKey?: string | null;
  visitedPages?: number[];
};

export type RunOutcome = {
  totalRecordCount: number;
  /** 'No Records Found.' or the server's message; null when results show or the payment steps ended it. */
  message: string | null;
};

/** A balance a charge left, in the current user the header reads. */
export function showUsageBalance(usageBalance: UsageBalance): void {
  queryClient.setQueryData<CurrentUser | null>(loginStatusQuery.queryKey, (user) =>
    user ? { ...user, usageBalance } : user,
  );
}

/** History and usage balance come back with every search (001 §4.2): the side navigation and header read them. */
function refreshUser(answer: SearchAnswer): void {
  queryClient.setQueryData<CurrentUser | null>(loginStatusQuery.queryKey, (user) =>
    user
      ? { ...user, usageBalance: answer.usageBalance, searchHistoryList: answer.historyResults.searchHistoryList }
      : user,
  );
  sessionStorage.setItem('lr.searchHistory', JSON.stringify(answer.historyResults.searchHistoryList));
}

/**
 * Runs a search (001 §4.2, §4.3): the first 25 rows of the page, then its batches 2 to 4 in the background.
 * A payment answer opens the card steps and, once a card is authorized, sends the same search again.
 */
export async function runSearch(
  type: SearchType,
  criteria: Record<string, unknown>,
  pay: Pay,
  options: RunOptions = {},
): Promise<RunOutcome> {
  const kind = kindOf(type);
  const previous = currentSearch();
  const paging = {
    pageNumber: options.pageNumber ?? 1,
    sortKey: options.sortKey ?? defaultSortKey(kind),
    sortDirection: options.sortDirection ?? 'ASC',
    updateHistory: options.updateHistory ?? true,
  };
  const runId = newRunId();
  for (;;) {
    const { answer, message } = await postSearch(type, criteria, { ...paging, batch: 1 });
    if (answer.paymentNeededAgain || answer.paymentNeeded) {
      const paid = await pay(answer.paymentNeededAgain ? 'paymentNeededAgain' : 'paymentNeeded');
      if (paid) continue;
      return { totalRecordCount: 0, message: null };
    }
    const { totalRecordCount, truncated, searchResultList } = answer.searchResults;
    if (totalRecordCount === 0) {
      refreshUser(answer);
      return { totalRecordCount, message };
    }
    const search: CurrentSearch = {
      type,
      kind,
      criteria,
      ...paging,
      totalRecordCount,
      truncated,
      rows: searchResultList,
      complete: false,
      runId,
      visitedPages: [...new Set([...(options.visitedPages ?? []), paging.pageNumber])],
      selectRowKey: options.selectRowKey ?? null,
      origin: options.origin !== undefined ? options.origin : (previous?.origin ?? null),
    };
    setCurrentSearch(search);
    afterFirstRows = { search, answer };
    return { totalRecordCount, message: null };
  }
}

/** What waits until the first rows are on screen, so that nothing else competes with drawing them. */
let afterFirstRows: { search: CurrentSearch; answer: SearchAnswer } | null = null;

/**
 * Called by the result screen once it shows a search's first rows: the header's history and balance are
 * brought up to date, and batches 2 to 4 of the page load in the background.
 */
export function firstRowsShown(runId: number): void {
  if (afterFirstRows?.search.runId !== runId) return;
  const { search, answer } = afterFirstRows;
  afterFirstRows = null;
  refreshUser(answer);
  void loadBatches(search);
}

/** Rows the page holds: 100, fewer on the last page. */
const pageRows = (search: CurrentSearch) =>
  Math.min(PAGE_SIZE, Math.max(0, Math.min(search.totalRecordCount, 1000) - (search.pageNumber - 1) * PAGE_SIZE));

/** Batches 2 to 4 of the page, each after the last; stops at a short batch or when a newer search began. */
async function loadBatches(search: CurrentSearch): Promise<void> {
  const { type, criteria, pageNumber, sortKey, sortDirection, runId } = search;
  let lastBatch = search.rows.length;
  for (let batch = 2; batch <= PAGE_SIZE / BATCH_SIZE; batch++) {
    if (lastBatch < BATCH_SIZE || (currentSearch()?.rows.length ?? 0) >= pageRows(search)) break;
    try {
      const { answer } = await postSearch(type, criteria, {
        pageNumber,
        sortKey,
        sortDirection,
        batch,
        updateHistory: false,
      });
      if (currentSearch()?.runId !== runId) return;
      const rows = answer.searchResults.searchResultList;
      lastBatch = rows.length;
      updateCurrentSearch((now) => ({ ...now, rows: [...now.rows, ...rows] }));
    } catch {
      break; // 001 §8: a page that fails to load is left as it is.
    }
  }
  if (currentSearch()?.runId === runId) updateCurrentSearch((now) => ({ ...now, complete: true }));
}
