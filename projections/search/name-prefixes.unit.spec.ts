import { describe, expect, it } from '@jest/globals';
import { namePair, namePairs, namePrefixes, soughtPrefix } from './name-prefixes';

describe('name beginnings', () => {
  it('lists the first one, two and three letters of a last name, once each', () => {
    expect(namePrefixes('SMITH')).toEqual(['S', 'SM', 'SMI']);
    expect(namePrefixes('LI')).toEqual(['L', 'LI']);
    expect(namePrefixes('')).toEqual(['']);
  });

  it('counts letters, not UTF-16 units, as PostgreSQL’s left() does', () => {
    expect(namePrefixes('𠮷野田')).toEqual(['𠮷', '𠮷野', '𠮷野田']);
    expect(soughtPrefix('𠮷野田中')).toBe('𠮷野田');
  });

  it('seeks a typed name under its first three letters, or under none when it is empty', () => {
    expect(soughtPrefix('SMITHSON')).toBe('SMI');
    expect(soughtPrefix('MO')).toBe('MO');
    expect(soughtPrefix('')).toBeNull();
  });

  it('pairs two different two-letter beginnings once, the lesser first in code-point order', () => {
    expect(namePairs(['MOORE', 'BAKER', 'MORA', 'B', 'BA'])).toEqual(['BA|MO']);
    expect(namePairs(['SMITH', 'JONES', 'CRUZ'])).toEqual(['JO|SM', 'CR|SM', 'CR|JO']);
    expect(namePairs(['SMITH'])).toEqual([]);
    expect(namePair('MO', 'BA')).toBe('BA|MO');
    // U+FF21 (one UTF-16 unit) sorts before U+20BB7 (two) by code point, after it by UTF-16 unit
    expect(namePair('𠮷野', 'ＡＢ')).toBe('ＡＢ|𠮷野');
  });
});
