import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardFrameDialog } from '../../components/card-frame';
import { useAlert } from '../../components/dialogs/alerts';
import { useSetUsageBalance } from '../../components/payments';
import { translateEnvelopeMessage } from '@landrecords/ui/i18n/server-messages';
import { errorText } from '../../lib/api/error-text';
import { isApiError } from '../../lib/api/errors';
import { portalSettingsQuery, useCurrentUser } from '../../lib/session';
import { captureToken, completeCapture, submitEfile, uploadImage, type UploadProgress } from './api';
import { ChargesDialog } from './ChargesDialog';
import type { EfileFields, UploadedImage } from './types';
import { WarningsDialog } from './WarningsDialog';

type Stage = 'warnings' | 'charges' | 'card';
type Filing = { fields: EfileFields; image: UploadedImage; stage: Stage; token: string | null };

/** The provider's transaction id in its transactResponse, when the server's answer does not name one. */
function transactionIdOf(response: string): string | number {
  try {
    const parsed = JSON.parse(response) as { transId?: string | number };
    return parsed.transId ?? 0;
  } catch {
    return 0;
  }
}

/**
 * The e-file flow of 002 §4: the upload (its progress), the pre-check warnings, the charges, then the card frame
 * for a card payer or the submission at once for an account user (paymentTransactionId 0). `file` resolves true
 * once the document is submitted (the caller clears the form), false when the filer stopped or a call failed
 * (its alert shown, 002 §8; a refused upload's field messages go to `onRefused`). Render `dialogs` once.
 */
export function useEfileFlow(): {
  file: (file: File, fields: EfileFields, onRefused: (error: unknown) => void) => Promise<boolean>;
  progress: UploadProgress | null;
  dialogs: ReactNode;
} {
  const { t } = useTranslation();
  const showAlert = useAlert();
  const queryClient = useQueryClient();
  const setUsageBalance = useSetUsageBalance();
  const { data: user } = useCurrentUser();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [filing, setFiling] = useState<Filing | null>(null);
  const [busy, setBusy] = useState(false);
  const settle = useRef<((filed: boolean) => void) | null>(null);
  const provider = t('app.title');

  /** The server's lockout flag after the card and e-file calls (002 §4): the header shows it. */
  const noteLockout = useCallback(
    (lockout: boolean) => {
      if (lockout) void queryClient.invalidateQueries({ queryKey: portalSettingsQuery.queryKey });
    },
    [queryClient],
  );

  const finish = useCallback((filed: boolean) => {
    setFiling(null);
    setBusy(false);
    const resolve = settle.current;
    settle.current = null;
    resolve?.(filed);
  }, []);

  // An alert once the flow's dialogs have closed (a frame later, so none of them holds the focus the alert takes).
  const alertAfter = useCallback(
    (alert: Parameters<typeof showAlert>[0]) =>
      new Promise<void>((resolve) => requestAnimationFrame(() => void showAlert(alert).then(resolve))),
    [showAlert],
  );

  const failed = useCallback(
    (error: unknown) => {
      finish(false);
      if (isApiError(error)) noteLockout(error.envelope?.lockout ?? false);
      void alertAfter({ message: errorText(t, error, provider) });
    },
    [alertAfter, finish, noteLockout, provider, t],
  );

  const submit = async (current: Filing, paymentTransactionId: string | number) => {
    const answer = await submitEfile({ ...current.fields, imageId: current.image.imageId, paymentTransactionId });
    noteLockout(answer.lockout);
    if (user) setUsageBalance(answer.content?.usageBalance ?? null);
    finish(true);
    // The server's own message (002 §8: success alerts show it), in the reader's language by its code.
    const number = answer.content?.transactionNumber ?? '';
    await alertAfter({
      type: 'INFO',
      title: t('efile.title'),
      message: answer.message ? translateEnvelopeMessage(t, answer) : t('efile.submitted', { number }),
    });
  };

  const file = useCallback(
    async (chosen: File, fields: EfileFields, onRefused: (error: unknown) => void) =>
      new Promise<boolean>((resolve) => {
        settle.current?.(false);
        settle.current = resolve;
        setProgress({ loaded: 0, total: chosen.size });
        uploadImage(chosen, fields, setProgress)
          .then((envelope) => {
            setProgress(null);
            noteLockout(envelope.lockout);
            const image = envelope.content!;
            const stage: Stage = image.warnings.length > 0 ? 'warnings' : 'charges';
            setFiling({ fields, image, stage, token: null });
          })
          .catch((error: unknown) => {
            setProgress(null);
            onRefused(error);
            failed(error);
          });
      }),
    [failed, noteLockout],
  );

  const yes = async () => {
    if (!filing || busy) return;
    setBusy(true);
    try {
      if (filing.image.paymentMethod === 'CREDIT_CARD') {
        const answer = await captureToken(filing.image.totalCharge.toFixed(2), filing.image.imageId);
        noteLockout(answer.lockout);
        setFiling({ ...filing, stage: 'card', token: answer.content!.tokenResults.token });
        setBusy(false);
      } else {
        await submit(filing, 0);
      }
    } catch (error) {
      failed(error);
    }
  };

  const paid = async (response: string) => {
    if (!filing || busy) return;
    setBusy(true);
    try {
      const answer = await completeCapture(response);
      noteLockout(answer.lockout);
      await submit(filing, answer.content?.paymentTransactionId ?? transactionIdOf(response));
    } catch (error) {
      failed(error);
    }
  };

  const card = filing?.image.paymentMethod === 'CREDIT_CARD';
  const dialogs = (
    <>
      <WarningsDialog
        open={filing?.stage === 'warnings'}
        warnings={filing?.image.warnings ?? []}
        overrideAllowed={filing?.image.overrideAllowed ?? false}
        onContinue={() => setFiling((current) => current && { ...current, stage: 'charges' })}
        onCancel={() => finish(false)}
      />
      <ChargesDialog
        open={filing?.stage === 'charges'}
        image={filing?.image ?? null}
        card={card}
        busy={busy}
        onYes={() => void yes()}
        onNo={() => finish(false)}
      />
      <CardFrameDialog
        open={filing?.stage === 'card'}
        title={t('efile.cardTitle')}
        token={filing?.token ?? null}
        onResponse={(response) => void paid(response)}
        onCancel={() => {
          if (!busy) finish(false);
        }}
        onBack={() => {
          if (!busy) setFiling((current) => current && { ...current, stage: 'charges', token: null });
        }}
        busy={busy}
      />
    </>
  );
  return { file, progress, dialogs };
}
