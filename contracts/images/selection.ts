import type { Message } from '../message';
import { imageMessages as m } from './messages';
import { pagesAsCsv, parsePages } from './pages';
import type { ImagePreviewSettingChange, PageSelectionMethod, PagesSelected } from './preview';

export type Selected = { ok: true; pagesSelected: PagesSelected } | { ok: false; message: Message };

const range = (pageCount: number) => Array.from({ length: pageCount }, (_, index) => index + 1);

/** The answer for these pages; none selected is the entire document (000 §4). */
function answer(method: PageSelectionMethod, pages: readonly number[], pageCount: number): Selected {
  const entire = method === 'ENTIRE_DOCUMENT' || pages.length === 0;
  const chosen = new Set(entire ? range(pageCount) : pages);
  return {
    ok: true,
    pagesSelected: {
      pageSelectionMethod: entire ? 'ENTIRE_DOCUMENT' : 'CSV_PAGES',
      selectedAsCsv: pagesAsCsv([...chosen]),
      selectedAsBoolean: range(pageCount).map((page) => chosen.has(page)),
    },
  };
}

/** The pages a method and a pages text select, as getThumbnails answers them. */
export function pagesSelected(method: PageSelectionMethod, csv: string, pageCount: number): Selected {
  if (method === 'ENTIRE_DOCUMENT') return answer(method, [], pageCount);
  const parsed = parsePages(csv, pageCount);
  return parsed.ok ? answer(method, parsed.pages, pageCount) : parsed;
}

/**
 * The selection after one change in the preview (000 §4): the method chosen, the pages typed, or one page kept,
 * ignored or toggled (which switches to CSV_PAGES, starting from what was selected).
 */
export function changedSelection(
  change: ImagePreviewSettingChange,
  settings: { pageSelectionMethod: PageSelectionMethod; selectedAsCsv: string },
  page: number | null | undefined,
  pageCount: number,
): Selected {
  if (change === 'PAGE_SELECTION_METHOD_CHANGED') {
    return pagesSelected(settings.pageSelectionMethod, settings.selectedAsCsv, pageCount);
  }
  if (change === 'PAGES_CHANGED') return pagesSelected('CSV_PAGES', settings.selectedAsCsv, pageCount);
  if (page === null || page === undefined) return { ok: false, message: m.pageNeeded };
  if (page < 1 || page > pageCount) return { ok: false, message: m.noPage({ page }) };
  // Pages chosen with none typed yet: a page kept or ticked starts the list (elsewhere, none typed means all pages).
  const noneTyped = settings.pageSelectionMethod === 'CSV_PAGES' && settings.selectedAsCsv.trim() === '';
  const before = pagesSelected(settings.pageSelectionMethod, settings.selectedAsCsv, pageCount);
  if (!before.ok) return before;
  const pages = new Set(noneTyped ? [] : selectedPages(before.pagesSelected));
  const keep = change === 'KEEP_PAGE' || (change === 'PAGE_TOGGLED' && !pages.has(page));
  if (keep) pages.add(page);
  else pages.delete(page);
  return answer('CSV_PAGES', [...pages], pageCount);
}

/** The pages a selection holds, page 1 first. */
export const selectedPages = (selected: Pick<PagesSelected, 'selectedAsBoolean'>): number[] =>
  selected.selectedAsBoolean.flatMap((chosen, index) => (chosen ? [index + 1] : []));
