import { describe, expect, it } from '@jest/globals';
import { normaliseDateTyping } from './dates';

/** Each key of a typist in turn, the field's value after each. */
const typing = (keys: string) => {
  let value = '';
  return [...keys].map((key) => (value = normaliseDateTyping(value + key)));
};

describe('date typing (000 §5 normalising helper)', () => {
  it('puts the slashes in as the digits come', () => {
    expect(typing('01012020').at(-1)).toBe('01/01/2020');
    expect(typing('1231')).toEqual(['1', '12', '12/3', '12/31']);
  });

  it('drops what is not a digit or a slash, and stops at ten characters', () => {
    expect(normaliseDateTyping('0a1-0b1-2020')).toBe('01/01/2020');
    expect(normaliseDateTyping('010120201999')).toBe('01/01/2020');
  });

  it('keeps a date typed with slashes of its own, for the rule to explain', () => {
    expect(normaliseDateTyping('1/5/2020')).toBe('1/5/2020');
  });

  it('lets the typist delete back through the slashes', () => {
    expect(normaliseDateTyping('01/01/')).toBe('01/01');
    expect(normaliseDateTyping('01/')).toBe('01');
  });
});
