import { z } from 'zod/v4';
import { code, cents, centsValue, flag } from './fields';
import { configMessages as m } from './messages';

/** An amount that may be left empty on the form: null until given. */
const optionalCents = () =>
  z.preprocess((value) => (value === '' || value === undefined ? null : value), centsValue().nullable());
const optionalCount = () =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z.coerce.number(m.wholeNumber).int(m.wholeNumber).min(1, m.wholeNumber).nullable(),
  );
const percent = () => z.coerce.number(m.percent).min(0, m.percent).max(100, m.percent).default(0);
const surchargeMethod = () => z.enum(['dollars', 'percent']).default('dollars');

const searchRateNames = [
  'Address',
  'BookAndPage',
  'Date',
  'DocumentNumber',
  'LegalDescription',
  'Name',
  'ParcelId',
  'TorrensCertificateNumber',
  'TorrensText',
  'Plat',
  'TaxLien',
  'GrantorGranteeBook',
  'TractBook',
] as const;
const otherRateNames = [
  'documentDetails',
  'taxLienDetails',
  'imageDocument',
  'imageFirstPage',
  'imageAdditionalPages',
] as const;
const rateFields = (suffix: string) =>
  Object.fromEntries(
    [...searchRateNames.map((name) => `search${name}`), ...otherRateNames].map((name) => [`${name}${suffix}`, cents()]),
  ) as Record<string, ReturnType<typeof cents>>;

/** A la carte rates (002 §3), in cents, with the LandLink fee and charge codes they post under. */
export const aLaCarteSchema = z.object({ feeCode: code(), chargeCode: code(), ...rateFields('') });

/** Credit-card alternate rates: the same set with a CreditCard suffix, and plat images. */
export const creditCardSchema = z.object({
  applyAlternateRates: flag(),
  ...rateFields('CreditCard'),
  platImageFirstPageCreditCard: cents(),
  platImageAdditionalPagesCreditCard: cents(),
});

const specialRateRow = z.object({
  /** 0 means All document types. */
  documentType: z.string().trim().max(20).default(''),
  instrumentCode: z.string().trim().max(20).default(''),
  documentRate: optionalCents(),
  firstPageRate: optionalCents(),
  additionalPagesRate: optionalCents(),
});
export type SpecialRateRow = z.infer<typeof specialRateRow>;

const isBlank = (row: SpecialRateRow) =>
  !row.documentType &&
  !row.instrumentCode &&
  row.documentRate === null &&
  row.firstPageRate === null &&
  row.additionalPagesRate === null;

/** The rules of 002 §5 "Special rates", checked on the whole table. */
function specialRateIssues(rows: readonly SpecialRateRow[], context: z.RefinementCtx) {
  const filled = rows.filter((row) => !isBlank(row));
  if (filled.length > 100) context.addIssue({ code: 'custom', path: ['rates'], message: m.specialRateLimit });
  const issue = (message: string) => context.addIssue({ code: 'custom', path: ['rates'], message });
  if (filled.some((row) => row.instrumentCode && !row.documentType)) issue(m.specialRateNeedsDocumentType);
  if (
    filled.some((row) => row.documentRate === null && row.firstPageRate === null && row.additionalPagesRate === null)
  ) {
    issue(m.specialRateNeedsRate);
  }
  const allTypes = filled
    .filter((row) => row.documentType === '0' && row.instrumentCode)
    .map((row) => row.instrumentCode);
  if (filled.some((row) => row.documentType !== '0' && row.instrumentCode && allTypes.includes(row.instrumentCode))) {
    issue(m.specialRateDuplicateAll);
  }
  const keys = filled.map((row) => `${row.documentType}\u0000${row.instrumentCode}`);
  if (new Set(keys).size !== keys.length) issue(m.specialRateDuplicate);
}

/** Organize (002 §5): drop blank rows, sort, and turn blank rates into 0. */
export function organizeSpecialRates(rows: readonly SpecialRateRow[]): SpecialRateRow[] {
  return rows
    .filter((row) => !isBlank(row))
    .map((row) => ({
      ...row,
      documentRate: row.documentRate ?? 0,
      firstPageRate: row.firstPageRate ?? 0,
      additionalPagesRate: row.additionalPagesRate ?? 0,
    }))
    .sort((a, b) => a.documentType.localeCompare(b.documentType) || a.instrumentCode.localeCompare(b.instrumentCode));
}

export const aLaCarteSpecialRatesSchema = z
  .object({ rates: z.array(specialRateRow).max(200).default([]) })
  .superRefine((value, context) => specialRateIssues(value.rates, context))
  .transform((value) => ({ rates: organizeSpecialRates(value.rates) }));

