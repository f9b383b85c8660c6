import { aLaCarteRateNames, rateOf } from '@landrecords/contracts/config/rates';
import type { CountyConfig } from '@landrecords/contracts/config/index';
import { formatDollars } from '@landrecords/contracts/money';

/**
 * What a card user pays for each search and detail view (000 §3 creditCardSearchRates): the county's credit-card
 * alternate rates when it applies them, otherwise its a la carte rates.
 */
export function cardSearchRates(config: CountyConfig): Array<{ code: string; description: string }> {
  return aLaCarteRateNames
    .filter((name) => !name.startsWith('image'))
    .map((name) => ({ code: name, description: formatDollars(rateOf(config, true, name)) }));
}
