import { describe, expect, it } from '@jest/globals';
import { reportCriteriaDefaults, reportCriteriaSchema } from './criteria';

const today = { year: 2026, month: 3, day: 14 };
const schema = reportCriteriaSchema(today);
const firstMessage = (input: unknown) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? undefined : parsed.error.issues[0]!.message;
};

describe('report criteria (002 §3, §5, §9)', () => {
  it('fill 002 §9’s defaults: 12:00 am to 11:59 pm, data source FIVE, all types, by username', () => {
    expect(schema.parse({ fromDate: '03/14/2026' })).toEqual({
      ...reportCriteriaDefaults(today),
      toDate: '',
    });
    expect(reportCriteriaDefaults(today)).toMatchObject({ fromDate: '03/14/2026', toDate: '03/14/2026' });
    expect(schema.parse(reportCriteriaDefaults(today))).toEqual(reportCriteriaDefaults(today));
  });

  it('require the from date, in MM/DD/YYYY, not in the future', () => {
    expect(firstMessage({})).toBe('Required.');
    expect(firstMessage({ fromDate: '2026-03-14' })).toBe('MM/DD/YYYY');
    expect(firstMessage({ fromDate: '03/15/2026' })).toBe('Future date entered.');
    expect(firstMessage({ fromDate: '03/01/2026', toDate: '03/15/2026' })).toBe('Future date entered.');
  });

  it('refuse a to date-time before the from date-time, to the minute', () => {
    const day = { fromDate: '03/10/2026', toDate: '03/10/2026' };
    expect(firstMessage({ ...day, fromHour: 3, fromAmPm: 'PM', toHour: 2, toMinute: 59, toAmPm: 'PM' })).toBe(
      'Invalid date/time range.',
    );
    expect(firstMessage({ ...day, fromHour: 12, fromAmPm: 'AM', toHour: 12, toMinute: 0, toAmPm: 'AM' })).toBe(
      undefined,
    );
    expect(firstMessage({ fromDate: '03/10/2026', toDate: '03/09/2026' })).toBe('Invalid date/time range.');
  });

  it('take a form’s text for numbers, and say what is wrong with anything else', () => {
    expect(
      schema.parse({ fromDate: '03/14/2026', fromHour: '7', fromMinute: '05', statementNumber: '12' }),
    ).toMatchObject({ fromHour: 7, fromMinute: 5, statementNumber: 12 });
    expect(schema.parse({ fromDate: '03/14/2026', statementNumber: '' }).statementNumber).toBeNull();
    expect(firstMessage({ fromDate: '03/14/2026', fromHour: 0 })).toBe('Choose an hour from 1 to 12.');
    expect(firstMessage({ fromDate: '03/14/2026', toMinute: 60 })).toBe('Choose a minute from 0 to 59.');
    expect(firstMessage({ fromDate: '03/14/2026', statementNumber: 'x1' })).toBe(
      'A statement number is a whole number.',
    );
    expect(firstMessage({ fromDate: '03/14/2026', orderBy: 'AMOUNT' })).toBe('Choose Date and Time or Username.');
    expect(firstMessage({ fromDate: '03/14/2026', dataSource: 'LEGACY' })).toBe('Choose a data source from the list.');
    expect(firstMessage({ fromDate: '03/14/2026', accountName: 'x'.repeat(61) })).toBe('60 characters max.');
  });
});
