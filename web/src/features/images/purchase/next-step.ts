import type { DownloadOrderAnswer } from '@landrecords/contracts/payments/download-order';

/** What the charge dialog's one button does: pay, or the first purchase option the server offers. */
export type NextStep = 'pay' | 'flatFeeAddOn' | 'escrowAddOn' | 'cardAuthorization' | 'unsupported';

/**
 * 000 §4 step 3: a sufficient balance pays; otherwise the purchase options in the order of preference flat-fee
 * add-on, escrow add-on, card authorization, else 'Buy options are not supported.'.
 */
export function nextStep({
  feeSchedule,
  imageState,
}: Pick<DownloadOrderAnswer, 'feeSchedule' | 'imageState'>): NextStep {
  if (feeSchedule.button === 'DOWNLOAD') return 'pay';
  const options = imageState.purchaseOptions;
  if (options.flatFeeOptions) return 'flatFeeAddOn';
  if (options.escrowOptions) return 'escrowAddOn';
  if (options.creditCardOptions) return 'cardAuthorization';
  return 'unsupported';
}
