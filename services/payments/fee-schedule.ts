import type { CountyConfig } from '@landrecords/contracts/config/index';
import { flatFeeRateText } from '@landrecords/contracts/config/flat-fee';
import {
  dollars,
  imagesText,
  type FeeButton,
  type FeeLine,
  type FeeSchedule,
  type ImageStateView,
} from '@landrecords/contracts/payments/fee-schedule';
import { paymentLabels as l, paymentMessages as m } from '@landrecords/contracts/payments/messages';
import { percentOfCents } from '@landrecords/contracts/money';
import type { Buyer, Price } from './price';

const line = (description: string, value: string): FeeLine => ({ description, value });

/** The balance a method pays from, as the dialog words it, before and after. */
function balances(price: Price, buyer: Buyer): { beginning: FeeLine; ending: FeeLine } {
  const { ledger } = buyer;
  switch (price.method) {
    case 'FLAT_FEE': {
      if (price.available === null) {
        return {
          beginning: line(l.imagesRemaining.text, l.unlimited.text),
          ending: line(l.imagesRemaining.text, l.unlimited.text),
        };
      }
      return {
        beginning: line(l.imagesRemaining.text, imagesText(price.available)),
        ending: line(l.imagesRemainingAfter.text, imagesText(price.available - price.images)),
      };
    }
    case 'ESCROW':
      return {
        beginning: line(l.escrowBalance.text, dollars(ledger.escrowBalanceCents)),
        ending: line(l.escrowBalanceAfter.text, dollars(ledger.escrowBalanceCents - price.amountCents)),
      };
    case 'CREDIT_CARD':
      return {
        beginning: line(l.preauthorizationLeft.text, dollars(price.available ?? 0)),
        ending: line(l.preauthorizationLeftAfter.text, dollars((price.available ?? 0) - price.amountCents)),
      };
    case 'INVOICE':
      return {
        beginning: line(l.chargesThisMonth.text, dollars(ledger.unbilledChargesCents)),
        ending: line(l.chargesThisMonthAfter.text, dollars(ledger.unbilledChargesCents + price.amountCents)),
      };
  }
}

/** The flat-fee add-on options an account administrator may buy (002 §3 Flat fee override). */
export function flatFeeAddOnOptions(config: Pick<CountyConfig, 'flatFeeOverride'>) {
  return config.flatFeeOverride.rates
    .map((rate, index) => ({ rate, value: index + 1 }))
    .filter(({ rate }) => rate.option && rate.cost !== null && (rate.unlimitedNumberOfPages || rate.numberOfPages))
    .map(({ rate, value }) => ({ value, text: flatFeeRateText(rate), rate }));
}

/** How the buyer can add to what it pays with: flat-fee images, an escrow deposit, or a card preauthorization. */
export function purchaseOptions(config: CountyConfig, buyer: Buyer, price: Price): ImageStateView['purchaseOptions'] {
  const admin = buyer.role === 'ACCOUNT';
  const addOns = flatFeeAddOnOptions(config);
  const flatFee =
    price.method === 'FLAT_FEE' && admin && config.flatFeeOverride.accountAdminReload && addOns.length > 0;
  const escrow = price.method === 'ESCROW' && admin && config.escrow.reloadByCreditCard;
  const card = price.method === 'CREDIT_CARD';
  const shortfall = Math.max(0, price.amountCents - buyer.ledger.escrowBalanceCents);
  const deposit = Math.max(shortfall, config.escrow.minReloadAmount ?? 0);
  return {
    hasBuyOptions: flatFee || escrow || card,
    flatFeeOptions: flatFee
      ? { title: l.buyMoreImages.text, options: addOns.map(({ value, text }) => ({ value, text })) }
      : null,
    creditCardOptions: card ? { authorizationInfo: { authorized: buyer.authorization !== null } } : null,
    escrowOptions: escrow
      ? {
          accountMessage: m.accountMessage({ name: buyer.accountName }).text,
          beginningBalance: line(l.escrowBalance.text, dollars(buyer.ledger.escrowBalanceCents)),
          lowBalanceMessage: m.lowBalance.text,
          depositAmountMessage: m.depositAmount({ amount: dollars(deposit) }).text,
          surchargeMessage: m.surcharge({ amount: dollars(escrowSurcharge(config, deposit)) }).text,
          endingBalance: line(l.escrowBalanceAfter.text, dollars(buyer.ledger.escrowBalanceCents + deposit)),
        }
      : null,
  };
}

/** The county's card surcharge on an escrow deposit (000 §5): percent or flat, rounded to cents once. */
export function escrowSurcharge(config: Pick<CountyConfig, 'escrow'>, depositCents: number): number {
  const escrow = config.escrow;
  if (!escrow.applySurcharge) return 0;
  return escrow.creditCardSurchargeMethod === 'percent'
    ? percentOfCents(depositCents, escrow.creditCardSurchargePercent ?? 0)
    : (escrow.creditCardSurcharge ?? 0);
}

function buttonOf(price: Price, buyer: Buyer, options: ImageStateView['purchaseOptions']): FeeButton {
  if (price.sufficient) return 'DOWNLOAD';
  if (price.method === 'CREDIT_CARD') return buyer.authorization ? 'REAUTHORIZE' : 'PREAUTHORIZE';
  if (options.escrowOptions) return 'ADD_TO_ESCROW';
  if (options.flatFeeOptions) return 'BUY_IMAGES';
  return 'NONE';
}

/** The download charge dialog's content (000 §2, §3) for a priced order. */
export function feeScheduleOf(
  title: string,
  price: Price,
  buyer: Buyer,
  options: ImageStateView['purchaseOptions'],
): FeeSchedule {
  const { beginning, ending } = balances(price, buyer);
  const button = buttonOf(price, buyer, options);
  const value = (cents: number) => (price.method === 'FLAT_FEE' ? imagesText(price.images) : dollars(cents));
  const items = price.lines.map((item) => ({
    ...line(item.description, value(item.cents)),
    ...(item.message?.params && { code: item.message.code, params: item.message.params }),
  }));
  const total = price.method === 'FLAT_FEE' ? imagesText(price.images) : dollars(price.amountCents);
  const nothingNew = price.newPages.length === 0;
  return {
    title: button === 'REAUTHORIZE' ? m.exceedingPreauthorization.text : `${title} Download`,
    method: price.method,
    amountCents: price.amountCents,
    images: price.images,
    insufficientBalance: !price.sufficient,
    beginningBalance: beginning,
    endingBalance: ending,
    purchaseMessage: m.purchase.text,
    singleItemPurchase: items.length === 1 ? { item: { ...items[0]!, value: total } } : null,
    multipleItemPurchase:
      items.length > 1 ? { itemHeaderDescription: title, items, total: line(l.total.text, total) } : null,
    alreadyPurchasedMessage: nothingNew ? m.alreadyPurchased.text : null,
    insufficientBalanceMessage: price.sufficient ? null : m.insufficientBalance.text,
    noPurchasingOptionsAvailableMessage: button === 'NONE' ? m.noPurchasingOptions.text : null,
    downloadButtonText: nothingNew || price.amountCents + price.images === 0 ? m.download.text : m.buyAndDownload.text,
    button,
  };
}
