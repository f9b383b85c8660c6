import { useContext, useEffect, useState } from 'react';
import type { ResultKind } from '@landrecords/contracts/search/paging';
import { currentSearch } from '../run/current-search';
import { runSearch } from '../run/run-search';
import { SearchRunContext } from '../run/search-run-context';

/**
 * After a reload the current search has its criteria, page and sort but no rows: it runs again (not recorded
 * in history again). True while it runs.
 */
export function useRestoreResults(kind: ResultKind): boolean {
  const { pay } = useContext(SearchRunContext);
  const [restoring, setRestoring] = useState(() => {
    const search = currentSearch();
    return search !== null && search.kind === kind && search.rows.length === 0;
  });
  useEffect(() => {
    const search = currentSearch();
    if (!restoring || !search) return;
    let live = true;
    runSearch(search.type, search.criteria, pay, {
      pageNumber: search.pageNumber,
      sortKey: search.sortKey,
      sortDirection: search.sortDirection,
      updateHistory: false,
      origin: search.origin,
      selectRowKey: search.selectRowKey,
      visitedPages: search.visitedPages,
    })
      .catch(() => undefined)
      .finally(() => live && setRestoring(false));
    return () => {
      live = false;
    };
    // Runs once, for the search the screen opened with.
  }, []);
  return restoring;
}
