import type { Queryable } from '@landrecords/projections/platform/database';
import { planSearch } from './queries/plans';
import { runSearch, type SearchPage } from './run-search';
import { imageKeyTypesAllowed } from './image-allowed';
import type { SearchCaller } from './search-caller';
import type { ValidSearch } from './search-request';

/**
 * Runs a checked search on the search pool (`searchPool`: each statement stopped at the time limit), each row
 * marked with the caller's image permission (000 §6, image-allowed.ts).
 */
export async function searchRecords(
  searchPool: Queryable,
  search: ValidSearch,
  caller: SearchCaller,
): Promise<SearchPage> {
  const plan = planSearch(search.type, search.criteria, search.context);
  return runSearch(searchPool, plan, search.paging, search.sortKey, imageKeyTypesAllowed(caller.docTypes));
}
