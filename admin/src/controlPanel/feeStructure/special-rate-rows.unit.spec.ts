import { describe, expect, it } from '@jest/globals';
import { addableRows, blankSpecialRates, organizedRows } from './special-rate-rows';

describe('the special rate table rows (002 §5, §9)', () => {
  it('adds 5 blank rows at a time, stopping at 100 entries once the table has 10 or more', () => {
    expect(addableRows(0)).toBe(5);
    expect(addableRows(9)).toBe(5);
    expect(addableRows(95)).toBe(5);
    expect(addableRows(97)).toBe(3);
    expect(addableRows(100)).toBe(0);
    expect(blankSpecialRates(5)).toHaveLength(5);
  });

  it('organizes: blank rows dropped, the rest sorted by document type and instrument code, blank rates 0', () => {
    const organized = organizedRows([
      { documentType: 'MTG', instrumentCode: 'B', documentRate: '2.5', firstPageRate: null, additionalPagesRate: '' },
      ...blankSpecialRates(2),
      { documentType: '0', instrumentCode: 'A', documentRate: null, firstPageRate: 1, additionalPagesRate: 0.25 },
      { documentType: 'MTG', instrumentCode: 'A', documentRate: 3 },
    ]);
    expect(organized).toEqual([
      { documentType: '0', instrumentCode: 'A', documentRate: 0, firstPageRate: 1, additionalPagesRate: 0.25 },
      { documentType: 'MTG', instrumentCode: 'A', documentRate: 3, firstPageRate: 0, additionalPagesRate: 0 },
      { documentType: 'MTG', instrumentCode: 'B', documentRate: 2.5, firstPageRate: 0, additionalPagesRate: 0 },
    ]);
  });
});
