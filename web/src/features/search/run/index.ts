import { useCallback, useContext, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SearchType } from '@landrecords/contracts/codes';
import { isApiError } from '../../../lib/api/errors';
import { loadResultScreens } from './result-screens';
import { resultPath } from './search-api';
import { runSearch, type RunOptions } from './run-search';
import { SearchRunContext } from './search-run-context';

export { SearchRunProvider } from './SearchRunProvider';
export { useCurrentSearch, type CurrentSearch } from './current-search';
export { resultPath } from './search-api';
export { lazyResultScreen, loadResultScreens } from './result-screens';

/** The message a failed search call shows: the server's, or nothing for a refusal the client already handled. */
const failureMessage = (error: unknown): string | null =>
  isApiError(error) ? (error.loginRequired ? null : (error.serverMessage ?? error.message)) : String(error);

/**
 * Runs a search, stores it as the current search and opens its results screen when it found anything
 * (seam C, used by the deep links). Throws when the call fails.
 */
export function useRunSearch(): (
  type: SearchType,
  criteria: Record<string, unknown>,
  options?: RunOptions,
) => Promise<{ totalRecordCount: number; message: string | null }> {
  const navigate = useNavigate();
  const { pay } = useContext(SearchRunContext);
  return useCallback(
    async (type, criteria, options) => {
      // The result screen's code loads while the server searches, not after it answered.
      void loadResultScreens();
      const outcome = await runSearch(type, criteria, pay, options);
      if (outcome.totalRecordCount > 0) await navigate(resultPath(type));
      return outcome;
    },
    [navigate, pay],
  );
}

/** Submits a search form (001 §4.1, §4.2): LOADING ignores a second submit; on results opens the result route. */
export function useSearchSubmit(): {
  submit: (type: SearchType, criteria: Record<string, unknown>) => Promise<void>;
  running: boolean;
  /** 'No Records Found.' or the server's message for the form to show (translated by the caller's error helper). */
  message: string | null;
} {
  const run = useRunSearch();
  const [running, setRunning] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const loading = useRef(false);
  const submit = useCallback(
    async (type: SearchType, criteria: Record<string, unknown>) => {
      if (loading.current) return;
      loading.current = true;
      setRunning(true);
      setMessage(null);
      try {
        // 001 §4.1: a submit from a form starts no sequence and selects no row.
        const outcome = await run(type, criteria, { origin: null, selectRowKey: null });
        setMessage(outcome.message);
      } catch (error) {
        setMessage(failureMessage(error));
      } finally {
        loading.current = false;
        setRunning(false);
      }
    },
    [run],
  );
  return { submit, running, message };
}
