import type { CurrentSearch } from '../run/current-search';
import { printSearch } from '../run/search-api';

/** Saves a file the browser was handed, under the given name. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Download (001 §2.15, §7): the whole result as the print PDF, saved as SearchResultsReport.pdf. */
export async function downloadResults(search: CurrentSearch): Promise<void> {
  const pdf = await printSearch(search.type, search.criteria, {
    sortKey: search.sortKey,
    sortDirection: search.sortDirection,
  });
  saveFile(pdf, 'SearchResultsReport.pdf');
}