export const creditCardExtraSchema = z.object({
  postToLandLink: flag(),
  chargeFeeCode: code(),
  chargeChargeCode: code(),
  surchargeFeeCode: code(),
  surchargeChargeCode: code(),
  /** The most one preauthorization may hold. */
  maxAmount: cents(10_000),
  applySurcharge: flag(),
  surchargeMethod: surchargeMethod(),
  surcharge: cents(),
  surchargePercent: percent(),
  surchargeMessage: z.string().trim().max(500).default(''),
});

export const escrowSchema = z
  .object({
    feeCode: code(),
    chargeCode: code(),
    reloadByCreditCard: flag(),
    minReloadAmount: optionalCents(),
    maxReloadAmount: optionalCents(),
    applySurcharge: flag(),
    creditCardSurchargeMethod: surchargeMethod(),
    creditCardSurcharge: optionalCents(),
    creditCardSurchargePercent: z.preprocess(
      (value) => (value === '' || value === undefined ? null : value),
      z.coerce.number(m.percent).min(0, m.percent).max(100, m.percent).nullable(),
    ),
  })
  .superRefine((value, context) => {
    const required = (path: string, message: string = m.required) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (value.feeCode && !value.chargeCode) required('chargeCode', m.requiredWithFeeCode);
    if (value.chargeCode && !value.feeCode) required('feeCode', m.requiredWithChargeCode);
    if (value.applySurcharge) {
      if (value.creditCardSurchargeMethod === 'dollars' && value.creditCardSurcharge === null)
        required('creditCardSurcharge');
      if (value.creditCardSurchargeMethod === 'percent' && value.creditCardSurchargePercent === null) {
        required('creditCardSurchargePercent');
      }
    }
    if (value.reloadByCreditCard) {
      if (value.minReloadAmount === null) required('minReloadAmount');
      if (value.maxReloadAmount === null) required('maxReloadAmount');
      if (
        value.minReloadAmount !== null &&
        value.maxReloadAmount !== null &&
        value.maxReloadAmount < value.minReloadAmount
      ) {
        required('maxReloadAmount', m.maxBelowMin);
      }
    }
  });

const flatFeeRate = z.object({
  option: flag(),
  unlimitedNumberOfPages: flag(),
  numberOfPages: optionalCount(),
  cost: optionalCents(),
});
export type FlatFeeRate = z.infer<typeof flatFeeRate>;
const emptyRates = () => Array.from({ length: 5 }, () => flatFeeRate.parse({}));
const fiveRates = z.array(flatFeeRate).length(5).default(emptyRates);

/** Each enabled option needs images (or unlimited) and a cost; an unlimited one must be the last enabled. */
function flatFeeRateIssues(rates: readonly FlatFeeRate[], context: z.RefinementCtx) {
  const enabled = rates.map((rate, index) => ({ rate, index })).filter(({ rate }) => rate.option);
  enabled.forEach(({ rate, index }, position) => {
    if (!rate.unlimitedNumberOfPages && rate.numberOfPages === null) {
      context.addIssue({ code: 'custom', path: ['rates', index, 'numberOfPages'], message: m.required });
    }
    if (rate.cost === null)
      context.addIssue({ code: 'custom', path: ['rates', index, 'cost'], message: m.requiredZeroOk });
    if (rate.unlimitedNumberOfPages && position < enabled.length - 1) {
      context.addIssue({ code: 'custom', path: ['rates', index, 'unlimitedNumberOfPages'], message: m.unlimitedLast });
    }
  });
}

/** "n image(s) for $cost" or "Unlimited images for $cost" (002 §5). */
export function flatFeeRateText(rate: FlatFeeRate): string {
  const cost = `$${((rate.cost ?? 0) / 100).toFixed(2)}`;
  if (rate.unlimitedNumberOfPages) return `Unlimited images for ${cost}`;
  return `${rate.numberOfPages} image${rate.numberOfPages === 1 ? '' : 's'} for ${cost}`;
}

export const flatFeeSchema = z.object({ chargingImages: flag(), rates: fiveRates }).superRefine((value, context) => {
  if (value.chargingImages) flatFeeRateIssues(value.rates, context);
});

export const flatFeeOverrideSchema = z
  .object({ countyAdminReload: flag(), accountAdminReload: flag(), rates: fiveRates })
  .superRefine((value, context) => flatFeeRateIssues(value.rates, context));

export const billingScheduleSchema = z.object({
  automaticBilling: flag(),
  automaticImageRenewal: flag(),
  renewalDay: z.coerce.number(m.renewalDay).int(m.renewalDay).min(1, m.renewalDay).max(28, m.renewalDay).default(1),
  renewalTime: z
    .string()
    .trim()
    .regex(/^([01]?\d|2[0-3]):[0-5]\d$/, m.time)
    .default('0:00'),
  /** Read-only: set by the billing run, never by the form. */
  lastRan: z.string().nullable().default(null),
});
