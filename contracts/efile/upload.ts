import { z } from 'zod';
import { paymentMethodSchema } from '../codes';

/** The e-file document types of 002 §2.1; LR is the default (002 §9). */
export const efileTypes = ['LR', 'MAP', 'MAR', 'UCC-1', 'UCC-2'] as const;
export const efileTypeSchema = z.enum(efileTypes);
export type EfileType = z.infer<typeof efileTypeSchema>;

/** The largest e-file accepted (002 §9): refused while it streams, past this many bytes. */
export const EFILE_MAX_BYTES = 25_000_000;

/**
 * The json part of the efile/image upload (002 §7): the e-file fields as the form holds them. Only the type
 * matters to the upload; the filer's name and address are checked by efile/submission, so they pass here unread.
 */
export const efileImageFieldsSchema = z.looseObject({ efileType: efileTypeSchema.default('LR') });
export type EfileImageFields = z.infer<typeof efileImageFieldsSchema>;

/** The checks before payment (issue 27), each turned on or off in the county's efile section. */
export const efileCheckNames = ['pageSize', 'resolution', 'blackAndWhite', 'topMargin', 'blankPage'] as const;
export const efileCheckNameSchema = z.enum(efileCheckNames);
export type EfileCheckName = z.infer<typeof efileCheckNameSchema>;

/**
 * What a check found on one page: the check, the page (1 first), the message's code and params (the portal
 * translates by code) and its English text. `notExamined`: a page the server could not decode to look at.
 */
export const efileWarningSchema = z.object({
  check: z.union([efileCheckNameSchema, z.literal('notExamined')]),
  page: z.number().int().positive(),
  code: z.string(),
  message: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type EfileWarning = z.infer<typeof efileWarningSchema>;

/** A dollar amount on the wire: 2 decimals at most, from integer cents. */
const dollars = z.number().nonnegative();

/**
 * The efile/image answer (002 §7) inside the envelope's content: the page count read from the file, the charges
 * in dollars by the caller's payment method, the stored image's id, and the checks' warnings. With
 * `overrideAllowed` false the county does not let a filer submit a document that has warnings.
 */
export const efileImageResponseSchema = z.object({
  imageId: z.string().uuid(),
  efileType: efileTypeSchema,
  numberOfPages: z.number().int().positive(),
  firstPageCharge: dollars,
  additionalPagesCharge: dollars,
  paymentMethod: paymentMethodSchema,
  surcharge: dollars,
  totalCharge: dollars,
  warnings: z.array(efileWarningSchema),
  overrideAllowed: z.boolean(),
});
export type EfileImageResponse = z.infer<typeof efileImageResponseSchema>;

/** The charges of an uploaded e-file in integer cents, as the server keeps them. */
export const efileChargesSchema = z.object({
  paymentMethod: paymentMethodSchema,
  firstPageCents: z.number().int().nonnegative(),
  additionalPagesCents: z.number().int().nonnegative(),
  surchargeCents: z.number().int().nonnegative(),
  totalCents: z.number().int().nonnegative(),
});
export type EfileCharges = z.infer<typeof efileChargesSchema>;

/** An e-file's pages as they were received: 'pdf' or 'tiff', judged by the file's content. */
export const efileFormatSchema = z.enum(['pdf', 'tiff']);

/**
 * The upload, recorded on the image's own stream (`efileImage-<imageId>`) when the file was stored and read:
 * what efile/submission and the recorder's review find by imageId. `imageKey` names the file in the e-file
 * image store; `uploadedBy` is null for an anonymous filer.
 */
export const efileImageUploadedSchema = z.object({
  type: z.literal('EfileImageUploaded'),
  data: z.object({
    imageId: z.string().uuid(),
    imageKey: z.string(),
    format: efileFormatSchema,
    bytes: z.number().int().positive(),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    efileType: efileTypeSchema,
    numberOfPages: z.number().int().positive(),
    charges: efileChargesSchema,
    warnings: z.array(efileWarningSchema),
    overrideAllowed: z.boolean(),
    uploadedBy: z.object({ userId: z.number().int(), accountId: z.number().int() }).nullable(),
  }),
});
export type EfileImageUploaded = z.infer<typeof efileImageUploadedSchema>;
export const efileUploadEventSchema = z.discriminatedUnion('type', [efileImageUploadedSchema]);
