import { z } from 'zod';
import { efileRejectionReasons, efileReviewMessages } from './review-messages';
import { efileTypeSchema } from './upload';

/**
 * The recorder's review of e-file submissions (ours: the spec stops at the submission). County staff (TRIMIN,
 * COUNTY; the server refuses everyone else) list the submissions, open one page by page, accept it, or reject it
 * with a standard reason and free text, which emails the filer and gives the payment back.
 *
 * Routes (every answer the envelope of 000 §3 unless it says otherwise):
 * - GET  /api/efile/review/submissions?status=NEW&page=1&pageSize=25       → content: EfileReviewList
 * - GET  /api/efile/review/submissions/:submissionId                       → content: EfileReviewDetail
 * - GET  /api/efile/review/submissions/:submissionId/pages/:page?size=...  → image/jpeg (not an envelope):
 *        size `thumbnail` (the preview's thumbnail) or `page` (default, the page to read)
 * - POST /api/efile/review/submissions/:submissionId/accept  body EfileAcceptRequest → content: EfileReviewDetail
 * - POST /api/efile/review/submissions/:submissionId/reject  body EfileRejectRequest → content: EfileReviewDetail
 */
export const efileReviewPaths = {
  list: '/efile/review/submissions',
  detail: (submissionId: string) => `/efile/review/submissions/${encodeURIComponent(submissionId)}`,
  page: (submissionId: string, page: number, size: EfilePageSize = 'page') =>
    `/efile/review/submissions/${encodeURIComponent(submissionId)}/pages/${page}?size=${size}`,
  accept: (submissionId: string) => `/efile/review/submissions/${encodeURIComponent(submissionId)}/accept`,
  reject: (submissionId: string) => `/efile/review/submissions/${encodeURIComponent(submissionId)}/reject`,
} as const;

/** Where a submission stands: waiting for the recorder, accepted for recording, or rejected (and paid back). */
export const efileReviewStatuses = ['NEW', 'ACCEPTED', 'REJECTED'] as const;
export const efileReviewStatusSchema = z.enum(efileReviewStatuses);
export type EfileReviewStatus = z.infer<typeof efileReviewStatusSchema>;

export const efileRejectionReasonCodes = Object.keys(efileRejectionReasons) as [
  keyof typeof efileRejectionReasons,
  ...(keyof typeof efileRejectionReasons)[],
];
export const efileRejectionReasonSchema = z.enum(efileRejectionReasonCodes);
export type EfileRejectionReason = z.infer<typeof efileRejectionReasonSchema>;

export { efileRejectionReasons, efileReviewMessages } from './review-messages';

export const efileReviewListRequestSchema = z.object({
  /** ALL: every status. */
  status: z.enum(['ALL', ...efileReviewStatuses]).default('NEW'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type EfileReviewListRequest = z.input<typeof efileReviewListRequestSchema>;

/** How the filer paid: from the account's escrow, on its invoice, or by card (anonymous filers always by card). */
export const efilePaymentMethodSchema = z.enum(['ESCROW', 'INVOICE', 'CREDIT_CARD']);
export type EfilePaymentMethod = z.infer<typeof efilePaymentMethodSchema>;

/** Where the payment stands: taken, or given back after a rejection (refunded or voided by the card provider). */
export const efilePaymentStatusSchema = z.enum(['PAID', 'REVERSED', 'REFUNDED', 'VOIDED', 'NONE']);
export type EfilePaymentStatus = z.infer<typeof efilePaymentStatusSchema>;

/** One submission in the recorder's list. Times are ISO 8601 (UTC); amounts integer cents. */
export const efileReviewRowSchema = z.object({
  submissionId: z.string(),
  transactionNumber: z.string(),
  status: efileReviewStatusSchema,
  efileType: efileTypeSchema,
  name: z.string(),
  email: z.string(),
  submittedAt: z.string(),
  numberOfPages: z.number().int().min(0),
  totalChargeCents: z.number().int().min(0),
  paymentMethod: efilePaymentMethodSchema,
  paymentStatus: efilePaymentStatusSchema,
  /** The account's name for an account user; null for an anonymous filer. */
  accountName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  rejectionReason: efileRejectionReasonSchema.nullable(),
});
export type EfileReviewRow = z.infer<typeof efileReviewRowSchema>;

export const efileReviewListSchema = z.object({
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  total: z.number().int().min(0),
  /** How many wait for review, whatever the filter: the menu's badge. */
  newCount: z.number().int().min(0),
  rows: z.array(efileReviewRowSchema),
});
export type EfileReviewList = z.infer<typeof efileReviewListSchema>;

/** One step of a submission's stream as the detail shows it. */
export const efileReviewStepSchema = z.object({
  /** The event's type: EfileSubmitted, EfileAccepted, EfileRejected, EfilePaymentRefunded... */
  type: z.string(),
  at: z.string(),
  /** Who did it (a staff username), or null for the filer and the system. */
  by: z.string().nullable(),
  summary: z.string(),
});
export type EfileReviewStep = z.infer<typeof efileReviewStepSchema>;

export const efileReviewDetailSchema = efileReviewRowSchema.extend({
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  acknowledged: z.boolean(),
  charges: z.object({
    firstPageChargeCents: z.number().int().min(0),
    additionalPagesChargeCents: z.number().int().min(0),
    surchargeCents: z.number().int().min(0),
    totalChargeCents: z.number().int().min(0),
  }),
  /** The card provider's transaction id (CREDIT_CARD), else null. */
  paymentTransactionId: z.string().nullable(),
  rejectionNote: z.string().nullable(),
  acceptanceNote: z.string().nullable(),
  steps: z.array(efileReviewStepSchema),
});
export type EfileReviewDetail = z.infer<typeof efileReviewDetailSchema>;

export const efilePageSizeSchema = z.enum(['thumbnail', 'page']);
export type EfilePageSize = z.infer<typeof efilePageSizeSchema>;

export const efileAcceptRequestSchema = z.object({ note: z.string().trim().max(500).default('') });
export type EfileAcceptRequest = z.input<typeof efileAcceptRequestSchema>;

export const efileRejectRequestSchema = z
  .object({
    reason: efileRejectionReasonSchema,
    /** Free text for the filer, under the reason. */
    note: z.string().trim().max(1000).default(''),
  })
  .refine((body) => body.reason !== 'OTHER' || body.note !== '', {
    path: ['note'],
    message: efileReviewMessages.noteRequired.text,
  });
export type EfileRejectRequest = z.input<typeof efileRejectRequestSchema>;
