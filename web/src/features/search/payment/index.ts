/**
 * Seam B of the search portal (W3 provides, the runner uses): the card steps of a search for CREDIT_CARD users.
 * `useSearchPayment()` gives `pay(reason)`, which opens the price list (or the re-authorization price list) and
 * then the card frame, resolving true once a card was authorized; and `dialogs`, to render once in the search area.
 */
export { useSearchPayment } from './use-search-payment';
export type { PaymentReason } from './PriceListDialog';
