import { z } from 'zod';
import { dollarsAsCents } from '../money';
import { parseDate } from '../validation/dates';
import { configMessages as m } from './messages';

/** Field builders shared by the configuration sections. A field a form leaves out takes its default. */

/** An empty required field says only "Required."; its other rules run once it has a value. */
export const requiredIssue = { error: m.required.text, abort: true } as const;

/** Blank ('' or null) counts as not given, so an optional field reads null rather than zero. */
const blankToNull = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value;
const textToNumber = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value);

export const flag = (fallback = false) => z.boolean(m.yesOrNo.text).default(fallback);
export const choice = <const Options extends readonly [string, ...string[]]>(
  options: Options,
  fallback: Options[number],
) => z.enum(options, m.choice.text).default(fallback);
export const text = (max: number, fallback = '') => z.string().trim().max(max, m.max({ max }).text).default(fallback);
export const requiredText = (max: number) =>
  z.string(m.required.text).trim().min(1, requiredIssue).max(max, m.max({ max }).text);

/**
 * A required field's default fills a section nobody has saved yet; a save must still send the field. Each
 * such field is kept here with its form without the default, which saveBodyOf (index.ts) puts in the body.
 */
const withoutDefault = new WeakMap<z.ZodType, z.ZodType>();
const requiredOnSave = <Field extends z.ZodType>(withDefault: Field, field: z.ZodType): Field => {
  withoutDefault.set(withDefault, field);
  return withDefault;
};
/** The field as a save's body must send it, when it is a required field with a default; undefined otherwise. */
export const requiredOnSaveOf = (field: z.ZodType): z.ZodType | undefined => withoutDefault.get(field);

export const requiredTextOr = (fallback: string, max: number) =>
  requiredOnSave(requiredText(max).default(fallback), requiredText(max));
/** LandLink fee and charge codes. */
export const code = () => text(20);

/** Money: dollars on the wire, integer cents once parsed (contracts/money.ts). */
export const amount = (fallbackCents = 0) => dollarsAsCents(m.amount).default(fallbackCents);
export const optionalAmount = () => z.preprocess(blankToNull, dollarsAsCents(m.amount).nullable());

type Range = { min: number; max: number; tooSmall?: string; tooLarge?: string; message?: string };
// A blank that reaches here (null) is "Required."; anything else not a number is the range's message.
const integer = ({ min, max, tooSmall, tooLarge, message = m.wholeNumber.text }: Range) =>
  z
    .number({ error: (issue) => (issue.input === null ? m.required.text : message) })
    .int(message)
    .min(min, tooSmall ?? message)
    .max(max, tooLarge ?? message);
export const wholeNumber = (range: Range, fallback: number) =>
  z.preprocess(textToNumber, integer(range)).default(fallback);
/** A whole number that a blank form field leaves null. */
export const optionalWholeNumber = (range: Range) =>
  z.preprocess((v) => textToNumber(blankToNull(v)), integer(range).nullable());
/** Like wholeNumber, but a blank field is "Required." instead of taking the default. */
export const requiredWholeNumber = (range: Range, fallback: number) =>
  requiredOnSave(
    z.preprocess((v) => (v === undefined ? fallback : textToNumber(blankToNull(v))), integer(range)),
    z.preprocess((v) => textToNumber(blankToNull(v)), integer(range)),
  );

export const optionalPercent = () =>
  z.preprocess(
    (v) => textToNumber(blankToNull(v)),
    z.number(m.percent.text).min(0, m.percent.text).max(100, m.percent.text).nullable(),
  );

/** MM/DD/YYYY, a real date, or blank. */
export const dateOrBlank = (fallback = '') =>
  z
    .string(m.dateFormat.text)
    .trim()
    .refine((value) => value === '' || parseDate(value) !== undefined, m.dateFormat.text)
    .default(fallback);
