import { createContext } from 'react';
import type { Pay } from './run-search';

/** What the search runner needs from the screen around it: the card steps (seam B). */
export type SearchRunContextValue = { pay: Pay };

/** Outside a SearchRunProvider no card steps can open: a search that must be paid for ends with nothing shown. */
export const SearchRunContext = createContext<SearchRunContextValue>({ pay: () => Promise.resolve(false) });
