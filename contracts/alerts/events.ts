import { z } from 'zod';
import { languageSchema } from '../auth/payloads';
import { watchSchema } from './watch';

const event = <T extends string, D extends z.ZodType>(type: T, data: D) => z.object({ type: z.literal(type), data });
const subscriberId = z.string().uuid();
const watchId = z.string().uuid();
/** Who did it, when not the subscriber by their link: a signed-in user (their own watches) or county staff. */
const actor = z.object({ userId: z.number().int().positive(), username: z.string(), role: z.string() });

export const alertFrequencySchema = z.enum(['IMMEDIATE', 'DAILY'], 'Choose IMMEDIATE or DAILY.');
export type AlertFrequency = z.infer<typeof alertFrequencySchema>;
export const alertSubscriberStatuses = ['PENDING', 'CONFIRMED', 'UNSUBSCRIBED', 'BOUNCED'] as const;
export type AlertSubscriberStatus = (typeof alertSubscriberStatuses)[number];
/** A watch is PENDING until its address confirms it, then ACTIVE: only ACTIVE watches of CONFIRMED people match. */
export type AlertWatchStatus = 'PENDING' | 'ACTIVE';

/** A subscriber's own stream: its id is derived from the folded address (services/alerts), one stream an address. */
export const alertSubscriberStreamId = (id: string) => `alertSubscriber-${id}`;

const watchEntry = z.object({ watchId, watch: watchSchema });
export type AlertWatchEntry = z.infer<typeof watchEntry>;

export const alertEventSchemas = [
  /**
   * Someone asked for alerts at this address (the subscribe page, or a signed-in user's first watch): the watches
   * wait, PENDING, for the confirmation; the tokens are kept as SHA-256 hashes only.
   */
  event(
    'AlertSubscriptionRequested',
    z.object({
      subscriberId,
      email: z.string(),
      language: languageSchema,
      frequency: alertFrequencySchema,
      watches: z.array(watchEntry),
      /** Null when no email was needed (a signed-in user's verified address, confirmed in the same append). */
      confirmTokenHash: z.string().nullable(),
      confirmExpiresAt: z.string().nullable(),
      unsubscribeTokenHash: z.string(),
      userId: z.number().int().positive().nullable(),
    }),
  ),
  /** The address is confirmed (its emailed link, or a signed-in user's own verified address): its watches are on. */
  event(
    'AlertSubscriptionConfirmed',
    z.object({
      subscriberId,
      language: languageSchema,
      frequency: alertFrequencySchema,
      watchIds: z.array(watchId),
      via: z.enum(['EMAIL', 'ACCOUNT']),
      userId: z.number().int().positive().nullable(),
    }),
  ),
  /** A signed-in user added a watch to their confirmed subscription: on at once. */
  event('AlertWatchAdded', z.object({ subscriberId, watchId, watch: watchSchema, by: actor })),
  /** A watch removed by its owner (signed in) or by staff. */
  event('AlertWatchRemoved', z.object({ subscriberId, watchId, by: actor })),
  event('AlertFrequencyChanged', z.object({ subscriberId, frequency: alertFrequencySchema, by: actor })),
  /** No more alerts: the email's link, the one-click POST (RFC 8058), or the signed-in user. Watches go. */
  event(
    'AlertUnsubscribed',
    z.object({ subscriberId, how: z.enum(['LINK', 'ONE_CLICK', 'ACCOUNT']), by: actor.nullable() }),
  ),
  /** A delivery to the address bounced (AL-MATCH's delivery): at the limit the address is BOUNCED and stops. */
  event(
    'AlertAddressBounced',
    z.object({ subscriberId, bounceCount: z.number().int().positive(), stopped: z.boolean(), detail: z.string() }),
  ),
  /** Staff removed the person and all their watches (a worried owner's phone call). */
  event('AlertSubscriberRemoved', z.object({ subscriberId, by: actor })),
] as const;

export const alertEventSchema = z.discriminatedUnion('type', alertEventSchemas);
export type AlertEvent = z.infer<typeof alertEventSchema>;
export const alertEventTypes = alertEventSchemas.map((schema) => schema.shape.type.value);
/** Bounces in a row after which an address gets nothing more. */
export const ALERT_BOUNCE_LIMIT = 3;
