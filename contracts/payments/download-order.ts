import { z } from 'zod';
import { pageSelectionMethodSchema, pagesSelectedSchema } from '../images/preview';
import { sourcedDocKeySchema } from '../records/parts';
import { feeScheduleSchema, imageStateViewSchema } from './fee-schedule';

/** The download order of 000 §3: the document and the pages the preview selected. The page count is the server's. */
export const downloadOrderRequestSchema = z.object({
  sourcedDocKey: sourcedDocKeySchema,
  instrumentCode: z.string().max(20).nullish(),
  pageSelectionMethod: pageSelectionMethodSchema.default('ENTIRE_DOCUMENT'),
  pagesSelected: z.string().max(2000).default(''),
  pageCount: z.number().int().nullish(),
});
export type DownloadOrderRequest = z.infer<typeof downloadOrderRequestSchema>;

export const imageStateGuidSchema = z.string().uuid('This download has expired or was cancelled.');
export const imageStateRequestSchema = z.object({ imageStateGuid: imageStateGuidSchema });
export type ImageStateRequest = z.infer<typeof imageStateRequestSchema>;

export const downloadOrderAnswerSchema = z.object({
  feeSchedule: feeScheduleSchema,
  imageState: imageStateViewSchema,
  pagesSelected: pagesSelectedSchema,
});
export type DownloadOrderAnswer = z.infer<typeof downloadOrderAnswerSchema>;

export const payStatusSchema = z.enum(['PAID', 'INSUFFICIENT_FUNDS']);
export type PayStatus = z.infer<typeof payStatusSchema>;
