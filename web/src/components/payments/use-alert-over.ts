import { useCallback, useState } from 'react';
import type { Alert } from '../dialogs/AlertDialog';
import { useAlert } from '../dialogs/alerts';

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * The shared alert shown over one of these dialogs. The dialog beneath stops holding the focus first (its
 * `disableEnforceFocus` while `alerting`), a frame before the alert opens: otherwise it pulls back the focus the
 * alert gives its Close button, and a keyboard user's Enter closes nothing.
 */
export function useAlertOver(): { alerting: boolean; alertOver: (alert: Alert) => Promise<void> } {
  const showAlert = useAlert();
  const [alerting, setAlerting] = useState(false);
  const alertOver = useCallback(
    async (alert: Alert) => {
      setAlerting(true);
      try {
        await nextFrame();
        await showAlert(alert);
      } finally {
        setAlerting(false);
      }
    },
    [showAlert],
  );
  return { alerting, alertOver };
}
