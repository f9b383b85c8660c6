import { z } from 'zod';
import { formatStandardPhone, phoneIssue } from '../validation/person';
import { stateCodes } from '../validation/states';
import { requiredTextOr, text } from './fields';
import { configMessages as m } from './messages';

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** Ten digits typed any way become (612) 555-1234; anything else must already be in that form. */
const contactPhone = z
  .string(m.phone.text)
  .trim()
  .transform((phone) => (phone.replace(/\D/g, '').length === 10 ? formatStandardPhone(phone) : phone))
  .refine((phone) => phone === '' || phoneIssue('STANDARD', phone) === undefined, m.phone.text)
  .default('');

const contactEmail = z
  .string(m.email.text)
  .trim()
  .max(50, m.max({ max: 50 }).text)
  .refine((email) => email === '' || z.email().safeParse(email).success, m.email.text)
  .default('');

export const commonSchema = z.object({
  appTitle: requiredTextOr('Land Record Portal', 100),
  countyName: requiredTextOr('Demo County', 100),
  contactName: text(100),
  contactTitle: text(100),
  contactPhone,
  contactEmail,
  bookLabel: requiredTextOr('Book', 30),
  torrensLabel: requiredTextOr('Torrens', 30),
  /** The county's state: the default state of the forms (002 §9, falling back to MP). */
  stateCode: z
    .string(m.state.text)
    .trim()
    .refine((code) => stateCodes.has(code), m.state.text)
    .default('MP'),
  /** Dates are shown, and days begin and end, in this IANA time zone. */
  timeZone: z.string(m.timeZone.text).trim().refine(isTimeZone, m.timeZone.text).default('Pacific/Saipan'),
});
