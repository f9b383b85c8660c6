import { z } from 'zod';
import { searchMessages as m } from './messages';

/** A form's field as clients send it: null for a cleared field is blank, a number is its digits. */
const asTyped = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value) => (value === null ? undefined : typeof value === 'number' ? String(value) : value), schema);

/** Typed text, trimmed; blank when left out. */
export const typed = (max = 100) =>
  asTyped(z.string(m.required.text).trim().max(max, m.tooLong({ max }).text).default(''));

/** A choice from a list, with the spec's default. */
export const choice = <const Values extends readonly [string, ...string[]]>(values: Values, fallback: Values[number]) =>
  z.enum(values, m.choice.text).default(fallback as never);

/** Middle initials are one character everywhere (001 §5). */
export const middleInitial = () => asTyped(z.string().trim().max(1, m.oneCharacter.text).default(''));

/** A code with an ALL choice: instrument group, document type, book type. */
export const codeOrAll = () =>
  asTyped(
    z
      .string()
      .trim()
      .max(40, m.tooLong({ max: 40 }).text)
      .transform((code) => code.toUpperCase() || 'ALL')
      .default('ALL'),
  );

/** Dates are MM/DD/YYYY; blank takes the form's default, filled in by the server with the county's today. */
export const dateText = () => asTyped(z.string().trim().max(10, m.date.format.text).default(''));

export const dateRange = { fromRecordedDate: dateText(), toRecordedDate: dateText() };

/** Adds an issue for a field, the way every rule below reports. */
export type IssueSink = (field: string, message: string) => void;
export const sinkOf =
  (ctx: { addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void }) =>
  (field: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [field], message });

/** A name set's rules (001 §5 Name, Legal): last name needed when a first name or an initial is typed. */
export function checkNameSet(
  add: IssueSink,
  fields: { last: string; first: string; mi: string },
  values: Record<string, unknown>,
  { lastRequired = false, lastChecks = false } = {},
) {
  const last = String(values[fields.last] ?? '');
  const first = String(values[fields.first] ?? '');
  const mi = String(values[fields.mi] ?? '');
  if (last === '') {
    if (lastRequired) add(fields.last, m.required.text);
    else if (first !== '') add(fields.last, m.requiredIfFirstName.text);
    else if (mi !== '') add(fields.last, m.requiredIfMi.text);
  } else if (lastChecks) {
    if (last.includes('%')) add(fields.last, m.invalidCharacters.text);
    else if (last.length < 2) add(fields.last, m.twoMinimum.text);
  }
  if (mi !== '' && first === '') add(fields.first, m.requiredIfMi.text);
}
