import { describe, expect, it } from '@jest/globals';
import { searchSpecs } from './criteria';

describe('fields as clients send them', () => {
  it('reads null as blank and a number as its digits, so every rule still runs', () => {
    const parsed = searchSpecs.searchByAddress.criteria.safeParse({ streetNumber: 12, streetName: null, city: null });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['streetName', 'Required.'],
    ]);
    expect(
      searchSpecs.searchByAddress.criteria.parse({ streetNumber: 12, streetName: 'Beach', city: null }),
    ).toMatchObject({
      streetNumber: '12',
      city: '',
      instrumentGroup: 'ALL',
    });
  });
});
