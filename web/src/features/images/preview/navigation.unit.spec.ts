import { describe, expect, it } from '@jest/globals';
import { boundMessage, clampStart, jumpPage, lastStart, moved, possible, viewPages } from './navigation';

describe('the preview’s navigation (000 §4 "Preview navigation", §5 "Jump to page")', () => {
  it('moves the first page of the view by one or five, clamped so the last view shows the last five', () => {
    expect(moved('next1', 1, 12)).toBe(2);
    expect(moved('next5', 1, 12)).toBe(6);
    expect(moved('next5', 6, 12)).toBe(8);
    expect(moved('last', 1, 12)).toBe(8);
    expect(moved('prev5', 8, 12)).toBe(3);
    expect(moved('prev5', 3, 12)).toBe(1);
    expect(moved('prev1', 2, 12)).toBe(1);
    expect(moved('first', 8, 12)).toBe(1);
    expect(lastStart(3)).toBe(1);
    expect(clampStart(11, 12)).toBe(8);
  });

  it('disables a move that cannot change the view', () => {
    expect(['first', 'prev5', 'prev1'].map((move) => possible(move as 'first', 1, 12))).toEqual([false, false, false]);
    expect(['next1', 'next5', 'last'].map((move) => possible(move as 'last', 8, 12))).toEqual([false, false, false]);
    expect(possible('next1', 1, 5)).toBe(false);
    expect(possible('next5', 7, 12)).toBe(true);
  });

  it('says the bound a move reached: the first page, the last page after Next 1, the last pages otherwise', () => {
    expect(boundMessage('prev1', 1, 12)).toBe('atFirstPage');
    expect(boundMessage('first', 1, 12)).toBe('atFirstPage');
    expect(boundMessage('prev5', 2, 12)).toBeNull();
    expect(boundMessage('next1', 8, 12)).toBe('atLastPage');
    expect(boundMessage('next5', 8, 12)).toBe('atLastPages');
    expect(boundMessage('last', 8, 12)).toBe('atLastPages');
    expect(boundMessage('next1', 7, 12)).toBeNull();
  });

  it('jumps only to a whole page of the document', () => {
    expect(jumpPage(' 7 ', 12)).toBe(7);
    expect(['0', '13', '2.5', '-1', 'x', ''].map((entered) => jumpPage(entered, 12))).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('shows five pages a view, or all of a shorter document', () => {
    expect(viewPages(8, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(viewPages(1, 3)).toEqual([1, 2, 3]);
  });
});
