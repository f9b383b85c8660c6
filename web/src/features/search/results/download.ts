import { saveFile } from '@landrecords/ui/save-file';
import type { CurrentSearch } from '../run/current-search';
import { printSearch } from '../run/search-api';

/** Download (001 §2.15, §7): the whole result as the print PDF, saved as SearchResultsReport.pdf. */
export async function downloadResults(search: CurrentSearch): Promise<void> {
  const pdf = await printSearch(search.type, search.criteria, {
    sortKey: search.sortKey,
    sortDirection: search.sortDirection,
  });
  saveFile(pdf, 'SearchResultsReport.pdf');
}
