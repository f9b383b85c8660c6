import { z } from 'zod';
import { messages } from '../validation/messages';
import { currentUserSchema } from './current-user';

/**
 * Two-step sign-in (issue 28): after a right password, a user the county's userAccess settings concern is asked
 * for a code from an authenticator app (TOTP, RFC 6238: six digits, 30-second steps) or one of its recovery
 * codes, or, when it has none enrolled yet, to enrol first. auth/login answers a ticket for that step and no
 * session; the step's calls below take the ticket.
 */

/** What login answers instead of the current user: which step comes next, and the ticket that carries it. */
export const secondStepNeededSchema = z.object({
  secondStep: z.enum(['verify', 'enrol']),
  /** Random, single use, good for five minutes and five wrong codes. */
  ticket: z.string(),
});
export type SecondStepNeeded = z.infer<typeof secondStepNeededSchema>;

/** True when login's content asks for the second step rather than being the current user. */
export const isSecondStepNeeded = (content: unknown): content is SecondStepNeeded =>
  secondStepNeededSchema.safeParse(content).success;

const ticketSchema = z.string(messages.required.text).trim().min(1, messages.required.text).max(200);

/** A TOTP code (six digits) or a recovery code (`abcd-efgh`: letters and digits, any case, dashes optional). */
export const secondStepCodeSchema = z
  .string(messages.required.text)
  .trim()
  .min(1, messages.required.text)
  .max(40, messages.required.text);

/** auth/secondStep: the code (or a recovery code) for a 'verify' ticket. Content: the current user. */
export const secondStepPayloadSchema = z.object({ ticket: ticketSchema, code: secondStepCodeSchema });
export type SecondStepPayload = z.infer<typeof secondStepPayloadSchema>;

/** auth/secondStep/enrolment: the new secret for an 'enrol' ticket (kept by the server with the ticket). */
export const enrolmentRequestSchema = z.object({ ticket: ticketSchema });
export type EnrolmentRequest = z.infer<typeof enrolmentRequestSchema>;

export const enrolmentSchema = z.object({
  /** Base32, in groups of four for typing into an app by hand. */
  secret: z.string(),
  /** otpauth://totp/...: what the QR code holds. */
  otpauthUri: z.string(),
  /** A data: URL of the QR code's image (SVG). */
  qrCode: z.string(),
});
export type Enrolment = z.infer<typeof enrolmentSchema>;

/** auth/secondStep/enrol: the first code from the app, which proves it holds the secret. */
export const enrolPayloadSchema = z.object({ ticket: ticketSchema, code: secondStepCodeSchema });
export type EnrolPayload = z.infer<typeof enrolPayloadSchema>;

/** auth/secondStep/enrol's content: the session's user and its ten recovery codes, shown this once. */
export const enrolledSchema = z.object({ user: currentUserSchema, recoveryCodes: z.array(z.string()).length(10) });
export type Enrolled = z.infer<typeof enrolledSchema>;

/** How many recovery codes an enrolment gives. */
export const RECOVERY_CODE_COUNT = 10;
