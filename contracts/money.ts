import { z } from 'zod';
import type { Message } from './message';
import { amountMessage } from './validation/messages';

export { amountMessage };

/**
 * Money travels as dollars with at most two decimals (the spec's forms step by 0.01) and is kept as integer
 * cents everywhere else: events, read models, arithmetic. Rounding half away from zero, once, here.
 */
export const dollarsToCents = (dollars: number): number =>
  // toPrecision(15) first, so 1.005 (100.49999999999999 cents in binary) rounds as the decimal it stands for.
  Math.sign(dollars) * Math.round(Number((Math.abs(dollars) * 100).toPrecision(15)));
export const centsToDollars = (cents: number): number => cents / 100;

/** The largest amount a form may hold: a million dollars is far beyond any fee or deposit. */
const MAX_DOLLARS = 1_000_000;

const twoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
/**
 * Forms may send "2.50" as text: decimal digits with at most two after the point, nothing else ("0x19", "2.5e1",
 * "+25" are not amounts, though Number() would take them); an empty or other text stays text, so it is refused.
 */
const DECIMAL_DOLLARS = /^\s*(\d+(\.\d{0,2})?|\.\d{1,2})\s*$/;
const textToNumber = (value: unknown) =>
  typeof value === 'string' && DECIMAL_DOLLARS.test(value) ? Number(value) : value;

/** A dollar amount on the wire (0 to a million, at most two decimals), parsed to integer cents. */
export const dollarsAsCents = ({ text: message }: Message = amountMessage) =>
  z.preprocess(
    textToNumber,
    z
      .number(message)
      .refine((value) => Number.isFinite(value) && value >= 0 && value <= MAX_DOLLARS && twoDecimals(value), message)
      .transform(dollarsToCents),
  );

/** Percent of an amount, rounded to cents: the card surcharge rule of 000 §5. */
export const percentOfCents = (cents: number, percent: number): number => Math.round((cents * percent) / 100);

export { formatDollars } from './money-format';
