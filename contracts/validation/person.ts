import { z } from 'zod';
import { messages } from './messages';
import { stateCodes } from './states';

/** An empty required field says only "Required.": the other rules are not worth reading until it has a value. */
// Not `abort`: an aborted field stops zod from running an object's rules across fields (the user form's), so
// "Required." ends a field's checks by `pipe` instead.
const required = { error: messages.required.text } as const;

/** A trimmed text field; an empty one is "Required." when required. */
const text = (max: number, maxMessage: string) => z.string(messages.required.text).trim().max(max, maxMessage);
const requiredText = (max: number, maxMessage: string) => text(max, maxMessage).min(1, required);

const special = /[._@]/;

/** "Required." alone for an empty value; the rules run once there is one. */
const requiredThen = (rules: z.ZodType<string, string>, { trim = true } = {}) =>
  (trim ? z.string(messages.required.text).trim() : z.string(messages.required.text)).min(1, required).pipe(rules);

export const usernameSchema = requiredThen(
  z
    .string()
    .min(8, messages.username.min.text)
    .max(50, messages.username.max.text)
    .regex(/^[A-Za-z0-9_.@]+$/, messages.username.characters.text)
    .refine((value) => !special.test(value[0] ?? ''), messages.username.start.text)
    .refine((value) => !special.test(value[value.length - 1] ?? ''), messages.username.end.text)
    .refine((value) => !/[._@]{2}/.test(value), messages.username.consecutive.text),
);

/** Passwords are taken as typed: no trimming. */
export const passwordSchema = requiredThen(
  z
    .string()
    .min(8, messages.password.min.text)
    .max(64, messages.password.max.text)
    .refine(
      (value) => /[A-Za-z]/.test(value) && /\d/.test(value) && /[!@#$%^&]/.test(value),
      messages.password.composition.text,
    ),
  { trim: false },
);

export const firstNameSchema = requiredText(30, messages.max30.text);
export const lastNameSchema = requiredText(30, messages.max30.text);
export const nameSchema = requiredText(150, messages.max150.text);
export const companySchema = text(60, messages.max60.text).optional().default('');
export const addressSchema = requiredText(50, messages.max50.text);
export const citySchema = requiredText(50, messages.max50.text);
export const stateSchema = z
  .string(messages.required.text)
  .trim()
  .min(1, required)
  .pipe(z.string().refine((code) => stateCodes.has(code), messages.state.text));
export const emailSchema = requiredText(50, messages.max50.text).pipe(z.email(messages.email.text));

export const zipSchema = z
  .string(messages.required.text)
  .trim()
  .min(1, required)
  .pipe(z.string().regex(/^\d*$/, messages.zip.digits.text).length(5, messages.zip.length.text));

export const phoneFormatTypeSchema = z.enum(['STANDARD', 'INTERNATIONAL']).default('STANDARD');
export type PhoneFormatType = z.infer<typeof phoneFormatTypeSchema>;

/** A phone by its format: STANDARD as (XXX) XXX-XXXX; INTERNATIONAL 7 to 15 digits, nothing else. */
export function phoneIssue(format: PhoneFormatType, phone: string): string | undefined {
  if (phone.length === 0) return messages.required.text;
  if (format === 'STANDARD') return /^\(\d{3}\) \d{3}-\d{4}$/.test(phone) ? undefined : messages.phone.standard.text;
  if (phone.length < 7) return messages.phone.international.text;
  if (!/^\d+$/.test(phone)) return messages.phone.internationalDigits.text;
  if (phone.length > 15) return messages.phone.internationalMax.text;
  return undefined;
}

/** Formats typed digits as (XXX) XXX-XXXX, as the portal does while typing. */
export function formatStandardPhone(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 10);
  if (digits.length <= 3) return digits.length ? `(${digits}` : '';
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Adds the phone rule to an object schema holding phoneFormatType and phone. */
export function withPhoneRule<T extends { phoneFormatType: PhoneFormatType; phone: string }>(
  value: T,
  context: z.RefinementCtx,
): void {
  const issue = phoneIssue(value.phoneFormatType, value.phone);
  if (issue) context.addIssue({ code: 'custom', path: ['phone'], message: issue });
}

export const phoneSchema = z.string(messages.required.text).trim();
