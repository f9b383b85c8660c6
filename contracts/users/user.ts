import { z } from 'zod/v4';
import { contactFields, languageSchema } from '../auth/payloads';
import { roleSchema, userStatusSchema } from '../codes';
import { passwordSchema, usernameSchema, withPhoneRule } from '../validation/person';
import { messages } from '../validation/messages';

/** What the user manager's form saves (002 §3 User); username and password only for a new user. */
export const userFormSchema = z
  .object({
    id: z.coerce.number().int().min(0).default(0),
    username: z.string().optional(),
    role: roleSchema,
    accountId: z.coerce.number(messages.required).int().positive(messages.required),
    /** Only TRIMIN and COUNTY may set it; left out, a new user gets false and an existing one keeps its own. */
    viewJudicialProtection: z.boolean().optional(),
    password: z.string().optional(),
    ...contactFields,
  })
  .superRefine(withPhoneRule)
  .superRefine((value, context) => {
    if (value.id !== 0) return;
    for (const [field, schema] of [
      ['username', usernameSchema],
      ['password', passwordSchema],
    ] as const) {
      const checked = schema.safeParse(value[field] ?? '');
      if (!checked.success)
        context.addIssue({ code: 'custom', path: [field], message: checked.error.issues[0]!.message });
    }
  });
export type UserForm = z.infer<typeof userFormSchema>;

/** A user as the user manager and the REST resource show it. */
export const userRecordSchema = z.object({
  id: z.number(),
  username: z.string(),
  role: roleSchema,
  accountId: z.number(),
  accountName: z.string(),
  viewJudicialProtection: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  email: z.string(),
  phoneFormatType: z.enum(['STANDARD', 'INTERNATIONAL']),
  phone: z.string(),
  language: languageSchema,
  status: userStatusSchema,
  lastSignInAt: z.string().nullable(),
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

/** userManager/userPassword: a new password for a user, set by a manager. */
export const userPasswordSchema = z
  .object({
    id: z.coerce.number().int().positive(),
    username: z.string().optional(),
    password: passwordSchema,
    passwordConfirm: z.string(messages.required).min(1, messages.required),
  })
  .refine((value) => value.password === value.passwordConfirm, {
    path: ['passwordConfirm'],
    message: messages.password.mismatch,
  });
