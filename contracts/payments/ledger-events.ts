import { z } from 'zod';

const accountId = z.number().int().positive();
const userId = z.number().int().positive();
const cents = z.number().int().min(0);
const event = <T extends string, D extends z.ZodType>(type: T, data: D) => z.object({ type: z.literal(type), data });

/** How a charge is paid: from escrow, from the flat-fee image allowance, on the statement, or by the card. */
export const chargeMethodSchema = z.enum(['ESCROW', 'FLAT_FEE', 'INVOICE', 'CREDIT_CARD']);
export type ChargeMethod = z.infer<typeof chargeMethodSchema>;

/** EFILE: an e-file submission's recording charges (money, never images). */
export const chargeKindSchema = z.enum(['IMAGES', 'SEARCH', 'DETAIL', 'EFILE']);
export type ChargeKind = z.infer<typeof chargeKindSchema>;

/**
 * The money events of an account, on its stream (`account-<id>`), each decided at the stream's version: the
 * balance a purchase sees is the one it changes.
 */
export const ledgerEventSchemas = [
  /** A deposit into escrow paid by card: the deposit is the balance's, the surcharge the county's. */
  event(
    'EscrowDeposited',
    z.object({
      accountId,
      userId,
      depositId: z.string(),
      amountCents: cents,
      surchargeCents: cents,
      provider: z.string(),
      transactionId: z.string(),
    }),
  ),
  /** A purchase: pages of a document, a search or a detail. `chargeId` is the order's guid: paid once. */
  event(
    'AccountCharged',
    z.object({
      accountId,
      userId,
      chargeId: z.string(),
      kind: chargeKindSchema,
      method: chargeMethodSchema,
      amountCents: cents,
      /** Flat-fee images taken from the allowance. */
      images: z.number().int().min(0),
      description: z.string(),
      /** The card preauthorization a CREDIT_CARD charge counts against. */
      authorizationId: z.string().optional(),
      /** The document and the pages bought, for IMAGES: bought pages are not charged again. */
      documentKey: z.string().optional(),
      pages: z.array(z.number().int().positive()).optional(),
    }),
  ),
  /** Flat-fee images bought by the account administrator (an add-on), put on the account's statement. */
  event(
    'FlatFeeAddOnBought',
    z.object({
      accountId,
      userId,
      addOnId: z.string(),
      option: z.number().int().min(1).max(5),
      /** null: unlimited images until the next renewal. */
      images: z.number().int().positive().nullable(),
      costCents: cents,
    }),
  ),
  /** A card preauthorization the user's card charges count against, up to its amount. */
  event(
    'CardAuthorized',
    z.object({
      accountId,
      userId,
      authorizationId: z.string(),
      provider: z.string(),
      transactionId: z.string(),
      amountCents: cents,
    }),
  ),
  /**
   * A charge given back (a rejected e-file): its amount returns to escrow, or comes off the statement (INVOICE) and
   * off the period's card payments (CREDIT_CARD, refunded by the provider). `chargeId` is the reversal's own id
   * (happens once), `reversedChargeId` the AccountCharged it gives back.
   */
  event(
    'AccountChargeReversed',
    z.object({
      accountId,
      userId,
      chargeId: z.string(),
      reversedChargeId: z.string(),
      kind: chargeKindSchema,
      method: chargeMethodSchema,
      amountCents: cents,
      description: z.string(),
    }),
  ),
  /** A preauthorization closed: what was used captured (0: voided). */
  event('CardAuthorizationClosed', z.object({ accountId, userId, authorizationId: z.string(), capturedCents: cents })),
] as const;

export const ledgerEventSchema = z.discriminatedUnion('type', ledgerEventSchemas);
export type LedgerEvent = z.infer<typeof ledgerEventSchema>;
export const ledgerEventTypes = ledgerEventSchemas.map((schema) => schema.shape.type.value);
