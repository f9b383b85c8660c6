import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownloadOrderAnswer } from '@landrecords/contracts/payments/download-order';
import { useAlert } from '../../../components/dialogs/alerts';
import { errorText } from '../../../lib/api/error-text';
import { cancelImageState, computeDownloadOrder } from './api';
import type { PurchaseOutcome, PurchaseRequest } from './index';

const DownloadChargeDialog = lazy(() => import('./DownloadChargeDialog'));

export function usePurchaseFlow(): { start(request: PurchaseRequest): Promise<PurchaseOutcome>; dialogs: ReactNode } {
  const { t } = useTranslation();
  const showAlert = useAlert();
  const [order, setOrder] = useState<DownloadOrderAnswer | null>(null);
  const [title, setTitle] = useState('');
  const settle = useRef<((outcome: PurchaseOutcome) => void) | null>(null);

  const finish = useCallback((outcome: PurchaseOutcome) => {
    setOrder(null);
    const resolve = settle.current;
    settle.current = null;
    resolve?.(outcome);
  }, []);

  useEffect(() => () => settle.current?.('closed'), []);

  const start = useCallback(
    (request: PurchaseRequest) =>
      new Promise<PurchaseOutcome>((resolve) => {
        settle.current?.('closed');
        settle.current = resolve;
        setTitle(request.title);
        computeDownloadOrder({
          sourcedDocKey: request.sourcedDocKey,
          pageSelectionMethod: request.settings.pageSelectionMethod,
          pagesSelected: request.settings.selectedAsCsv,
          pageCount: request.pageCount,
        }).then(setOrder, async (error: unknown) => {
          await showAlert({ message: errorText(t, error, t('app.title')) });
          finish('closed');
        });
      }),
    [finish, showAlert, t],
  );

  const leave = (outcome: PurchaseOutcome) => {
    if (order) void cancelImageState(order.imageState.imageStateGuid).catch(() => {});
    finish(outcome);
  };

  const dialogs = order && (
    <Suspense>
      <DownloadChargeDialog
        open
        title={title}
        buyImagesText={order.imageState.purchaseOptions.flatFeeOptions?.title ?? null}
        feeSchedule={order.feeSchedule}
        busy={false}
        onBack={() => leave('back')}
        onCancel={() => leave('closed')}
        onContinue={() => leave('closed')}
      />
    </Suspense>
  );
  return { start, dialogs };
}
