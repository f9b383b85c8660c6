import { lazy, Suspense, type ReactNode } from 'react';
import type { FlatFeeAddOnOptions } from './types';
export type { FlatFeeAddOnOptions } from './types';
import { usePaymentFlow, type PaymentOutcome } from './use-payment-flow';

// Its own chunk: loaded at the first opening.
const FlatFeeAddOnDialogs = lazy(() => import('./FlatFeeAddOnDialogs'));

/**
 * The flat fee add-on flow of 000 §4 (the header's Add, and the purchase flow's 'Buy more images'): the options,
 * the confirmation, the purchase; the header's balance updated at once. Render `dialogs` once.
 */
export function useFlatFeeAddOn(): {
  open(options: FlatFeeAddOnOptions): Promise<PaymentOutcome>;
  dialogs: ReactNode;
} {
  const { opening, mounted, open, finish } = usePaymentFlow<FlatFeeAddOnOptions>();
  const dialogs = mounted && (
    <Suspense fallback={null}>
      <FlatFeeAddOnDialogs opening={opening} onDone={finish} />
    </Suspense>
  );
  return { open, dialogs };
}
