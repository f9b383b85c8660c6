import { z } from 'zod';
import { searchMessages as m } from './messages';

/** Sort keys each result kind offers (001 §2.15–§2.21, §4.6); the first is the default. */
export const sortKeysByKind = {
  general: ['docNumber', 'instrument', 'recordedDate', 'book'],
  torrens: ['certificateNumber', 'certifiedDate', 'book'],
  tractBook: ['tractBookId', 'recordedDate'],
  grantorGranteeBook: ['id', 'fromName', 'fromDate'],
  taxLien: ['docNumber', 'recordedDate', 'lienDate', 'lienNumber'],
} as const;
export type ResultKind = keyof typeof sortKeysByKind;

export const PAGE_SIZE = 100;
export const BATCH_SIZE = 25;
/** At this many results the answer is flagged truncated and no more are listed (001 §9). */
export const RESULT_LIMIT = 1000;

/** What every search request carries besides its criteria (001 §3.2). pageNumber -1 asks for every row (print). */
export const pagingSchema = z.object({
  sortKey: z.string().trim().max(40).default('docNumber'),
  sortDirection: z
    .string()
    .trim()
    .transform((direction) => direction.toUpperCase())
    .pipe(z.enum(['ASC', 'DESC'], m.sortDirection.text))
    .default('ASC'),
  pageNumber: z.coerce
    .number(m.pageNumber.text)
    .int(m.pageNumber.text)
    .min(-1)
    .max(10, m.resultLimit.text)
    .default(1)
    .refine((page) => page !== 0, m.pageNumber.text),
  batch: z.coerce.number().int().min(1, m.batch.text).max(4, m.batch.text).optional(),
  updateHistory: z.boolean().default(true),
  timestamp: z.union([z.string(), z.number()]).optional(),
});
export type Paging = z.infer<typeof pagingSchema>;
