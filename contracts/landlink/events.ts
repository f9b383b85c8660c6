import { z } from 'zod';

const event = <T extends string, D extends z.ZodType>(type: T, data: D) => z.object({ type: z.literal(type), data });

/** The stream of an account's LandLink postings, beside its own (`account-<id>`, whose version the ledger keeps). */
export const landLinkStreamId = (accountId: number) => `landlink-account-${accountId}`;

/** A charge LandLink accepted (or already had under its key): the account's history shows it. */
export const landLinkEventSchema = z.discriminatedUnion('type', [
  event(
    'ChargePostedToLandLink',
    z.object({
      accountId: z.number().int().positive(),
      key: z.string(),
      /** The charge's event (AccountCharged, EscrowDeposited) in the log. */
      chargeEventId: z.string(),
      landLinkAccount: z.string(),
      feeCode: z.string(),
      chargeCode: z.string(),
      amountCents: z.number().int().positive(),
      /** LandLink already had the key (a send repeated after a crash): recorded once there all the same. */
      duplicate: z.boolean(),
    }),
  ),
]);
export type LandLinkEvent = z.infer<typeof landLinkEventSchema>;
export const landLinkEventTypes = ['ChargePostedToLandLink'] as const;
