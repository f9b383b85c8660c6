import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { PAGE_SIZE, RESULT_LIMIT } from '@landrecords/contracts/search/paging';
import type { SearchResultRow } from '@landrecords/contracts/search/results';
import { useCurrentSearch, type CurrentSearch } from '../run/current-search';
import { runSearch } from '../run/run-search';
import { SearchRunContext } from '../run/search-run-context';
import type { SortDirection } from '../run/search-api';
import { rowKey } from './row-keys';
import { sortRowsLocally } from './local-sort';

/** At most this many rows can be checked for a filter (001 §5, §9). */
export const SELECTION_LIMIT = 100;

/** The rows a page of the current search holds: 100, fewer on the last. */
export const expectedRows = (search: CurrentSearch) =>
  Math.min(
    PAGE_SIZE,
    Math.max(0, Math.min(search.totalRecordCount, RESULT_LIMIT) - (search.pageNumber - 1) * PAGE_SIZE),
  );

export const pageCount = (search: CurrentSearch) =>
  Math.ceil(Math.min(search.totalRecordCount, RESULT_LIMIT) / PAGE_SIZE);

/**
 * What a result screen shows and does (001 §4.4–§4.8): the page's rows (or the filtered ones), checked rows,
 * the active row and visited rows, and the calls that page, sort and filter.
 */
export function useResultsView(onLimit: () => void) {
  const search = useCurrentSearch();
  const { pay } = useContext(SearchRunContext);
  const [checked, setChecked] = useState<Map<string, SearchResultRow>>(new Map());
  const [filtered, setFiltered] = useState<SearchResultRow[] | null>(null);
  const [activeKey, setActiveKey] = useState<string | null>(search?.selectRowKey ?? null);
  const [visited, setVisited] = useState<Set<string>>(() => new Set(search?.selectRowKey ? [search.selectRowKey] : []));
  const [busy, setBusy] = useState(false);
  const [sortState, setSortState] = useState<{ sortKey: string; sortDirection: SortDirection } | null>(null);
  const kind = search?.kind ?? 'general';
  const runRef = useRef(search?.runId);
  const criteriaRef = useRef(search?.criteria);

  // A results page that opens clears the visited marks (001 §4.4); Back to Search Results selects its row again.
  // Another search (not another page or sort of this one) also starts with nothing checked.
  useEffect(() => {
    if (!search || runRef.current === search.runId) return;
    runRef.current = search.runId;
    setVisited(new Set(search.selectRowKey ? [search.selectRowKey] : []));
    setActiveKey(search.selectRowKey);
    if (criteriaRef.current !== search.criteria) {
      criteriaRef.current = search.criteria;
      setChecked(new Map());
      setFiltered(null);
      setSortState(null);
    }
  }, [search]);

  const rerun = useCallback(
    async (change: { pageNumber?: number; sortKey?: string; sortDirection?: SortDirection }) => {
      if (!search || busy) return;
      setBusy(true);
      try {
        await runSearch(search.type, search.criteria, pay, {
          pageNumber: change.pageNumber ?? search.pageNumber,
          sortKey: change.sortKey ?? search.sortKey,
          sortDirection: change.sortDirection ?? search.sortDirection,
          visitedPages: search.visitedPages,
          origin: search.origin,
          selectRowKey: null,
        });
      } catch {
        // 001 §8: a results page that fails to load is silently ignored.
      } finally {
        setBusy(false);
      }
    },
    [search, busy, pay],
  );

  const sortBy = useCallback(
    (sortKey: string, sortDirection: SortDirection) => {
      if (!search) return;
      if (filtered) {
        // 001 §4.6: a filtered list sorts locally.
        setFiltered(sortRowsLocally(kind, filtered, sortKey, sortDirection));
        setSortState({ sortKey, sortDirection });
        return;
      }
      void rerun({ sortKey, sortDirection, pageNumber: 1 });
    },
    [search, filtered, kind, rerun],
  );

  const toggleChecked = useCallback(
    (row: SearchResultRow) => {
      const key = rowKey(kind, row);
      // The alert outside the state update: React may run an updater twice, and each alert waits its turn.
      if (!checked.has(key) && checked.size >= SELECTION_LIMIT) return onLimit();
      setChecked((before) => {
        const next = new Map(before);
        if (next.has(key)) next.delete(key);
        else if (next.size < SELECTION_LIMIT) next.set(key, row);
        return next;
      });
    },
    [kind, onLimit, checked],
  );

  const applyFilter = useCallback(() => {
    if (checked.size === 0 || !search) return;
    const sort = sortState ?? { sortKey: search.sortKey, sortDirection: search.sortDirection };
    setFiltered(sortRowsLocally(kind, [...checked.values()], sort.sortKey, sort.sortDirection));
  }, [checked, search, kind, sortState]);

  const removeFilter = useCallback(() => {
    setFiltered(null);
    setChecked(new Map());
    setSortState(null);
    // 001 §4.7: Remove Filter queries the original list again.
    void rerun({});
  }, [rerun]);

  const open = useCallback(
    (row: SearchResultRow) => {
      const key = rowKey(kind, row);
      setActiveKey(key);
      setVisited((before) => new Set(before).add(key));
    },
    [kind],
  );

  const rows = filtered ?? search?.rows ?? [];
  const activeRow = useMemo(
    () => (activeKey ? (rows.find((row) => rowKey(kind, row) === activeKey) ?? null) : null),
    [rows, activeKey, kind],
  );

  return {
    search,
    kind,
    rows,
    filtered: filtered !== null,
    checked,
    activeKey,
    activeRow,
    visited,
    busy,
    sortKey: sortState?.sortKey ?? search?.sortKey ?? '',
    sortDirection: sortState?.sortDirection ?? search?.sortDirection ?? 'ASC',
    goToPage: (pageNumber: number) => void rerun({ pageNumber }),
    sortBy,
    toggleChecked,
    applyFilter,
    removeFilter,
    open,
    resetRead: () => setVisited(new Set()),
  };
}
export type ResultsView = ReturnType<typeof useResultsView>;
