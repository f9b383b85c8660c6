import { z } from 'zod';
import { surchargeMethods } from './card-and-escrow';
import {
  amount,
  choice,
  dateOrBlank,
  flag,
  optionalAmount,
  optionalPercent,
  requiredText,
  text,
  wholeNumber,
} from './fields';
import { configMessages as m } from './messages';

/**
 * TRIMIN only (002 §2.4 Technical group). The spec's four fields, then ours (docs/decisions.md, "E-file charges
 * and checks"): the e-file rates (first page, each page after), the payment surcharge of filers who pay from their
 * account (card payers pay the county's card surcharge of Credit Card Extra), the checks before payment the county
 * asks for, and whether a filer may submit a document the checks warned about.
 */
export const efileSchema = z
  .object({
    efile: flag(),
    efileCountyNote: text(2000),
    acknowledgement: flag(),
    acknowledgementStatement: text(2000),
    firstPageRate: amount(),
    additionalPagesRate: amount(),
    applySurcharge: flag(),
    surchargeMethod: choice(surchargeMethods, 'dollars'),
    surcharge: optionalAmount(),
    surchargePercent: optionalPercent(),
    checkPageSize: flag(true),
    checkResolution: flag(true),
    checkBlackAndWhite: flag(true),
    checkTopMargin: flag(true),
    checkBlankPages: flag(true),
    allowOverride: flag(true),
  })
  .superRefine((value, context) => {
    const issue = (field: string) => context.addIssue({ code: 'custom', path: [field], message: m.required.text });
    if (value.acknowledgement && value.acknowledgementStatement === '') issue('acknowledgementStatement');
    if (value.applySurcharge && value.surchargeMethod === 'dollars' && value.surcharge === null) issue('surcharge');
    if (value.applySurcharge && value.surchargeMethod === 'percent' && value.surchargePercent === null) {
      issue('surchargePercent');
    }
  });
/** The efile section's amounts: dollars on the wire, cents once parsed. */
export const efileAmounts = ['firstPageRate', 'additionalPagesRate', 'surcharge'];

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
