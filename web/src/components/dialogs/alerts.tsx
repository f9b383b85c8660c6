import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { Alert } from './AlertDialog';

// Loaded with the first alert: most pages never show one.
const AlertDialog = lazy(() => import('./AlertDialog'));

type ShowAlert = (alert: Alert) => Promise<void>;

const AlertContext = createContext<ShowAlert>(() => Promise.resolve());

/** One alert dialog for the whole portal; `showAlert` resolves when the user closes it. */
export function AlertProvider({ children }: { children: ReactNode }) {
  const [alert, setAlert] = useState<Alert | null>(null);
  const closed = useRef<() => void>(() => {});
  const showAlert = useCallback<ShowAlert>(
    (next) =>
      new Promise((resolve) => {
        closed.current = resolve;
        setAlert(next);
      }),
    [],
  );
  const close = useCallback(() => {
    setAlert(null);
    closed.current();
  }, []);
  const value = useMemo(() => showAlert, [showAlert]);
  return (
    <AlertContext.Provider value={value}>
      {children}
      {alert && (
        <Suspense>
          <AlertDialog alert={alert} onClose={close} />
        </Suspense>
      )}
    </AlertContext.Provider>
  );
}

export const useAlert = () => useContext(AlertContext);
