import { describe, expect, it } from '@jest/globals';
import { searchTypes } from '../codes';
import { searchSpecs } from './criteria';
import { isoDay, searchDates } from './search-dates';

const today = { year: 2024, month: 3, day: 5 };
/** The dates a search uses and each date field's messages. */
const check = (criteria: { fromRecordedDate?: string; toRecordedDate?: string }, earliest = '01/01/1900') => {
  const errors: Record<string, string[]> = {};
  const dates = searchDates(
    criteria,
    { earliest, today },
    (field, message) => void (errors[field] ??= []).push(message),
  );
  return { ...dates, errors };
};

describe('the dates of a search (001 §5, §9)', () => {
  it.each(searchTypes.map((type) => [type, searchSpecs[type].earliest] as const))(
    '%s: blank dates are %s through the county today',
    (_type, earliest) => {
      expect(check({}, earliest)).toEqual({ from: earliest, to: '03/05/2024', errors: {} });
      expect(check({ fromRecordedDate: '', toRecordedDate: '' }, earliest)).toEqual({
        from: earliest,
        to: '03/05/2024',
        errors: {},
      });
    },
  );

  it('keeps typed dates and fills only the blank one', () => {
    expect(check({ fromRecordedDate: '02/03/2020', toRecordedDate: '07/14/2023' })).toEqual({
      from: '02/03/2020',
      to: '07/14/2023',
      errors: {},
    });
    expect(check({ fromRecordedDate: '02/03/2020' })).toEqual({ from: '02/03/2020', to: '03/05/2024', errors: {} });
    expect(check({ toRecordedDate: '07/14/2023' }, '01/01/1800')).toEqual({
      from: '01/01/1800',
      to: '07/14/2023',
      errors: {},
    });
  });

  it('takes today and a one-day range', () => {
    expect(check({ fromRecordedDate: '03/05/2024', toRecordedDate: '03/05/2024' }).errors).toEqual({});
    expect(check({ fromRecordedDate: '02/29/2024', toRecordedDate: '02/29/2024' }).errors).toEqual({});
  });

  it.each([
    ['2024-03-01', 'ISO'],
    ['3/1/2024', 'unpadded'],
    ['02/30/2024', 'no such day'],
    ['02/29/2023', 'not a leap year'],
    ['13/01/2024', 'no such month'],
    ['01/01/0999', 'before the year 1000'],
    ['yesterday', 'words'],
  ])('%s (%s) answers the format on the field typed', (typed) => {
    expect(check({ fromRecordedDate: typed }).errors).toEqual({ fromRecordedDate: ['MM/DD/YYYY'] });
    expect(check({ fromRecordedDate: '01/01/2020', toRecordedDate: typed }).errors).toEqual({
      toRecordedDate: ['MM/DD/YYYY'],
    });
  });

  it('refuses a date after the county today, on the field typed', () => {
    expect(check({ fromRecordedDate: '03/06/2024' }).errors).toEqual({ fromRecordedDate: ['Future date entered.'] });
    expect(check({ fromRecordedDate: '01/01/2020', toRecordedDate: '03/06/2024' }).errors).toEqual({
      toRecordedDate: ['Future date entered.'],
    });
    expect(check({ toRecordedDate: '01/01/2025' }).errors).toEqual({ toRecordedDate: ['Future date entered.'] });
  });

  it('refuses a to-date before the from-date, on the to-date', () => {
    expect(check({ fromRecordedDate: '03/05/2024', toRecordedDate: '03/04/2024' }).errors).toEqual({
      toRecordedDate: ['Invalid date range.'],
    });
    expect(check({ fromRecordedDate: '01/01/2021', toRecordedDate: '12/31/2020' }).errors).toEqual({
      toRecordedDate: ['Invalid date range.'],
    });
    expect(check({ toRecordedDate: '12/31/1899' }).errors).toEqual({ toRecordedDate: ['Invalid date range.'] });
    expect(check({ toRecordedDate: '12/31/1899' }, '01/01/1800').errors).toEqual({});
  });

  it('answers one problem at a time: the from-date first', () => {
    expect(check({ fromRecordedDate: 'x', toRecordedDate: 'y' }).errors).toEqual({ fromRecordedDate: ['MM/DD/YYYY'] });
    expect(check({ fromRecordedDate: '03/06/2024', toRecordedDate: '03/01/2024' }).errors).toEqual({
      fromRecordedDate: ['Future date entered.'],
    });
  });

  it('turns MM/DD/YYYY into the ISO day for SQL', () => {
    expect(isoDay('03/05/2024')).toBe('2024-03-05');
    expect(isoDay('01/01/1800')).toBe('1800-01-01');
  });
});
