import { z } from 'zod';
import { messages } from '../validation/messages';
import {
  addressSchema,
  citySchema,
  companySchema,
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  passwordSchema,
  phoneFormatTypeSchema,
  phoneSchema,
  stateSchema,
  usernameSchema,
  withPhoneRule,
  zipSchema,
} from '../validation/person';

export const languageSchema = z
  .enum([
    'BENGALI',
    'CAROLINIAN',
    'CHAMORRO',
    'CHINESE',
    'CHUUKESE',
    'ENGLISH',
    'JAPANESE',
    'KOREAN',
    'PALAUAN',
    'POHNPEIAN',
    'RUSSIAN',
    'TAGALOG',
    'THAI',
    'TURKISH',
  ])
  .default('ENGLISH');
export type Language = z.infer<typeof languageSchema>;

/** auth/login (000 §3): login requires a username and a password, nothing more is checked before the lookup. */
export const loginSchema = z.object({
  username: z.string(messages.required.text).trim().min(1, messages.required.text),
  password: z.string(messages.required.text).min(1, messages.required.text),
  language: languageSchema,
});
export type LoginPayload = z.infer<typeof loginSchema>;

/** The contact fields of a person (000 §3 Profile), shared by registration, profile and the user form. */
export const contactFields = {
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  company: companySchema,
  address: addressSchema,
  city: citySchema,
  state: stateSchema,
  zip: zipSchema,
  email: emailSchema,
  phoneFormatType: phoneFormatTypeSchema,
  phone: phoneSchema,
};

/** auth/signUp: the registration form less its confirmation, which the portal checks and does not send. */
export const registrationSchema = z
  .object({ username: usernameSchema, password: passwordSchema, ...contactFields })
  .superRefine(withPhoneRule);
export type RegistrationPayload = z.infer<typeof registrationSchema>;

/** An empty confirmation is only "Required.". */
const passwordsMatch = (value: { password: string; passwordConfirm: string }) =>
  value.passwordConfirm === '' || value.password === value.passwordConfirm;

/** A form that asks for the password twice (registration, reset, change) checks the two match. */
export function confirmedPassword<T extends z.ZodObject<{ password: typeof passwordSchema }>>(schema: T) {
  return schema
    .extend({ passwordConfirm: z.string(messages.required.text).min(1, messages.required.text) })
    .refine(passwordsMatch, { path: ['passwordConfirm'], message: messages.password.mismatch.text });
}

/** The registration form as the portal shows it: the payload's rules plus the confirmation, which is not sent. */
export const registrationFormSchema = z
  .object({
    username: usernameSchema,
    password: passwordSchema,
    passwordConfirm: z.string(messages.required.text).min(1, messages.required.text),
    ...contactFields,
  })
  .superRefine(withPhoneRule)
  .refine(passwordsMatch, { path: ['passwordConfirm'], message: messages.password.mismatch.text });

/** GET/POST currentUser/profile; the language the portal speaks to this user, once chosen, is kept with it. */
export const profileSchema = z
  .object({ ...contactFields, language: languageSchema.unwrap().optional() })
  .superRefine(withPhoneRule);
export type ProfilePayload = z.infer<typeof profileSchema>;

export const forgotUsernameSchema = z.object({ email: emailSchema });
export const forgotPasswordSchema = z.object({ username: usernameSchema, email: emailSchema });
export const ticketSchema = z.string(messages.required.text).trim().min(16, messages.required.text).max(200);
export const resetPasswordSchema = z.object({ password: passwordSchema, ticket: ticketSchema });
export const completeRegistrationSchema = z.object({ ticket: ticketSchema });
/**
 * currentUser/password: the current password (someone at an unlocked screen must not take the account over) and
 * the new one; the confirmation is checked by the portal and not sent.
 */
export const passwordChangeSchema = z.object({
  currentPassword: z.string(messages.required.text).min(1, messages.required.text).max(64, messages.password.max.text),
  password: passwordSchema,
});
export type PasswordChangePayload = z.infer<typeof passwordChangeSchema>;

/** The password dialog's form: the call's fields and the confirmation, which is not sent. */
export const passwordChangeFormSchema = passwordChangeSchema
  .extend({ passwordConfirm: z.string(messages.required.text).min(1, messages.required.text) })
  .refine(passwordsMatch, { path: ['passwordConfirm'], message: messages.password.mismatch.text });
