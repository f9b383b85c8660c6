import { z } from 'zod/v4';
import { flag, requiredText, wholeNumber } from './fields';
import { configMessages as m } from './messages';

export const userLockoutSchema = z.object({
  lockoutInPlace: flag(),
  messageLogin: requiredText('The portal is closed for maintenance. Please try again later.', 500),
  messageHeadline: requiredText('The portal is closed for maintenance.', 200),
});

const purgeSchedule = (minimumDays: number, message: string, fallback: number) =>
  z.object({
    automaticPurge: flag(),
    automaticPurgeAfterDays: z.coerce
      .number(m.wholeNumber)
      .int(m.wholeNumber)
      .min(minimumDays, message)
      .default(fallback),
  });
export const userPurgeScheduleSchema = purgeSchedule(365, m.userPurgeMinimum, 730);
export const auditLogPurgeScheduleSchema = purgeSchedule(60, m.auditPurgeMinimum, 365);

export const userPurgeNowSchema = z.object({
  purgeDate: z
    .string()
    .trim()
    .regex(/^\d{2}\/\d{2}\/\d{4}$/, m.date)
    .default('01/05/2020'),
});

export const userAccessSchema = z.object({
  /** The username that signs in as GUEST. */
  guestUserName: z.string().trim().max(50).default('guestuser'),
  limitLoginAttempts: flag(true),
  maxloginAttempts: wholeNumber(5, 1, 100),
  inactivityTimeLimit: flag(true),
  inactivityTimeLimitPeriod: z.coerce
    .number(m.wholeNumber)
    .int(m.wholeNumber)
    .min(1, m.wholeNumber)
    .max(120, m.inactivityMaximum)
    .default(30),
});
