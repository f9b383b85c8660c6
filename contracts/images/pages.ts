import type { Message } from '../message';
import { imageMessages as m } from './messages';

/** The pages text of the preview (000 §2): '1, 3, 7-9, 11', as pages or as the message that says what is wrong. */
export type ParsedPages = { ok: true; pages: number[] } | { ok: false; message: Message };

const digits = /^\d+$/;

/** Sorted and unique; a blank text is no pages (the caller decides what none means). */
export function parsePages(text: string, pageCount: number): ParsedPages {
  if (text.trim() === '') return { ok: true, pages: [] };
  const pages = new Set<number>();
  for (const raw of text.split(',')) {
    const part = raw.trim();
    if (part === '') return { ok: false, message: m.emptyPart };
    const ends = part.split('-').map((end) => end.trim());
    if (ends.length > 2 || ends.some((end) => !digits.test(end))) return { ok: false, message: m.notAPage({ part }) };
    const [first, last = first] = ends.map(Number) as [number, number?];
    for (const page of [first, last]) {
      if (page < 1) return { ok: false, message: m.firstPage };
      if (page > pageCount) return { ok: false, message: m.noPage({ page }) };
    }
    if (last < first) return { ok: false, message: m.reversedRange({ part }) };
    for (let page = first; page <= last; page += 1) pages.add(page);
  }
  return { ok: true, pages: [...pages].sort((a, b) => a - b) };
}

/** The shortest text for the pages: runs of two or more as ranges, '1, 3, 7-9, 11'. */
export function pagesAsCsv(pages: readonly number[]): string {
  const sorted = [...new Set(pages)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let start = 0; start < sorted.length;) {
    let end = start;
    while (end + 1 < sorted.length && sorted[end + 1] === sorted[end]! + 1) end += 1;
    parts.push(end > start ? `${sorted[start]}-${sorted[end]}` : String(sorted[start]));
    start = end + 1;
  }
  return parts.join(', ');
}
