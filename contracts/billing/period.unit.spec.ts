import { describe, expect, it } from '@jest/globals';
import { billingPeriodAt } from './period';

const firstAtMidnight = { renewalDay: 1, renewalTime: '0:00' };

describe('the billing period on the county’s clock', () => {
  it('begins at midnight in Saipan while UTC is still on the day before', () => {
    expect(billingPeriodAt(new Date('2026-11-30T13:59:59Z'), firstAtMidnight, 'Pacific/Saipan').month).toBe('2026-11');
    const december = billingPeriodAt(new Date('2026-11-30T14:00:00Z'), firstAtMidnight, 'Pacific/Saipan');
    expect([december.month, december.start.toISOString()]).toEqual(['2026-12', '2026-11-30T14:00:00.000Z']);
  });

  it('begins at midnight in Honolulu when UTC is already on the day after, across the year', () => {
    expect(billingPeriodAt(new Date('2027-01-01T09:59:00Z'), firstAtMidnight, 'Pacific/Honolulu').month).toBe(
      '2026-12',
    );
    expect(billingPeriodAt(new Date('2027-01-01T10:00:00Z'), firstAtMidnight, 'Pacific/Honolulu')).toEqual({
      month: '2027-01',
      start: new Date('2027-01-01T10:00:00Z'),
    });
  });

  it('takes the renewal day and time, and the hour a clock change moves', () => {
    const fifteenth = { renewalDay: 15, renewalTime: '6:30' };
    expect(billingPeriodAt(new Date('2026-03-15T10:29:00Z'), fifteenth, 'America/New_York').month).toBe('2026-02');
    // March 15 2026 is after the change to daylight time (UTC-4): 06:30 there is 10:30 UTC.
    expect(billingPeriodAt(new Date('2026-03-15T10:30:00Z'), fifteenth, 'America/New_York').start).toEqual(
      new Date('2026-03-15T10:30:00Z'),
    );
  });
});
