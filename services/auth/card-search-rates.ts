import { aLaCarteRateNames, rateOf } from '@landrecords/contracts/config/rates';
import type { CountyConfig } from '@landrecords/contracts/config/index';

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * What a card user pays for each search and detail view (000 §3 creditCardSearchRates): the county's credit-card
 * alternate rates when it applies them, otherwise its a la carte rates.
 */
export function cardSearchRates(config: CountyConfig): Array<{ code: string; description: string }> {
  return aLaCarteRateNames
    .filter((name) => !name.startsWith('image'))
    .map((name) => ({ code: name, description: dollars(rateOf(config, true, name)) }));
}
