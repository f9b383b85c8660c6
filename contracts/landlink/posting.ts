import { z } from 'zod';

/**
 * One charge as LandLink receives it (docs/landlink.md): `POST {LANDLINK_URL}/postings`. The key is the
 * idempotency key: LandLink records a key once and answers a repeat with 200.
 */
export const landLinkPostingSchema = z.object({
  /** `<charge event id>-<part>` (deposit, surcharge, charge): the same charge is always sent under the same key. */
  key: z.string().min(1).max(100),
  landLinkAccount: z.string().regex(/^\d{1,10}$/),
  feeCode: z.string().min(1).max(50),
  chargeCode: z.string().min(1).max(50),
  amountCents: z.number().int().positive(),
  description: z.string().max(500),
  /** When the charge was recorded, UTC (ISO 8601). */
  chargedAt: z.iso.datetime(),
  /** The county's calendar date of the charge (its time zone), YYYY-MM-DD. */
  countyDate: z.iso.date(),
});
export type LandLinkPosting = z.infer<typeof landLinkPostingSchema>;

/** Where a posting stands: waiting to be sent (or being retried), sent, or dead after its last attempt. */
export const postingStatuses = ['waiting', 'sent', 'dead'] as const;
export type PostingStatus = (typeof postingStatuses)[number];

/** The outbox as the monitoring page shows it (services/landlink landLinkSummary). */
export type LandLinkSummary = {
  /** LANDLINK_URL and LANDLINK_KEY are set: postings are being sent. */
  configured: boolean;
  waiting: number;
  sent: number;
  dead: number;
  /** When the oldest waiting charge was recorded (UTC ISO); null when none waits. */
  oldestWaitingAt: string | null;
};
