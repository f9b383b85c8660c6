import { describe, expect, it } from '@jest/globals';
import { reportCriteriaSchema } from '@landrecords/contracts/reports/criteria';
import { instantOfWallClock, reportWindow } from './report-window';

const today = { year: 2026, month: 3, day: 14 };
const criteria = (input: Record<string, unknown>) => reportCriteriaSchema(today).parse(input);

describe('a report’s window on the county’s clock', () => {
  it('is the from and to date-times in the county’s zone, stored as UTC, the to minute whole', () => {
    expect(reportWindow(criteria({ fromDate: '03/14/2026' }), today, 'Pacific/Saipan')).toEqual({
      from: '2026-03-13T14:00:00.000Z',
      to: '2026-03-14T13:59:59.999Z',
    });
    const afternoon = criteria({
      fromDate: '03/13/2026',
      fromHour: 1,
      fromMinute: 30,
      fromAmPm: 'PM',
      toHour: 12,
      toAmPm: 'PM',
    });
    expect(reportWindow(afternoon, today, 'UTC')).toEqual({
      from: '2026-03-13T13:30:00.000Z',
      to: '2026-03-14T12:59:59.999Z',
    });
  });

  it('follows a clock change', () => {
    // New York moved to daylight time at 2:00 am on March 8, 2026.
    expect(instantOfWallClock({ year: 2026, month: 3, day: 7 }, 0, 'America/New_York').toISOString()).toBe(
      '2026-03-07T05:00:00.000Z',
    );
    expect(instantOfWallClock({ year: 2026, month: 3, day: 8 }, 23 * 60 + 59, 'America/New_York').toISOString()).toBe(
      '2026-03-09T03:59:00.000Z',
    );
  });
});
