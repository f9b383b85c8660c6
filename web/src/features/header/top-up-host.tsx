import { createContext, lazy, Suspense, useCallback, useState } from 'react';
import type { TopUpKind } from './TopUpFlow';

// The dialogs and their calls load at the first click: the first screen carries only the button.
const TopUpFlow = lazy(() => import('./TopUpFlow'));

/** Opens the header's escrow deposit or flat fee add-on; the Add button calls it wherever the button is drawn. */
export const OpenTopUpContext = createContext<(kind: TopUpKind) => void>(() => {});

/**
 * The header's top-up flow, at one place in the tree (the header's, beside its account dialogs): an open deposit,
 * with the amount typed in it, outlives the switch between the wide header and the phone menu.
 */
export function useTopUpHost() {
  const [flow, setFlow] = useState<{ kind: TopUpKind; opening: number } | null>(null);
  const open = useCallback(
    (kind: TopUpKind) => setFlow((before) => ({ kind, opening: (before?.opening ?? 0) + 1 })),
    [],
  );
  const dialogs = flow && (
    <Suspense fallback={null}>
      <TopUpFlow kind={flow.kind} opening={flow.opening} />
    </Suspense>
  );
  return { open, dialogs };
}
