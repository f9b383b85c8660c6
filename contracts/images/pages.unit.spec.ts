import { describe, expect, it } from '@jest/globals';
import { pagesAsCsv, parsePages } from './pages';

describe('the pages text of the preview', () => {
  it('reads pages and ranges, spaces allowed, into sorted unique pages', () => {
    expect(parsePages('1, 3, 7-9, 11', 12)).toEqual({ ok: true, pages: [1, 3, 7, 8, 9, 11] });
    expect(parsePages(' 9 - 11 ,2,2, 10 ', 11)).toEqual({ ok: true, pages: [2, 9, 10, 11] });
    expect(parsePages('4-4', 4)).toEqual({ ok: true, pages: [4] });
  });

  it('reads a blank text as no pages', () => {
    expect(parsePages('  ', 3)).toEqual({ ok: true, pages: [] });
  });

  it.each([
    ['two', '"two" is not a page number. Ex.: 1, 3, 7-9, 11'],
    ['1.5', '"1.5" is not a page number. Ex.: 1, 3, 7-9, 11'],
    ['-3', '"-3" is not a page number. Ex.: 1, 3, 7-9, 11'],
    ['1-2-3', '"1-2-3" is not a page number. Ex.: 1, 3, 7-9, 11'],
    ['2-', '"2-" is not a page number. Ex.: 1, 3, 7-9, 11'],
    ['0', 'Pages start at 1.'],
    ['0-2', 'Pages start at 1.'],
    ['8', 'Document does not have a page 8'],
    ['5-8', 'Document does not have a page 8'],
    ['6-3', 'The range 6-3 runs backwards: write the lower page first.'],
    ['1,,3', 'A page number or a range is missing between commas. Ex.: 1, 3, 7-9, 11'],
    ['1, 3,', 'A page number or a range is missing between commas. Ex.: 1, 3, 7-9, 11'],
  ])('refuses %p against 7 pages: %s', (text, message) => {
    expect(parsePages(text, 7)).toEqual({ ok: false, message: expect.objectContaining({ text: message }) });
  });

  it('writes pages back as the shortest text', () => {
    expect(pagesAsCsv([11, 9, 1, 8, 3, 7, 3])).toBe('1, 3, 7-9, 11');
    expect(pagesAsCsv([1, 2])).toBe('1-2');
    expect(pagesAsCsv([5])).toBe('5');
    expect(pagesAsCsv([])).toBe('');
  });

  it('reads what it writes', () => {
    const pages = [1, 2, 4, 6, 7, 8, 12];
    expect(parsePages(pagesAsCsv(pages), 12)).toEqual({ ok: true, pages });
  });
});
