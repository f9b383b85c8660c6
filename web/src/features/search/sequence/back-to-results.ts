import { useCallback, useContext } from 'react';
import { useNavigate } from 'react-router';
import { useAlert } from '../../../components/dialogs/alerts';
import { currentSearch } from '../run/current-search';
import { runSearch } from '../run/run-search';
import { resultPath } from '../run/search-api';
import { SearchRunContext } from '../run/search-run-context';
import { useTranslation } from 'react-i18next';
import { failureText } from './failure-text';

/**
 * 'Back to Search Results' (001 §4.5): runs the search the sequence began from again, on its page and sort,
 * ends the sequence and selects the row that was open.
 */
export function useBackToResults(): () => Promise<void> {
  const { pay } = useContext(SearchRunContext);
  const navigate = useNavigate();
  const showAlert = useAlert();
  const { t } = useTranslation();
  return useCallback(async () => {
    const origin = currentSearch()?.origin;
    if (!origin) return;
    try {
      const outcome = await runSearch(origin.type, origin.criteria, pay, {
        pageNumber: origin.pageNumber,
        sortKey: origin.sortKey,
        sortDirection: origin.sortDirection,
        updateHistory: false,
        origin: null,
        selectRowKey: origin.rowKey,
      });
      if (outcome.totalRecordCount > 0) await navigate(resultPath(origin.type));
      else if (outcome.message) await showAlert({ message: failureText(t, outcome.message) });
    } catch (error) {
      await showAlert({ message: failureText(t, error) });
    }
  }, [pay, navigate, showAlert, t]);
}
