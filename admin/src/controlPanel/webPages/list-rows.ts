/** The paragraph lists' and login links' row rules (002 §5, §9), kept apart from the screens so they are tested. */

/** News, more news and more links: at most 50 rows, added 5 at a time. */
export const LIST_LIMIT = 50;
export const ROWS_ADDED = 5;
/** The login page's links: always 12 rows. */
export const LOGIN_LINKS = 12;

export type ListKind = 'paragraph' | 'link';
export type ParagraphRow = { heading: string; paragraphContent: string };
export type LinkRow = { description: string; url: string };

export const blankRow = (kind: ListKind): ParagraphRow | LinkRow =>
  kind === 'paragraph' ? { heading: '', paragraphContent: '' } : { description: '', url: '' };

/** How many blank rows "Add rows" adds to a list of this length: 5, fewer near the limit, none at it. */
export const addableRows = (length: number): number => Math.max(0, Math.min(ROWS_ADDED, LIST_LIMIT - length));

/** Where a login link moves: the row above or below, or why it cannot ('first' / 'last'). */
export function moveTarget(index: number, step: -1 | 1, length = LOGIN_LINKS): number | 'first' | 'last' {
  const target = index + step;
  if (target < 0) return 'first';
  if (target >= length) return 'last';
  return target;
}
