import { countyStaffRoles } from '@landrecords/contracts/codes';
import { paymentLabels as l } from '@landrecords/contracts/payments/messages';
import type { CountyConfig } from '@landrecords/contracts/config/index';
import type { ChargeMethod } from '@landrecords/contracts/payments/ledger-events';
import type { LedgerState } from '@landrecords/projections/payments/index';
import { chargeMethodOf, coverage, type Buyer } from '../accounts/index';
import { imageCharge, imageRatesFor, type ChargeLine } from './fees';

export type { Buyer } from '../accounts/index';

/** A document's pages as an order names them. */
export type OrderDocument = {
  documentKey: string;
  documentType: string;
  instrumentCode: string;
  chargeMethod: 'PAGE' | 'DOCUMENT';
};

/** What an order costs this buyer now, and whether what it pays with covers it. */
export type Price = {
  method: ChargeMethod;
  newPages: number[];
  amountCents: number;
  /** Flat-fee images taken from the allowance. */
  images: number;
  lines: ChargeLine[];
  /** null: nothing to run out of (INVOICE, an unlimited allowance). */
  available: number | null;
  sufficient: boolean;
};

/** A flat-fee account takes no images for free (level 0, images not charged) or while its allowance is unlimited. */
export function imagesAreCounted(config: Pick<CountyConfig, 'flatFee'>, ledger: LedgerState): boolean {
  if (!config.flatFee.chargingImages || ledger.flatFeeRateLevel === 0 || ledger.unlimitedImages) return false;
  const rate = config.flatFee.rates[ledger.flatFeeRateLevel - 1];
  return !(rate?.option && rate.unlimitedNumberOfPages);
}

/** The price of some pages of a document for a buyer, from the county's rates and what the account bought. */
export function priceOfPages(
  config: CountyConfig,
  buyer: Buyer,
  document: OrderDocument,
  pages: readonly number[],
  purchased: ReadonlySet<number>,
): Price {
  const method = chargeMethodOf(buyer.ledger);
  if (countyStaffRoles.includes(buyer.role)) {
    // County staff take the county's own images: recorded, never charged.
    const newPages = pages.filter((page) => !purchased.has(page));
    return { method, newPages, amountCents: 0, images: 0, lines: [], available: null, sufficient: true };
  }
  if (method === 'FLAT_FEE') {
    const newPages = pages.filter((page) => !purchased.has(page));
    const counted = imagesAreCounted(config, buyer.ledger);
    const images = counted ? newPages.length : 0;
    const available = counted ? buyer.ledger.imagesRemaining : null;
    const lines = newPages.length > 0 ? [{ description: l.images.text, cents: 0 }] : [];
    return { method, newPages, amountCents: 0, images, lines, available, sufficient: !counted || images <= available! };
  }
  const rates = imageRatesFor(config, method === 'CREDIT_CARD', document);
  const charge = imageCharge(rates, document.chargeMethod, pages, purchased);
  return { method, images: 0, ...charge, ...coverage(method, buyer, charge.amountCents) };
}
