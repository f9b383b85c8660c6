/**
 * The image purchase flow of 000 §4 (issue 22), the seam the document preview calls: `usePurchase()` gives
 * `start(request)`, which computes the download order, shows the Download charge confirmation and goes on to the
 * add-ons, the card preauthorization, the payment and the download; and `dialogs`, to render once beside the
 * preview. It resolves 'downloaded' once the PDF is saved, 'back' when the user went Back to the preview, 'closed'
 * otherwise (Cancel, a failure, insufficient funds left as they were).
 */
import type * as React from 'react';
import type { PurchaseOutcome, PurchaseRequest } from './types';
import { usePurchaseFlow } from './use-purchase';

export type { PurchaseOutcome, PurchaseRequest } from './types';

export function usePurchase(): { start(request: PurchaseRequest): Promise<PurchaseOutcome>; dialogs: React.ReactNode } {
  return usePurchaseFlow();
}
