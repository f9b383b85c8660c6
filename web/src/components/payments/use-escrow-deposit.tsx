import { lazy, Suspense, useCallback, type ReactNode } from 'react';
import type { EscrowDepositOptions } from './types';
export type { EscrowDepositOptions } from './types';
import { usePaymentFlow, type PaymentOutcome } from './use-payment-flow';

// Its own chunk (the form, zod and the card frame): loaded at the first opening.
const EscrowDepositDialogs = lazy(() => import('./EscrowDepositDialogs'));

/**
 * The escrow deposit (the header's Add) and the escrow account add-on (the purchase flow's 'Add to Escrow'):
 * the amount dialog, then the card frame, then the deposit recorded and the header's balance updated at once
 * (000 §2, §4 Escrow top-up). Render `dialogs` once.
 */
export function useEscrowDeposit(): {
  open(options?: EscrowDepositOptions): Promise<PaymentOutcome>;
  dialogs: ReactNode;
} {
  const { opening, mounted, open, finish } = usePaymentFlow<EscrowDepositOptions>();
  const openDeposit = useCallback((options: EscrowDepositOptions = {}) => open(options), [open]);
  const dialogs = mounted && (
    <Suspense fallback={null}>
      <EscrowDepositDialogs opening={opening} onDone={finish} />
    </Suspense>
  );
  return { open: openDeposit, dialogs };
}
