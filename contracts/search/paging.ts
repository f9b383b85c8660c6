import { z } from 'zod';

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
    .pipe(z.enum(['ASC', 'DESC'], 'Sort direction is ASC or DESC.'))
    .default('ASC'),
  pageNumber: z.coerce
    .number('Page number is a whole number.')
    .int('Page number is a whole number.')
    .min(-1)
    .max(10, 'Only the first 1000 results are listed: narrow the search.')
    .default(1)
    .refine((page) => page !== 0, 'Page number is a whole number.'),
  batch: z.coerce.number().int().min(1, 'Batch is 1 to 4.').max(4, 'Batch is 1 to 4.').optional(),
  updateHistory: z.boolean().default(true),
  timestamp: z.union([z.string(), z.number()]).optional(),
});
export type Paging = z.infer<typeof pagingSchema>;
