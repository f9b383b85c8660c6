import { readSection } from '@landrecords/projections/config/index';
import type { Queryable } from '@landrecords/projections/platform/database';
import { tablePdf } from '../platform/pdf/table-pdf';
import { historyEntry } from './history';
import { printColumns } from './print-columns';
import type { SearchPage } from '@landrecords/projections/search/index';
import type { ValidSearch } from './search-request';

/**
 * SearchResultsReport.pdf (001 §7 {searchType}Print): the whole result, up to 1000 rows, in the results
 * table's columns, with the county, the search and its criteria at the top and page numbers at the foot.
 */
export async function printSearchResults(db: Queryable, search: ValidSearch, page: SearchPage): Promise<Uint8Array> {
  const { countyName, appTitle } = await readSection(db, 'common');
  const entry = historyEntry(search.type, search.criteria, search.paging);
  const count = page.truncated ? `${page.rows.length} results (truncated)` : `${page.rows.length} results`;
  return tablePdf({
    title: `${countyName}: ${entry.longDescription}`,
    producer: appTitle,
    page: { width: 792, height: 612, margin: 36 },
    size: 8,
    line: 11,
    heading: [
      { text: `${countyName}: search results`, bold: true, size: 12, advance: 16 },
      { text: entry.longDescription, advance: 12 },
      { text: count, advance: 16 },
    ],
    columns: printColumns[search.kind],
    rows: page.rows.map((text) => JSON.parse(text) as Record<string, unknown>),
    empty: 'No Records Found.',
  });
}
