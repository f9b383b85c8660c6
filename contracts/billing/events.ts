import { z } from 'zod';

const accountId = z.number().int().positive();
const cents = z.number().int();
/** A billing month on the county's calendar: the month of the renewal day that began the period. */
export const billingMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);
const event = <T extends string, D extends z.ZodType>(type: T, data: D) => z.object({ type: z.literal(type), data });

/**
 * The billing events of an account, on its stream (`account-<id>`), decided at the stream's version with the
 * month the account was last billed: a month is billed once, whatever runs it and however often.
 */
export const accountBillingEventSchemas = [
  /** The month's fee (the account's monthly fee, or its flat-fee option's cost), put on the statement. */
  event(
    'MonthlyFeeCharged',
    z.object({
      accountId,
      /** `monthly-fee-<month>`: one a month. */
      chargeId: z.string(),
      month: billingMonthSchema,
      amountCents: cents.min(0),
      description: z.string(),
    }),
  ),
  /**
   * The month's statement: what the account owed at the last statement, what was charged on the statement since
   * (invoice and card charges, add-ons, the fee), what was paid (card charges, paid when made), what it owes now.
   */
  event(
    'StatementIssued',
    z.object({
      accountId,
      /** 1, 2, 3... for the account. */
      number: z.number().int().positive(),
      month: billingMonthSchema,
      /** The period closed: from the last statement (or the first charge) to the renewal that closed it. */
      periodStart: z.string().nullable(),
      periodEnd: z.string(),
      openingBalanceCents: cents,
      chargesCents: cents,
      paymentsCents: cents,
      closingBalanceCents: cents,
    }),
  ),
] as const;
export const accountBillingEventTypes = accountBillingEventSchemas.map((schema) => schema.shape.type.value);

/** A billing run (scheduled, or Run Billing Now), recorded on the billing schedule's stream with what it did. */
export const billingRunEventSchema = z.discriminatedUnion('type', [
  event(
    'BillingScheduleRan',
    z.object({
      month: billingMonthSchema,
      trigger: z.enum(['schedule', 'manual']),
      ranAt: z.string(),
      accounts: z.number().int().min(0),
      billed: z.number().int().min(0),
      statements: z.number().int().min(0),
      renewed: z.number().int().min(0),
      feesCents: cents.min(0),
    }),
  ),
]);
export type BillingRunEvent = z.infer<typeof billingRunEventSchema>;
