import type { TFunction } from 'i18next';
import { paymentLabels as l } from '@landrecords/contracts/payments/messages';
import { translateMessage } from '@landrecords/ui/i18n/server-messages';

const IMAGES = /^(\d+) images?$/;
const OPTION = /^(?:(\d+) images?|Unlimited images) for (\S+)$/;

/**
 * A flat-fee line's value in the reader's language: the server words image counts in English ("150 images",
 * contracts' imagesText), so a count is said again with the portal's own plural; anything else by its code.
 */
export function imagesText(t: TFunction, text: string): string {
  const count = IMAGES.exec(text)?.[1];
  return count === undefined ? translateMessage(t, text) : t('header.images', { count: Number(count) });
}

/** An add-on option ("50 images for $28.00", "Unlimited images for $200.00", contracts' flatFeeRateText) likewise. */
export function optionText(t: TFunction, text: string): string {
  const match = OPTION.exec(text);
  if (!match) return text;
  const images = match[1] === undefined ? translateMessage(t, l.unlimitedImages) : imagesText(t, `${match[1]} images`);
  return t('payments.addOn.option', { images, cost: match[2] });
}
