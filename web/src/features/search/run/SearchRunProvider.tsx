import { useMemo, type ReactNode } from 'react';
import { SearchRunContext } from './search-run-context';
import type { Pay } from './run-search';

// SEAM B (W3: features/search/payment, useSearchPayment): once it lands, this provider calls
// `const { pay, dialogs } = useSearchPayment()` and renders `dialogs` beside its children. Until then a search
// that asks for payment (paymentNeeded / paymentNeededAgain) ends with no results and no message.
const noCardSteps: Pay = () => Promise.resolve(false);

/**
 * Around the search area (SearchPage) and the deep-link pages: gives the runner the card steps of 001 §2.23 and
 * renders their dialogs once.
 */
export function SearchRunProvider({ children }: { children: ReactNode }) {
  const value = useMemo(() => ({ pay: noCardSteps }), []);
  return <SearchRunContext.Provider value={value}>{children}</SearchRunContext.Provider>;
}
