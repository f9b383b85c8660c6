import { z } from 'zod';
import { languageSchema } from '../auth/payloads';
import { userStatusSchema } from '../codes';
import { userDetailsSchema, type UserDetails } from './user';

export { userDetailsSchema, type UserDetails };

const userId = z.number().int().positive();
const event = <T extends string, D extends z.ZodType>(type: T, data: D) => z.object({ type: z.literal(type), data });

/** passwordReset: a user locked by failed sign-ins unlocked itself with the emailed reset link. */
export const userStatusReasonSchema = z.enum([
  'manager',
  'account',
  'loginAttempts',
  'registrationCompleted',
  'passwordReset',
  'lockExpired',
]);
export type UserStatusReason = z.infer<typeof userStatusReasonSchema>;

/** The user stream's events (`user-<id>`). */
export const userEventSchema = z.discriminatedUnion('type', [
  event(
    'UserCreated',
    userDetailsSchema.extend({
      userId,
      username: z.string().min(1),
      passwordHash: z.string().min(1),
      status: z.enum(['A', 'P']),
      /** manager: made by staff; registration: self-registered, pending until the emailed link is used. */
      source: z.enum(['manager', 'registration', 'demo']),
    }),
  ),
  event('UserChanged', z.object({ userId, changes: userDetailsSchema.partial() })),
  event(
    'UserStatusChanged',
    z.object({
      userId,
      status: userStatusSchema,
      reason: userStatusReasonSchema,
      /** A lock from failed sign-ins in the county's MINUTES mode: when it ends by itself (ISO, UTC). */
      lockedUntil: z.string().optional(),
    }),
  ),
  event(
    'UserPasswordChanged',
    z.object({
      userId,
      passwordHash: z.string().min(1),
      reason: z.enum(['change', 'reset', 'manager', 'rehash']),
    }),
  ),
  event('UserSignedIn', z.object({ userId, language: languageSchema })),
  event('UserSignInFailed', z.object({ userId, failedAttempts: z.number().int().min(0) })),
  /** Two-step sign-in set up (issue 28): the authenticator's secret encrypted, the recovery codes' keyed hashes. */
  event(
    'SecondFactorEnrolled',
    z.object({ userId, secret: z.string().min(1), recoveryCodeHashes: z.array(z.string()) }),
  ),
  /** One recovery code signed the user in instead of the app's code; it never works again. */
  event(
    'RecoveryCodeUsed',
    z.object({ userId, codeIndex: z.number().int().min(0), recoveryCodesLeft: z.number().int() }),
  ),
  /** Staff removed the user's second factor (a lost phone): the user enrols again when the county requires it. */
  event('SecondFactorReset', z.object({ userId })),
  event('UserDeleted', z.object({ userId, reason: z.enum(['manager', 'account', 'purge']) })),
]);
export type UserEvent = z.infer<typeof userEventSchema>;
export type UserEventOf<T extends UserEvent['type']> = Extract<UserEvent, { type: T }>;
export type UserCreated = UserEventOf<'UserCreated'>;
export const userEventTypes = userEventSchema.options.map((option) => option.shape.type.value);
