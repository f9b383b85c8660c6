import { z } from 'zod';
import { sourcedDocKeySchema } from '../records/parts';
import { chargeMethodSchema } from '../payments/ledger-events';

/** Rows a page of the library holds at most. */
export const purchasesPageSizeMax = 100;

/**
 * purchases/list (ours): a page of the caller's purchased documents, the newest first; for an account
 * administrator (ACCOUNT) the whole account's. `documentNumber` narrows them to numbers containing it.
 */
export const purchasesRequestSchema = z.object({
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(purchasesPageSizeMax).default(25),
  documentNumber: z.string().trim().max(60).default(''),
});
export type PurchasesRequest = z.input<typeof purchasesRequestSchema>;

/** One purchase: the pages of one document bought at one time. */
export const purchaseSchema = z.object({
  /** The purchase's own id (its ledger event): what purchases/download names. */
  purchaseId: z.uuid(),
  /** When, as the county's clock read it: 03/05/2026 09:30 AM. */
  purchasedAt: z.string(),
  /** Who bought it (the account administrator's list names each buyer). */
  username: z.string(),
  title: z.string(),
  documentNumber: z.string(),
  sourcedDocKey: sourcedDocKeySchema,
  /** The pages this purchase bought, in order. */
  pages: z.array(z.number().int().positive()),
  /** What it cost, in cents (0 for pages taken from a flat-fee allowance, or county staff's). */
  amountCents: z.number().int().min(0),
  method: chargeMethodSchema,
  /** Flat-fee images it took from the allowance. */
  images: z.number().int().min(0),
});
export type Purchase = z.infer<typeof purchaseSchema>;

export const purchasesAnswerSchema = z.object({
  /** USER: the caller's own purchases; ACCOUNT: the whole account's. */
  scope: z.enum(['USER', 'ACCOUNT']),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  total: z.number().int().min(0),
  rows: z.array(purchaseSchema),
});
export type PurchasesAnswer = z.infer<typeof purchasesAnswerSchema>;

/**
 * purchases/download (ours): exactly the pages a purchase bought, as one PDF, charged nothing. The caller's own
 * purchase, or, for an account administrator, any of its account's.
 */
export const purchaseDownloadRequestSchema = z.object({ purchaseId: z.uuid() });
export type PurchaseDownloadRequest = z.infer<typeof purchaseDownloadRequestSchema>;
