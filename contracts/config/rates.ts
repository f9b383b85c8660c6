import { z } from 'zod';
import { amount, flag } from './fields';
import { specialRateAmounts, specialRatesTable } from './special-rates';

/** The a la carte rates of 002 §3, dollars each on the wire: searches, details and images. */
const searchRated = [
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
export const aLaCarteRateNames = [
  ...searchRated.map((name) => `search${name}` as const),
  'documentDetails',
  'taxLienDetails',
  'imageDocument',
  'imageFirstPage',
  'imageAdditionalPages',
] as const;
export type RateName = (typeof aLaCarteRateNames)[number];

const rateShape = <Suffix extends string>(suffix: Suffix) =>
  Object.fromEntries(aLaCarteRateNames.map((name) => [`${name}${suffix}`, amount()])) as {
    [Name in `${RateName}${Suffix}`]: ReturnType<typeof amount>;
  };

export const aLaCarteSchema = z.object(rateShape(''));
export const aLaCarteAmounts: readonly string[] = aLaCarteRateNames;

/**
 * Credit-card alternate rates: the same set with a CreditCard suffix, plat image rates, and the card's own
 * special rate table (reset to the a la carte table whenever that one is saved, 002 §5).
 */
export const creditCardSchema = z.object({
  applyAlternateRates: flag(),
  ...rateShape('CreditCard'),
  platImageFirstPageCreditCard: amount(),
  platImageAdditionalPagesCreditCard: amount(),
  specialRates: specialRatesTable(),
});
export const creditCardAmounts: readonly string[] = [
  ...aLaCarteRateNames.map((name) => `${name}CreditCard`),
  'platImageFirstPageCreditCard',
  'platImageAdditionalPagesCreditCard',
  ...specialRateAmounts('specialRates'),
];

export const aLaCarteSpecialRatesSchema = z.object({ rates: specialRatesTable() });
export const aLaCarteSpecialRatesAmounts = specialRateAmounts('rates');

/** What a rate is for a payer, in cents: the credit-card alternate rate when the county applies them to card payers. */
export function rateOf(
  config: { aLaCarte: z.output<typeof aLaCarteSchema>; creditCard: z.output<typeof creditCardSchema> },
  byCard: boolean,
  name: RateName,
): number {
  return byCard && config.creditCard.applyAlternateRates
    ? config.creditCard[`${name}CreditCard`]
    : config.aLaCarte[name];
}
