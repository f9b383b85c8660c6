/**
 * The payment dialogs shared by the header and the image purchase flow (000 §2, §4; issue 22): the escrow deposit
 * and escrow account add-on, the flat fee add-on, and the header's usage balance refreshed after any payment.
 * Each hook's `dialogs` is rendered once by its caller; the dialogs' code loads at the first opening.
 */
export { useEscrowDeposit, type EscrowDepositOptions } from './use-escrow-deposit';
export { useFlatFeeAddOn, type FlatFeeAddOnOptions } from './use-flat-fee-add-on';
export { useRefreshUsageBalance, useSetUsageBalance } from './use-usage-balance';
export type { PaymentOutcome } from './use-payment-flow';
