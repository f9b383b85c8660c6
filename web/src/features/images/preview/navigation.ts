import { thumbnailsPerView } from '@landrecords/contracts/images/preview';

/** The moves of the preview's navigation (000 §2, §4): First, Prev 5, Prev 1, Next 1, Next 5, Last. */
export type Move = 'first' | 'prev5' | 'prev1' | 'next1' | 'next5' | 'last';
export const moves: readonly Move[] = ['first', 'prev5', 'prev1', 'next1', 'next5', 'last'];

/** What the navigation says once a move has reached a bound (000 §4). */
export type BoundMessage = 'atFirstPage' | 'atLastPage' | 'atLastPages';

/** The first page of the last view: the last five pages (page 1 for a document of five pages or fewer). */
export const lastStart = (pageCount: number) => Math.max(1, pageCount - thumbnailsPerView + 1);

/** A view's first page within the document: clamped so the last view shows the last five. */
export const clampStart = (page: number, pageCount: number) => Math.min(Math.max(1, page), lastStart(pageCount));

const backward = (move: Move) => move === 'first' || move === 'prev5' || move === 'prev1';

/** The view's first page after a move, clamped to the page range. */
export function moved(move: Move, start: number, pageCount: number): number {
  const steps: Record<Move, number> = {
    first: -pageCount,
    prev5: -thumbnailsPerView,
    prev1: -1,
    next1: 1,
    next5: thumbnailsPerView,
    last: pageCount,
  };
  return clampStart(start + steps[move], pageCount);
}

/** A move is possible when it changes the view; impossible ones are disabled. */
export const possible = (move: Move, start: number, pageCount: number) => moved(move, start, pageCount) !== start;

/** What to say after a move that ends at a bound: the first page, the last page (Next 1), the last pages. */
export function boundMessage(move: Move, start: number, pageCount: number): BoundMessage | null {
  if (backward(move)) return start === 1 ? 'atFirstPage' : null;
  if (start !== lastStart(pageCount)) return null;
  return move === 'next1' ? 'atLastPage' : 'atLastPages';
}

/** The jump-to-page field's page (000 §5): an integer from 1 to the page count, else null. */
export function jumpPage(entered: string, pageCount: number): number | null {
  const text = entered.trim();
  if (!/^\d+$/.test(text)) return null;
  const page = Number(text);
  return page >= 1 && page <= pageCount ? page : null;
}

/** The pages of a view. */
export const viewPages = (start: number, pageCount: number) =>
  Array.from({ length: Math.min(thumbnailsPerView, pageCount) }, (_, index) => start + index);
