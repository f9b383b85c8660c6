import { z } from 'zod';
import { choice, dateOrBlank, flag, requiredText, text, wholeNumber } from './fields';
import { configMessages as m } from './messages';

/** TRIMIN only (002 §2.4 Technical group). */
export const efileSchema = z
  .object({
    efile: flag(),
    efileCountyNote: text(2000),
    acknowledgement: flag(),
    acknowledgementStatement: text(2000),
  })
  .refine((value) => !value.acknowledgement || value.acknowledgementStatement !== '', {
    path: ['acknowledgementStatement'],
    message: m.required.text,
  });

export const languagesSchema = z.object({ languages: flag() });

/** The previous version's database (002 §3 Migration); all four are required (002 §5). */
export const landSharkOneDatabaseSchema = z.object({
  landSharkOneDbAddress: requiredText(200),
  landSharkOneDbName: requiredText(100),
  landSharkOneDbUsername: requiredText(100),
  landSharkOneDbPassword: z
    .string(m.required.text)
    .min(1, m.required.text)
    .max(200, m.max({ max: 200 }).text),
});

export const landSharkOneAuditLogSchema = landSharkOneDatabaseSchema.extend({
  fromDate: dateOrBlank(),
  toDate: dateOrBlank(),
  dataType: choice(['all', 'transactions'], 'all'),
  batchSize: wholeNumber({ min: 1, max: 1_000_000 }, 10_000),
});
