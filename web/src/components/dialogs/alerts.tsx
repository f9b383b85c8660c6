import { createContext, lazy, Suspense, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import { alertQueue } from './alert-queue';
import type { Alert } from './AlertDialog';

// Loaded with the first alert: most pages never show one.
const AlertDialog = lazy(() => import('./AlertDialog'));

type ShowAlert = (alert: Alert) => Promise<void>;

const AlertContext = createContext<ShowAlert>(() => Promise.resolve());

/**
 * One alert dialog for the whole portal. `showAlert` resolves when the user closes that alert; alerts asked for
 * while one is on screen wait their turn (alert-queue.ts), so every caller resumes.
 */
export function AlertProvider({ children }: { children: ReactNode }) {
  const [queue] = useState(() => alertQueue<Alert>());
  const shown = useSyncExternalStore(queue.subscribe, queue.current);
  return (
    <AlertContext.Provider value={queue.show}>
      {children}
      {shown && (
        <Suspense>
          <AlertDialog key={shown.id} alert={shown.alert} onClose={() => queue.close(shown.id)} />
        </Suspense>
      )}
    </AlertContext.Provider>
  );
}

export const useAlert = () => useContext(AlertContext);
