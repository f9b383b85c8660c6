import { describe, expect, it } from '@jest/globals';
import { newYorkDateTime, newYorkOffset, parseAcrisDate } from './new-york-time';

const at = (text: string) => {
  const when = parseAcrisDate(text);
  if (!when) throw new Error(`not a date: ${text}`);
  return newYorkDateTime(when);
};

describe('ACRIS dates in New York time', () => {
  it('reads the download, API and export forms of a date', () => {
    expect(parseAcrisDate('01/27/2010')).toEqual({ date: '2010-01-27', time: '00:00:00' });
    expect(parseAcrisDate('2010-01-27T00:00:00.000')).toEqual({ date: '2010-01-27', time: '00:00:00' });
    expect(parseAcrisDate('07/31/2015 12:00:00 AM')).toEqual({ date: '2015-07-31', time: '00:00:00' });
    expect(parseAcrisDate('07/31/2015 01:30:00 PM')).toEqual({ date: '2015-07-31', time: '13:30:00' });
  });

  it('refuses what is no date', () => {
    for (const text of ['13/45/1990', '02/29/2015', '02/30/2016', 'N/A', '2015-13-01', ''])
      expect(parseAcrisDate(text)).toBeUndefined();
    expect(parseAcrisDate('02/29/2016')).toEqual({ date: '2016-02-29', time: '00:00:00' });
  });

  it('gives standard time in winter and daylight saving time in summer', () => {
    expect(at('01/27/2010')).toBe('2010-01-27T00:00:00-05:00');
    expect(at('04/17/2014')).toBe('2014-04-17T00:00:00-04:00');
  });

  it('changes on the days the clocks change, at 2 in the morning', () => {
    expect(at('03/08/2015')).toBe('2015-03-08T00:00:00-05:00');
    expect(at('03/08/2015 03:00:00 AM')).toBe('2015-03-08T03:00:00-04:00');
    expect(at('03/09/2015')).toBe('2015-03-09T00:00:00-04:00');
    expect(at('11/01/2015')).toBe('2015-11-01T00:00:00-04:00');
    expect(at('11/02/2015')).toBe('2015-11-02T00:00:00-05:00');
  });

  it('follows the rules of the year: 2006 changed in April, 2007 in March', () => {
    expect(at('03/20/2006')).toBe('2006-03-20T00:00:00-05:00');
    expect(at('03/20/2007')).toBe('2007-03-20T00:00:00-04:00');
  });

  it('rounds local mean time before 1883 to whole minutes', () => {
    expect(newYorkOffset({ date: '1850-06-01', time: '00:00:00' })).toBe('-04:56');
  });
});
