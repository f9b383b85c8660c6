import { lazy, Suspense, useCallback, type ReactNode } from 'react';
import type { ImageStateView } from '@landrecords/contracts/payments/fee-schedule';
import { usePaymentFlow, type PaymentOutcome } from './use-payment-flow';

// Its own chunk (the form, zod and the card frame): loaded at the first opening.
const EscrowDepositDialogs = lazy(() => import('./EscrowDepositDialogs'));

export type EscrowDepositOptions = {
  /** The escrow account add-on of the image purchase flow (000 §2), rather than the header's deposit. */
  addOn?: boolean;
  /** Offer Back, which ends the flow as 'back'. */
  onBackAllowed?: boolean;
  /** The add-on's escrowOptions from the order's image state (000 §3): the deposit it needs is shown. */
  escrowOptions?: ImageStateView['purchaseOptions']['escrowOptions'];
};

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
