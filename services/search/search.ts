import type { Queryable } from '@landrecords/projections/platform/database';
import { planSearch, runSearch, type SearchPage } from '@landrecords/projections/search/index';
import { withinTimeLimit } from './time-limit';
import type { SearchCaller } from './search-caller';
import type { ValidSearch } from './search-request';

/**
 * Runs a checked search on the search pool (`searchPool`: each statement stopped at the time limit), each row
 * marked with the caller's image permission (000 §6, projections/search/image-access.ts).
 */
export async function searchRecords(
  searchPool: Queryable,
  search: ValidSearch,
  caller: SearchCaller,
): Promise<SearchPage> {
  const plan = planSearch(search.type, search.criteria, search.context);
  return withinTimeLimit(runSearch(searchPool, plan, search.paging, search.sortKey, caller));
}
