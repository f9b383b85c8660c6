import { describe, expect, it } from '@jest/globals';
import { changesBetween, isAmountPath } from './changes';

describe('what changed between two versions of a section', () => {
  it('lists each field that differs, rows by index, and fields that appeared or went away', () => {
    const before = { name: 'A', on: true, rates: [{ cost: 1 }, { cost: 2 }], gone: 'x' };
    const after = { name: 'B', on: true, rates: [{ cost: 1 }, { cost: 3 }, { cost: 4 }] };
    expect(changesBetween(before, after)).toEqual([
      { path: 'name', from: 'A', to: 'B' },
      { path: 'rates.1.cost', from: 2, to: 3 },
      { path: 'rates.2.cost', from: undefined, to: 4 },
      { path: 'gone', from: 'x', to: undefined },
    ]);
    expect(changesBetween(after, after)).toEqual([]);
  });

  it('knows the section’s amounts by their paths', () => {
    expect(isAmountPath('rates.3.cost', ['rates.*.cost'])).toBe(true);
    expect(isAmountPath('rates.3.name', ['rates.*.cost'])).toBe(false);
    expect(isAmountPath('minReloadAmount', ['minReloadAmount'])).toBe(true);
  });
});
