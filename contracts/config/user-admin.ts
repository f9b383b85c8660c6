import { z } from 'zod';
import { choice, flag, requiredTextOr, text, wholeNumber } from './fields';
import { configMessages as m } from './messages';
import { parseDate } from '../validation/dates';

/** Lockout step one (002 §4): while it is in place only TRIMIN and COUNTY may sign in. */
export const userLockoutSchema = z.object({
  lockoutInPlace: flag(),
  messageLogin: requiredTextOr('The portal is closed for maintenance. Please try again later.', 500),
  messageHeadline: requiredTextOr('The portal is closed for maintenance.', 200),
});

const purgeSchedule = (minimumDays: number, tooSmall: string) =>
  z.object({
    automaticPurge: flag(),
    automaticPurgeAfterDays: wholeNumber({ min: minimumDays, max: 36_500, tooSmall }, minimumDays),
  });
/** Users not signed in for this many days are purged (002 §5: at least 365). */
export const userPurgeScheduleSchema = purgeSchedule(365, m.userPurgeMinimum.text);
/** Audit log entries older than this many days are purged (002 §5: at least 60). */
export const auditLogPurgeScheduleSchema = purgeSchedule(60, m.auditLogPurgeMinimum.text);

/** Purge now: users not signed in since this date. The server also refuses a date after today. */
export const userPurgeNowSchema = z.object({
  purgeDate: z
    .string(m.required.text)
    .trim()
    .min(1, { error: m.required.text, abort: true })
    .refine((date) => parseDate(date) !== undefined, m.dateFormat.text)
    .default('01/05/2020'),
});

/** How a lock from failed sign-ins ends (issue 28). */
export const lockModes = ['ACTIVATE', 'MINUTES'] as const;
export type LockMode = (typeof lockModes)[number];

export const userAccessSchema = z.object({
  /** The username that signs in as GUEST with any password; blank: no guest sign-in. */
  guestUserName: text(50, 'guest'),
  limitLoginAttempts: flag(true),
  maxloginAttempts: wholeNumber(
    { min: 1, max: 100, tooSmall: m.atLeastOne.text, tooLarge: m.loginAttemptsMaximum.text },
    5,
  ),
  /** Minutes: only the failed attempts of this last stretch of time count toward the lock. */
  loginAttemptsWindow: wholeNumber(
    { min: 1, max: 1440, tooSmall: m.atLeastOne.text, tooLarge: m.loginAttemptsWindowMaximum.text },
    15,
  ),
  inactivityTimeLimit: flag(true),
  /** Minutes. */
  inactivityTimeLimitPeriod: wholeNumber(
    { min: 1, max: 120, tooSmall: m.atLeastOne.text, tooLarge: m.inactivityMaximum.text },
    30,
  ),
  /** TRIMIN and COUNTY users sign in with a second step (an authenticator app's code) after the password. */
  secondStepStaff: flag(true),
  /** An account's ADMINISTRATOR users do too. */
  secondStepAccountAdmins: flag(false),
  /**
   * ACTIVATE: a user locked by failed attempts (status L) stays locked until an administrator activates it or
   * it resets its password; MINUTES: the lock ends by itself after lockMinutes.
   */
  lockMode: choice(lockModes, 'ACTIVATE'),
  lockMinutes: wholeNumber(
    { min: 1, max: 1440, tooSmall: m.atLeastOne.text, tooLarge: m.loginAttemptsWindowMaximum.text },
    30,
  ),
});
