import { z } from 'zod/v4';

/**
 * Money travels as dollars with at most two decimals (the spec's forms step by 0.01) and is kept as integer
 * cents everywhere else. Rounding half away from zero, once, here.
 */
export const dollarsToCents = (dollars: number): number => Math.sign(dollars) * Math.round(Math.abs(dollars) * 100);
export const centsToDollars = (cents: number): number => cents / 100;

const twoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** A non-negative dollar amount on the wire, parsed to integer cents. Accepts numbers and numeric strings. */
export const dollarsAsCents = (message = 'Enter an amount in dollars and cents.') =>
  z.coerce
    .number(message)
    .refine((value) => Number.isFinite(value) && value >= 0 && twoDecimals(value), message)
    .transform(dollarsToCents);

/** Percent of an amount, rounded to cents: the card surcharge rule of 000 §5. */
export const percentOfCents = (cents: number, percent: number): number => Math.round((cents * percent) / 100);
