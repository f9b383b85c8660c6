import { z } from 'zod';
import { languageSchema } from '../auth/payloads';
import { alertFrequencySchema, type AlertSubscriberStatus, type AlertWatchStatus } from './events';
import { alertMessages as m } from './messages';
import { MAX_WATCHES, watchSchema, type Watch } from './watch';

/**
 * The alert calls (issue 29), all under /api and answered in the envelope `{ ok, message, code, params, content }`.
 * Field errors of a refused body are `errors` keyed by the zod path joined with '.': `email`, `watches.0.lastName`.
 *
 * Public:
 *   GET  alerts/settings                     → AlertSettings
 *   POST alerts/subscribe   AlertSubscribeRequest → null, message ALERTS_CHECK_YOUR_EMAIL (always the same)
 *   POST alerts/confirm     AlertTokenRequest     → AlertConfirmAnswer
 *   POST alerts/unsubscribe AlertTokenRequest (JSON, or the RFC 8058 one-click form with ?token=) → null
 * Signed in (the account's email; no email confirmation):
 *   GET    alerts/mine                       → AlertMine
 *   POST   alerts/mine/watches   Watch       → AlertMine
 *   DELETE alerts/mine/watches/:id           → AlertMine
 *   PUT    alerts/mine/frequency AlertFrequencyRequest → AlertMine
 *   POST   alerts/mine/unsubscribe           → AlertMine
 * Staff (COUNTY, TRIMIN):
 *   GET    alerts/staff/summary              → AlertStaffSummary
 *   GET    alerts/staff/people?email=        → AlertStaffPeople (address begins with, lower case)
 *   DELETE alerts/staff/watches/:id          → null
 *   DELETE alerts/staff/people/:id           → null
 */
export const alertSettingsSchema = z.object({ enabled: z.boolean() });
export type AlertSettings = z.infer<typeof alertSettingsSchema>;

export const alertEmailSchema = z
  .string(m.email.text)
  .trim()
  .toLowerCase()
  .max(254, m.email.text)
  .pipe(z.email(m.email.text));

export const alertSubscribeSchema = z.object({
  email: alertEmailSchema,
  frequency: alertFrequencySchema.default('DAILY'),
  language: languageSchema,
  watches: z
    .array(watchSchema, m.watchesRequired.text)
    .min(1, m.watchesRequired.text)
    .max(MAX_WATCHES, m.tooManyWatches.text),
});
export type AlertSubscribeRequest = z.input<typeof alertSubscribeSchema>;
export type AlertSubscribe = z.output<typeof alertSubscribeSchema>;

export const alertTokenSchema = z.object({
  token: z.string(m.tokenRequired.text).trim().min(20, m.badToken.text).max(200, m.badToken.text),
});
export type AlertTokenRequest = z.infer<typeof alertTokenSchema>;

export const alertFrequencyRequestSchema = z.object({ frequency: alertFrequencySchema });
export type AlertFrequencyRequest = z.infer<typeof alertFrequencyRequestSchema>;

/** A watch as listed: what was typed, its id, and whether it is on yet. */
export type AlertWatchRow = {
  id: string;
  kind: Watch['kind'];
  watch: Watch;
  status: AlertWatchStatus;
  addedAt: string;
};

/** alerts/confirm: the address (masked: j***@example.com) and its watches. */
export type AlertConfirmAnswer = { email: string; frequency: 'IMMEDIATE' | 'DAILY'; watches: AlertWatchRow[] };

/** alerts/mine: the signed-in user's subscription, by their account's email (null before their first watch). */
export type AlertMine = {
  email: string;
  subscription: null | {
    id: string;
    status: AlertSubscriberStatus;
    frequency: 'IMMEDIATE' | 'DAILY';
    language: string;
    watches: AlertWatchRow[];
  };
};

export type AlertStaffSummary = {
  /** Confirmed people and their active watches. */
  people: number;
  watches: number;
  /** Alert emails sent per day, the last 30 days on the county's clock (from AL-MATCH's deliveries). */
  sentPerDay: { day: string; count: number }[];
};

export type AlertStaffPerson = {
  id: string;
  email: string;
  status: AlertSubscriberStatus;
  frequency: 'IMMEDIATE' | 'DAILY';
  language: string;
  bounceCount: number;
  userId: number | null;
  requestedAt: string;
  confirmedAt: string | null;
  watches: AlertWatchRow[];
};
export type AlertStaffPeople = { people: AlertStaffPerson[] };
