import { useMemo, type ReactNode } from 'react';
import { useSearchPayment } from '../payment';
import { SearchRunContext } from './search-run-context';

/**
 * Around the search area (SearchPage) and the deep-link pages: calls the card steps of 001 §2.23 (seam B,
 * useSearchPayment) once, renders their dialogs, and gives the runner their `pay`.
 */
export function SearchRunProvider({ children }: { children: ReactNode }) {
  const { pay, dialogs } = useSearchPayment();
  const value = useMemo(() => ({ pay }), [pay]);
  return (
    <SearchRunContext.Provider value={value}>
      {children}
      {dialogs}
    </SearchRunContext.Provider>
  );
}
