import { z } from 'zod';
import { formatDollars } from '../money';
import { flag, optionalAmount, optionalWholeNumber } from './fields';
import { configMessages as m } from './messages';

const flatFeeRateSchema = z.object({
  option: flag(),
  unlimitedNumberOfPages: flag(),
  numberOfPages: optionalWholeNumber({ min: 1, max: 1_000_000, tooSmall: m.atLeastOne.text }),
  cost: optionalAmount(),
});
export type FlatFeeRate = z.infer<typeof flatFeeRateSchema>;

/** Five rate options (002 §9), off until the county turns them on. */
const fiveRates = () =>
  z
    .array(flatFeeRateSchema)
    .length(5, m.flatFeeRatesCount.text)
    .default(() => Array.from({ length: 5 }, () => flatFeeRateSchema.parse({})));

/** Each enabled option needs images (or unlimited) and a cost; an unlimited one must be the last enabled (002 §5). */
function flatFeeRateIssues(rates: readonly FlatFeeRate[], context: z.RefinementCtx) {
  const enabled = rates.map((rate, index) => ({ rate, index })).filter(({ rate }) => rate.option);
  enabled.forEach(({ rate, index }, position) => {
    const issue = (field: keyof FlatFeeRate, message: string) =>
      context.addIssue({ code: 'custom', path: ['rates', index, field], message });
    if (!rate.unlimitedNumberOfPages && rate.numberOfPages === null) issue('numberOfPages', m.required.text);
    if (rate.cost === null) issue('cost', m.requiredZeroOk.text);
    if (rate.unlimitedNumberOfPages && position < enabled.length - 1)
      issue('unlimitedNumberOfPages', m.unlimitedLast.text);
  });
}

/** "n image(s) for $cost" or "Unlimited images for $cost" (002 §5); cost in cents. */
export function flatFeeRateText(rate: Pick<FlatFeeRate, 'unlimitedNumberOfPages' | 'numberOfPages' | 'cost'>): string {
  const cost = formatDollars(rate.cost ?? 0);
  if (rate.unlimitedNumberOfPages) return `Unlimited images for ${cost}`;
  return `${rate.numberOfPages} image${rate.numberOfPages === 1 ? '' : 's'} for ${cost}`;
}

/** The monthly flat-fee options; with charging for images off they are not in use and not checked. */
export const flatFeeSchema = z.object({ chargingImages: flag(), rates: fiveRates() }).superRefine((value, context) => {
  if (value.chargingImages) flatFeeRateIssues(value.rates, context);
});

/** Add-on image purchases: the options an account administrator may buy when reload by account admin is on. */
export const flatFeeOverrideSchema = z
  .object({ countyAdminReload: flag(), accountAdminReload: flag(), rates: fiveRates() })
  .superRefine((value, context) => {
    if (value.accountAdminReload) flatFeeRateIssues(value.rates, context);
  });

export const flatFeeAmounts = ['rates.*.cost'];
