import { describe, expect, it } from '@jest/globals';
import { dateIssue, dateRangeIssue, parseDate, todayIn } from './dates';
import { messages } from './messages';

const today = { year: 2026, month: 11, day: 22 };

describe('dates (000 §5)', () => {
  it('parses MM/DD/YYYY strictly', () => {
    expect(parseDate('02/29/2024')).toEqual({ year: 2024, month: 2, day: 29 });
    for (const bad of ['2/3/2024', '02/29/2023', '13/01/2024', '2024-02-01', '02/30/2024', '']) {
      expect(parseDate(bad)).toBeUndefined();
    }
  });

  it('shows the format for a bad date and refuses a future one', () => {
    expect(dateIssue('11/31/2026', today)).toBe(messages.date.format.text);
    expect(dateIssue('11/23/2026', today)).toBe(messages.date.future.text);
    expect(dateIssue('11/22/2026', today)).toBeUndefined();
  });

  it('checks the order of a range, then its limit', () => {
    expect(dateRangeIssue('11/10/2026', '11/01/2026', today)).toEqual({
      field: 'to',
      message: messages.date.range.text,
    });
    expect(dateRangeIssue('10/01/2026', '11/01/2026', today, 'month')).toBeUndefined();
    expect(dateRangeIssue('10/01/2026', '11/02/2026', today, 'month')).toEqual({
      field: 'to',
      message: messages.date.month.text,
    });
    expect(dateRangeIssue('11/22/2025', '11/22/2026', today, 'year')).toBeUndefined();
    expect(dateRangeIssue('11/20/2025', '11/22/2026', today, 'year')).toEqual({
      field: 'to',
      message: messages.date.year.text,
    });
    expect(dateRangeIssue('xx', '11/22/2026', today)).toEqual({ field: 'from', message: messages.date.format.text });
  });

  it("knows today in the county's time zone", () => {
    const instant = new Date('2026-11-22T12:30:00Z');
    expect(todayIn('Pacific/Saipan', instant)).toEqual({ year: 2026, month: 11, day: 22 });
    expect(todayIn('Pacific/Honolulu', new Date('2026-11-22T05:00:00Z'))).toEqual({ year: 2026, month: 11, day: 21 });
  });
});
