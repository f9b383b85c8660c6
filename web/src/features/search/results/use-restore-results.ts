import { useContext, useEffect, useState } from 'react';
import type { ResultKind } from '@landrecords/contracts/search/paging';
import { currentSearch } from '../run/current-search';
import { runSearch } from '../run/run-search';
import { SearchRunContext } from '../run/search-run-context';

/** The run being restored: a screen mounted twice while its search loads asks for it once. */
let restoring: { runId: number; done: Promise<unknown> } | null = null;

const needsRows = (kind: ResultKind) => {
  const search = currentSearch();
  return search !== null && search.kind === kind && search.rows.length === 0;
};

/**
 * After a reload the current search has its criteria, page and sort but no rows: it runs again (not recorded
 * in history again). True while it runs.
 */
export function useRestoreResults(kind: ResultKind): boolean {
  const { pay } = useContext(SearchRunContext);
  const [waiting, setWaiting] = useState(() => needsRows(kind));
  useEffect(() => {
    const search = currentSearch();
    if (!search || !needsRows(kind)) return;
    let live = true;
    if (restoring?.runId !== search.runId) {
      const done = runSearch(search.type, search.criteria, pay, {
        pageNumber: search.pageNumber,
        sortKey: search.sortKey,
        sortDirection: search.sortDirection,
        updateHistory: false,
        origin: search.origin,
        selectRowKey: search.selectRowKey,
        visitedPages: search.visitedPages,
      }).catch(() => undefined);
      restoring = { runId: search.runId, done };
    }
    void restoring.done.finally(() => live && setWaiting(false));
    return () => {
      live = false;
    };
  }, [kind, pay]);
  return waiting;
}
