import { describe, expect, it } from '@jest/globals';
import { addableRows, blankRow, moveTarget } from './list-rows';

describe('paragraph list rows (002 §5)', () => {
  it('adds 5 rows at a time, fewer near 50, none at 50', () => {
    expect(addableRows(0)).toBe(5);
    expect(addableRows(45)).toBe(5);
    expect(addableRows(47)).toBe(3);
    expect(addableRows(50)).toBe(0);
    expect(addableRows(52)).toBe(0);
  });

  it('makes blank rows of each kind', () => {
    expect(blankRow('paragraph')).toEqual({ heading: '', paragraphContent: '' });
    expect(blankRow('link')).toEqual({ description: '', url: '' });
  });
});

describe('login links (002 §5)', () => {
  it('moves a row up or down, and says when it is already first or last', () => {
    expect(moveTarget(0, -1)).toBe('first');
    expect(moveTarget(0, 1)).toBe(1);
    expect(moveTarget(5, -1)).toBe(4);
    expect(moveTarget(11, 1)).toBe('last');
    expect(moveTarget(11, -1)).toBe(10);
  });
});
