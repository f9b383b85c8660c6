import { userFormMessages } from './user-form-messages';
import { z } from 'zod';
import { languageSchema } from '../auth/payloads';
import { roles, roleSchema, userStatusSchema } from '../codes';
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
  phoneIssue,
  stateSchema,
  usernameSchema,
  zipSchema,
} from '../validation/person';

export { userFormMessages } from './user-form-messages';

/** Blank, or what the shared rule of 000 §5 accepts: the user form requires less than registration. */
function blankOr(rule: z.ZodType<string, string>) {
  return z
    .string(messages.required.text)
    .trim()
    .default('')
    .superRefine((value, context) => {
      if (value === '') return;
      const checked = rule.safeParse(value);
      if (!checked.success)
        for (const issue of checked.error.issues) context.addIssue({ code: 'custom', message: issue.message });
    });
}

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const checked = schema.safeParse(value);
  return checked.success ? undefined : checked.error.issues[0]!.message;
};

/** The form as a rule across fields sees it: parsed where its fields passed, as sent where they did not. */
type FormValue = {
  id?: unknown;
  username?: unknown;
  password?: unknown;
  passwordConfirm?: unknown;
  phoneFormatType?: unknown;
  phone?: unknown;
};

const isNew = (value: FormValue) => value.id === 0;

/** Rules across fields, each reported at one field. */
const acrossFields: Array<[field: string, issueOf: (value: FormValue) => string | undefined]> = [
  [
    'phone',
    ({ phoneFormatType, phone }) =>
      typeof phone === 'string' &&
      phone !== '' &&
      (phoneFormatType === 'STANDARD' || phoneFormatType === 'INTERNATIONAL')
        ? phoneIssue(phoneFormatType, phone)
        : undefined,
  ],
  ['username', (value) => (isNew(value) ? firstMessage(usernameSchema, value.username ?? '') : undefined)],
  [
    'password',
    (value) => {
      if (isNew(value)) return firstMessage(passwordSchema, value.password ?? '');
      return value.password ? userFormMessages.passwordOnSave.text : undefined;
    },
  ],
  // The form checks the confirmation and may leave it out (002 §7 sends no form-only field); sent, it must match.
  [
    'passwordConfirm',
    ({ id, password, passwordConfirm }) => {
      if (id !== 0 || passwordConfirm === undefined) return undefined;
      if (passwordConfirm === '') return messages.required.text;
      return passwordConfirm === password ? undefined : messages.password.mismatch.text;
    },
  ],
];

const userFormFields = z.object({
  id: z.coerce.number().int().min(0).default(0),
  username: z.string().trim().optional(),
  role: z.enum(roles, {
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? messages.required.text : userFormMessages.role.text,
  }),
  accountId: z.coerce.number(messages.required.text).int().positive(messages.required.text),
  /** Only TRIMIN and COUNTY may set it; left out, a new user gets false and an existing one keeps its own. */
  viewJudicialProtection: z.boolean().optional(),
  password: z.string().optional(),
  passwordConfirm: z.string().optional(),
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  company: companySchema,
  address: blankOr(addressSchema),
  city: blankOr(citySchema),
  state: blankOr(stateSchema),
  zip: blankOr(zipSchema),
  email: emailSchema,
  phoneFormatType: phoneFormatTypeSchema,
  phone: z.string(messages.required.text).trim().default(''),
});

/**
 * What the user manager's form saves (002 §3 User, §5): account, names and email always; username, password
 * (and its confirmation, when sent) only for a new user; address, city, state, zip and phone may be blank but
 * follow 000 §5 when given. Text is trimmed, passwords are taken as typed. The rules across fields run even
 * when another field is empty (no field schema aborts; see contracts/validation/person.ts), so the form
 * hears of every field at once.
 */
export const userFormSchema = acrossFields.reduce(
  (schema, [field, issueOf]) =>
    schema.refine((value) => issueOf(value) === undefined, {
      path: [field],
      when: (payload) => typeof payload.value === 'object' && payload.value !== null,
      error: (issue) => issueOf(issue.input as FormValue),
    }),
  userFormFields,
);
export type UserForm = z.infer<typeof userFormSchema>;

/** The fields of a user that a save may change (everything but username, status and password). */
export const userDetailsSchema = z.object({
  role: roleSchema,
  accountId: z.number().int(),
  viewJudicialProtection: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  email: z.string(),
  phoneFormatType: phoneFormatTypeSchema,
  phone: z.string(),
  language: languageSchema,
});
export type UserDetails = z.infer<typeof userDetailsSchema>;

/** A user as the user manager and the REST resource show it. */
export const userRecordSchema = userDetailsSchema.extend({
  id: z.number(),
  username: z.string(),
  accountName: z.string(),
  status: userStatusSchema,
  lastSignInAt: z.string().nullable(),
  /** Two-step sign-in set up (issue 28): staff may reset it. */
  secondStepEnrolled: z.boolean(),
});
export type UserRecord = z.infer<typeof userRecordSchema>;

/** The user list's request (002 §7 userManager/users and the calls that answer the refreshed list). */
export const userListSchema = z.object({
  filterText: z.string().trim().max(100).default(''),
  statusType: z.enum(['ALL', 'A', 'I', 'P']).default('ALL'),
  /** The form sends includeInactive instead of statusType and accountId. */
  includeInactive: z.boolean().optional(),
  accountId: z.coerce.number().int().min(0).optional(),
});
export type UserListRequest = z.infer<typeof userListSchema>;

export const userIdRequestSchema = userListSchema.extend({ userId: z.coerce.number().int().positive() });
export type UserIdRequest = z.infer<typeof userIdRequestSchema>;

/** userManager/userPassword: a new password for a user, set by a manager, with the rules of 000 §5. */
export const userPasswordSchema = z
  .object({
    id: z.coerce.number().int().positive(),
    username: z.string().trim().optional(),
    password: passwordSchema,
    passwordConfirm: z.string(messages.required.text).min(1, messages.required.text),
  })
  .refine(
    (value) => value.password === '' || value.passwordConfirm === '' || value.password === value.passwordConfirm,
    {
      path: ['passwordConfirm'],
      message: messages.password.mismatch.text,
    },
  );
export type UserPasswordRequest = z.infer<typeof userPasswordSchema>;
