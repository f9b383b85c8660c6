import { z } from 'zod';
import { efileTypeSchema } from './upload';
import { efilePaymentMethodSchema, efileRejectionReasonSchema } from './review';

const event = <T extends string, D extends z.ZodType>(type: T, data: D) => z.object({ type: z.literal(type), data });
const cents = z.number().int().min(0);
/** The submission's id is its upload's imageId: one upload is submitted once. */
const submissionId = z.string().uuid();
const staff = z.object({ userId: z.number().int().positive(), username: z.string() });
/** Whom a decision's email goes to, and what was paid: the decision's email is built from its event alone. */
const addressee = z.object({
  name: z.string(),
  email: z.string(),
  method: z.enum(['ESCROW', 'INVOICE', 'CREDIT_CARD']),
  totalCents: z.number().int().min(0),
});

/** Each submission's own stream: its payment, the submission, the recorder's decision and the money given back. */
export const efileSubmissionStreamId = (submissionId: string) => `efileSubmission-${submissionId}`;

/** The charges of a submission in integer cents, as the upload priced them (never as a client sent them). */
export const efileSubmissionChargesSchema = z.object({
  firstPageCents: cents,
  additionalPagesCents: cents,
  surchargeCents: cents,
  totalCents: cents,
});

/** How it was paid: the account's ledger charge (ESCROW, INVOICE) or the card provider's capture (CREDIT_CARD). */
export const efileSubmissionPaymentSchema = z.object({
  method: efilePaymentMethodSchema,
  /** The filer's account and user; null for an anonymous filer. */
  accountId: z.number().int().positive().nullable(),
  userId: z.number().int().positive().nullable(),
  /** The ledger charge's id on the account's stream (`efile-<submissionId>`); null when nothing was charged there. */
  chargeId: z.string().nullable(),
  /** The card provider and its transaction (CREDIT_CARD). */
  provider: z.string().nullable(),
  transactionId: z.string().nullable(),
});
export type EfileSubmissionPayment = z.infer<typeof efileSubmissionPaymentSchema>;

export const efileFilerSchema = z.object({
  name: z.string(),
  email: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  acknowledged: z.boolean(),
});
export type EfileFiler = z.infer<typeof efileFilerSchema>;

export const efileEventSchemas = [
  /** The card provider confirmed the filer's payment (efileAuthAndCaptureResponse): recorded once per transaction. */
  event(
    'EfilePaymentCaptured',
    z.object({
      submissionId,
      provider: z.string(),
      transactionId: z.string(),
      amountCents: cents,
      /** Our reference given with the token. */
      reference: z.string(),
      accountNumber: z.string(),
    }),
  ),
  /** The filer submitted the uploaded document: what was filed, by whom, for what, paid how. */
  event(
    'EfileSubmitted',
    z.object({
      submissionId,
      /** County-unique and sequential, readable: EF-000123. */
      transactionNumber: z.string(),
      efileType: efileTypeSchema,
      filer: efileFilerSchema,
      imageId: submissionId,
      imageKey: z.string(),
      numberOfPages: z.number().int().positive(),
      charges: efileSubmissionChargesSchema,
      payment: efileSubmissionPaymentSchema,
    }),
  ),
  /** The recorder accepted the document for recording. */
  event(
    'EfileAccepted',
    z.object({ submissionId, transactionNumber: z.string(), by: staff, note: z.string(), filer: addressee }),
  ),
  /** The recorder rejected it, for a standard reason with free text: the filer is emailed and paid back. */
  event(
    'EfileRejected',
    z.object({
      submissionId,
      transactionNumber: z.string(),
      by: staff,
      reason: efileRejectionReasonSchema,
      note: z.string(),
      filer: addressee,
    }),
  ),
  /** A rejected card payment given back by the provider: voided before settlement, refunded after. */
  event(
    'EfilePaymentRefunded',
    z.object({
      submissionId,
      provider: z.string(),
      transactionId: z.string(),
      how: z.enum(['VOIDED', 'REFUNDED']),
      refundTransactionId: z.string().nullable(),
      amountCents: cents,
    }),
  ),
  /** A rejected account charge reversed on the account's ledger (AccountChargeReversed there). */
  event(
    'EfileChargeReversed',
    z.object({ submissionId, accountId: z.number().int().positive(), chargeId: z.string(), amountCents: cents }),
  ),
] as const;

export const efileEventSchema = z.discriminatedUnion('type', efileEventSchemas);
export type EfileEvent = z.infer<typeof efileEventSchema>;
export const efileEventTypes = efileEventSchemas.map((schema) => schema.shape.type.value);
