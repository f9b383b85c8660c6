import { describe, expect, it } from '@jest/globals';
import { codeKey, nameKey, nameKeys, parcelKey, parcelKeys, textKey } from './keys';

describe('name keys', () => {
  it('folds punctuation between words to a space, accents and case away', () => {
    expect(nameKey('TRUSTEES/COLUMBIA')).toBe('TRUSTEES COLUMBIA');
    expect(nameKey('Trustees Columbia')).toBe('TRUSTEES COLUMBIA');
    expect(nameKey('TEACHERS COLLEGE, COLUMBIA UNIVERSITY')).toBe('TEACHERS COLLEGE COLUMBIA UNIVERSITY');
    expect(nameKey("ST. MARY'S")).toBe('ST MARY S');
    expect(nameKey('  Peña\tJosé ')).toBe('PENA JOSE');
  });

  it('also keys a name with the punctuation left out, where a searcher often leaves it out', () => {
    expect(nameKeys("O'BRIEN")).toEqual(['O BRIEN', 'OBRIEN']);
    expect(nameKeys('SMITH-JONES')).toEqual(['SMITH JONES', 'SMITHJONES']);
    expect(nameKeys("ST. MARY'S")).toEqual(['ST MARY S', 'ST MARYS']);
    expect(nameKeys('SMITH')).toEqual(['SMITH']);
    expect(nameKeys('FIRST FINANCIAL EQUITIES, INC')).toEqual(['FIRST FINANCIAL EQUITIES INC']);
  });

  it('keys codes (lots, blocks, plats) with the punctuation left out', () => {
    expect(codeKey('12-A')).toBe('12A');
    expect(codeKey('tract 7a')).toBe('TRACT 7A');
  });

  it('keys a text with both forms, so a search contains either', () => {
    expect(textKey("Lot 7, O'Brien Tract")).toBe('LOT 7 O BRIEN TRACT | LOT 7 OBRIEN TRACT');
    expect(textKey('Lot 7 Block 3')).toBe('LOT 7 BLOCK 3');
  });
});

describe('parcel keys', () => {
  it('compares segments of digits as numbers, others as text', () => {
    expect(parcelKey('1-02139-0051')).toBe('1 2139 51');
    expect(parcelKey('1-2139-51')).toBe('1 2139 51');
    expect(parcelKey('1 02139 0051')).toBe('1 2139 51');
    expect(parcelKey('01-234-00')).toBe('1 234 0');
    expect(parcelKey('005a')).toBe('005A');
    expect(parcelKey('')).toBe('');
  });

  it('indexes a parcel under its key and also as typed without separators', () => {
    expect(parcelKeys('1-02139-0051')).toEqual(['1 2139 51', '1021390051']);
    expect(parcelKeys('006')).toEqual(['6', '006']);
    expect(parcelKeys('005A')).toEqual(['005A']);
  });
});
