import { z } from 'zod';
import { cardResponseSchema } from '../payments/card';
import { dollarsAsCents } from '../money';
import { addressSchema, citySchema, emailSchema, nameSchema, stateSchema, zipSchema } from '../validation/person';
import { messages } from '../validation/messages';
import { efileTypeSchema } from './upload';

/**
 * efile/submission (002 §3 E-file request, §5, §7): the e-file fields, the uploaded image's id and, for a card
 * payer, the card provider's transaction id (0 without a card, 002 §4). The charges a client sends are not read:
 * they are the upload's.
 */
export const efileSubmissionRequestSchema = z.looseObject({
  efileType: efileTypeSchema.default('LR'),
  imageId: z.string().uuid(),
  name: nameSchema,
  email: emailSchema,
  address1: addressSchema,
  address2: z.string().trim().max(50, messages.max50.text).optional().default(''),
  city: citySchema,
  state: stateSchema,
  zip: zipSchema,
  acknowledgement: z.boolean().optional().default(false),
  paymentTransactionId: z
    .union([z.string().max(40), z.number().int().min(0)])
    .optional()
    .default(0),
});
export type EfileSubmissionRequest = z.input<typeof efileSubmissionRequestSchema>;
export type EfileSubmissionFields = z.output<typeof efileSubmissionRequestSchema>;

/** efile/submission's content: the transaction number and the header's balance (null without an account). */
export const efileSubmissionAnswerSchema = z.object({
  transactionNumber: z.string(),
  usageBalance: z.unknown().nullable(),
});

/**
 * creditcard/efileCapture (002 §7): the amount in dollars and (ours) the upload it pays for; the amount must be
 * the upload's total. Answers content.tokenResults.token for the card frame.
 */
export const efileCaptureRequestSchema = z.object({ amount: dollarsAsCents(), imageId: z.string().uuid() });
export type EfileCaptureRequest = z.input<typeof efileCaptureRequestSchema>;

/** creditcard/efileAuthAndCaptureResponse (002 §7): the card provider's transaction response, as for other payments. */
export const efileCaptureResponseSchema = cardResponseSchema;
