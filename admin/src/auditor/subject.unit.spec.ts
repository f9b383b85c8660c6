import { describe, expect, it } from '@jest/globals';
import { chosen, emptySubject, instantOnCountyClock } from './subject';

describe('the as-of moment', () => {
  it('is read on the county’s clock, whatever the browser’s zone', () => {
    expect(instantOnCountyClock('2026-11-26T14:05', 'Pacific/Saipan')?.toISOString()).toBe('2026-11-26T04:05:00.000Z');
    expect(instantOnCountyClock('2026-07-04T09:30:15', 'America/Chicago')?.toISOString()).toBe(
      '2026-07-04T14:30:15.000Z',
    );
    expect(instantOnCountyClock('26/11/2026', 'Pacific/Saipan')).toBeNull();
  });

  it('is left out when empty, so the view is of now', () => {
    const values = { ...emptySubject, accountId: 7 };
    expect(chosen(values, 'Pacific/Saipan')).toEqual({ subject: { kind: 'account', id: '7' }, asOf: undefined });
    expect(chosen({ ...values, asOf: '2026-01-01T00:00' }, 'Pacific/Saipan').asOf).toBe('2025-12-31T14:00:00.000Z');
  });
});
