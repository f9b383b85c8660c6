import { describe, expect, it } from '@jest/globals';
import { amountMessage, centsToDollars, dollarsAsCents, dollarsToCents, percentOfCents } from './money';

describe('money', () => {
  it('turns dollars into integer cents and back, rounding half away from zero once', () => {
    expect(dollarsToCents(12.34)).toBe(1234);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(1.005)).toBe(101);
    expect(dollarsToCents(-2.5)).toBe(-250);
    expect(centsToDollars(1234)).toBe(12.34);
  });

  it('parses an amount from the wire into cents: numbers or their text, two decimals at most', () => {
    const amount = dollarsAsCents();
    expect(amount.parse(19.99)).toBe(1999);
    expect(amount.parse(' 2.5 ')).toBe(250);
    expect(amount.parse(0)).toBe(0);
    expect(amount.parse(1_000_000)).toBe(100_000_000);
  });

  it.each([[''], ['abc'], [null], [-0.01], [1.001], [1_000_000.01], [Number.NaN], [true]])(
    'refuses %p with the amount message',
    (input) => {
      const result = dollarsAsCents().safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(amountMessage.text);
    },
  );

  it('takes a percent of cents, rounded to a cent', () => {
    expect(percentOfCents(1999, 3)).toBe(60);
    expect(percentOfCents(1000, 2.5)).toBe(25);
  });
});
