import { useCallback, useEffect, useRef, useState } from 'react';

/** How a payment dialog flow ended: paid, Back to the caller's dialog, or cancelled (Cancel, a failure). */
export type PaymentOutcome = 'paid' | 'back' | 'cancelled';

/** One opening of a flow: its options and a number that tells openings apart (each starts afresh). */
export type Opening<Options> = Options & { id: number };

/**
 * The promise behind a flow of dialogs: `open` shows them and resolves when they end; a second `open` ends the
 * first as cancelled, and so does the caller going away. `mounted` turns true at the first opening, so the
 * dialogs' code is loaded only then and stays for the closing transitions.
 */
export function usePaymentFlow<Options>() {
  const [opening, setOpening] = useState<Opening<Options> | null>(null);
  const [mounted, setMounted] = useState(false);
  const settle = useRef<((outcome: PaymentOutcome) => void) | null>(null);
  const count = useRef(0);
  const opener = useRef<HTMLElement | null>(null);

  const open = useCallback(
    (options: Options) =>
      new Promise<PaymentOutcome>((resolve) => {
        settle.current?.('cancelled');
        settle.current = resolve;
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        count.current += 1;
        setMounted(true);
        setOpening({ ...options, id: count.current });
      }),
    [],
  );

  const finish = useCallback((outcome: PaymentOutcome) => {
    setOpening(null);
    // The focus back where the flow began (the Add button, the charge dialog's button), once its dialogs are gone:
    // a dialog that moved on to the next (the amount to the card frame) has nothing of its own to give it back to.
    const element = opener.current;
    opener.current = null;
    setTimeout(() => {
      const inDialog = document.activeElement?.closest('[role="dialog"], [role="alertdialog"]');
      if (element?.isConnected && !inDialog) element.focus();
    }, 0);
    const resolve = settle.current;
    settle.current = null;
    resolve?.(outcome);
  }, []);

  useEffect(() => () => settle.current?.('cancelled'), []);
  return { opening, mounted, open, finish };
}
