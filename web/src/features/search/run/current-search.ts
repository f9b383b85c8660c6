import { useSyncExternalStore } from 'react';
import type { SearchType } from '@landrecords/contracts/codes';
import type { ResultKind } from '@landrecords/contracts/search/paging';
import type { SearchResultRow } from '@landrecords/contracts/search/results';
import type { SortDirection } from './search-api';

/** Where a follow-up sequence began (001 §4.5): the search to go back to, its page, sort and row. */
export type SequenceOrigin = {
  type: SearchType;
  criteria: Record<string, unknown>;
  pageNumber: number;
  sortKey: string;
  sortDirection: SortDirection;
  rowKey: string | null;
};

/** The search the result screens show (001 §4.2–§4.8); rows hold the page's batches loaded so far. */
export type CurrentSearch = {
  type: SearchType;
  kind: ResultKind;
  criteria: Record<string, unknown>;
  sortKey: string;
  sortDirection: SortDirection;
  pageNumber: number;
  totalRecordCount: number;
  truncated: boolean;
  rows: SearchResultRow[];
  /** Every batch of this page is in (or the page ended early). */
  complete: boolean;
  /** Grows with every search run: a background batch of an older one is dropped. */
  runId: number;
  visitedPages: number[];
  /** The row to select once the results show (Back to Search Results). */
  selectRowKey: string | null;
  origin: SequenceOrigin | null;
};

const STORAGE_KEY = 'lr.currentSearch';
type Stored = Omit<CurrentSearch, 'rows' | 'complete'>;

function restore(): CurrentSearch | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Stored | null;
    return stored ? { ...stored, rows: [], complete: false } : null;
  } catch {
    return null;
  }
}

let current: CurrentSearch | null = typeof sessionStorage === 'undefined' ? null : restore();
let nextRunId = (current?.runId ?? 0) + 1;
const listeners = new Set<() => void>();

export const currentSearch = () => current;
export const newRunId = () => nextRunId++;

/** Replaces the current search; the criteria, page and sort stay in sessionStorage so a reload runs it again. */
export function setCurrentSearch(next: CurrentSearch | null): void {
  current = next;
  if (next) {
    const { rows: _rows, complete: _complete, ...stored } = next;
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
  } else sessionStorage.removeItem(STORAGE_KEY);
  listeners.forEach((listener) => listener());
}

export function updateCurrentSearch(change: (search: CurrentSearch) => CurrentSearch): void {
  if (current) setCurrentSearch(change(current));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const useCurrentSearch = () => useSyncExternalStore(subscribe, currentSearch, currentSearch);
