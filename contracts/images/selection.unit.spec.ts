import { describe, expect, it } from '@jest/globals';
import { changedSelection, pagesSelected } from './selection';

const entire = { pageSelectionMethod: 'ENTIRE_DOCUMENT', selectedAsCsv: '' } as const;
const csv = (selectedAsCsv: string) => ({ pageSelectionMethod: 'CSV_PAGES', selectedAsCsv }) as const;
const selected = (pageSelectionMethod: string, selectedAsCsv: string, on: number[], pageCount = 7) => ({
  ok: true,
  pagesSelected: {
    pageSelectionMethod,
    selectedAsCsv,
    selectedAsBoolean: Array.from({ length: pageCount }, (_, index) => on.includes(index + 1)),
  },
});
const all = [1, 2, 3, 4, 5, 6, 7];

describe('the preview’s page selection', () => {
  it('selects every page for the entire document, and for CSV_PAGES with none typed', () => {
    expect(pagesSelected('ENTIRE_DOCUMENT', '2', 7)).toEqual(selected('ENTIRE_DOCUMENT', '1-7', all));
    expect(pagesSelected('CSV_PAGES', ' ', 7)).toEqual(selected('ENTIRE_DOCUMENT', '1-7', all));
  });

  it('selects the typed pages, written back in the shortest form', () => {
    expect(pagesSelected('CSV_PAGES', '7, 1,2 ,3', 7)).toEqual(selected('CSV_PAGES', '1-3, 7', [1, 2, 3, 7]));
    expect(changedSelection('PAGES_CHANGED', csv('5'), undefined, 7)).toEqual(selected('CSV_PAGES', '5', [5]));
    expect(changedSelection('PAGES_CHANGED', entire, undefined, 7)).toEqual(selected('ENTIRE_DOCUMENT', '1-7', all));
  });

  it('follows the method chosen', () => {
    expect(changedSelection('PAGE_SELECTION_METHOD_CHANGED', { ...entire, selectedAsCsv: '2' }, null, 7)).toEqual(
      selected('ENTIRE_DOCUMENT', '1-7', all),
    );
    expect(changedSelection('PAGE_SELECTION_METHOD_CHANGED', csv('2'), null, 7)).toEqual(
      selected('CSV_PAGES', '2', [2]),
    );
  });

  it('keeps, ignores and toggles one page, starting from what was selected', () => {
    expect(changedSelection('KEEP_PAGE', csv('1-2'), 5, 7)).toEqual(selected('CSV_PAGES', '1-2, 5', [1, 2, 5]));
    expect(changedSelection('KEEP_PAGE', entire, 5, 7)).toEqual(selected('CSV_PAGES', '1-7', all));
    expect(changedSelection('IGNORE_PAGE', entire, 3, 7)).toEqual(
      selected('CSV_PAGES', '1-2, 4-7', [1, 2, 4, 5, 6, 7]),
    );
    expect(changedSelection('PAGE_TOGGLED', csv('1-3'), 2, 7)).toEqual(selected('CSV_PAGES', '1, 3', [1, 3]));
    expect(changedSelection('PAGE_TOGGLED', csv('1, 3'), 2, 7)).toEqual(selected('CSV_PAGES', '1-3', [1, 2, 3]));
  });

  it('keeps or ticks one page from Pages with none typed as that page alone, not the whole document and it', () => {
    expect(changedSelection('KEEP_PAGE', csv(''), 1, 7)).toEqual(selected('CSV_PAGES', '1', [1]));
    expect(changedSelection('PAGE_TOGGLED', csv(' '), 3, 7)).toEqual(selected('CSV_PAGES', '3', [3]));
  });

  it('selects the entire document once the last page is ignored', () => {
    expect(changedSelection('IGNORE_PAGE', csv('4'), 4, 7)).toEqual(selected('ENTIRE_DOCUMENT', '1-7', all));
    expect(changedSelection('PAGE_TOGGLED', csv('4'), 4, 7)).toEqual(selected('ENTIRE_DOCUMENT', '1-7', all));
  });

  it('refuses a bad pages text, a missing page and a page past the end', () => {
    expect(changedSelection('KEEP_PAGE', csv('1,,2'), 5, 7)).toEqual({
      ok: false,
      message: expect.objectContaining({
        text: 'A page number or a range is missing between commas. Ex.: 1, 3, 7-9, 11',
      }),
    });
    expect(changedSelection('KEEP_PAGE', entire, undefined, 7)).toEqual({
      ok: false,
      message: expect.objectContaining({ text: 'Name the page this change is for.' }),
    });
    expect(changedSelection('PAGE_TOGGLED', entire, 8, 7)).toEqual({
      ok: false,
      message: expect.objectContaining({ text: 'Document does not have a page 8' }),
    });
  });
});
