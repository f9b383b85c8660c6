import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paymentMessages as m } from '@landrecords/contracts/payments/messages';
import { selectedPages } from '@landrecords/contracts/images/selection';
import type { DownloadOrderAnswer } from '@landrecords/contracts/payments/download-order';
import { useAlert } from '../../../components/dialogs/alerts';
import { useSetUsageBalance } from '../../../components/payments';
import { errorText } from '../../../lib/api/error-text';
import { translateMessage } from '@landrecords/ui/i18n/server-messages';
import {
  authorizeCard,
  cancelImageState,
  cardToken,
  computeDownloadOrder,
  getImage,
  payDownloadOrder,
  recomputeDownloadOrder,
} from './api';
import type { PurchaseOutcome, PurchaseRequest } from './types';
import { nextStep } from './next-step';
import { saveFile } from '@landrecords/ui/save-file';
import { pdfOfBase64 } from './save-pdf';
import { useTopUps, type TopUpResult } from './use-top-ups';

// Loaded with the first purchase: nothing of the flow is in the portal's first bundle.
const DownloadChargeDialog = lazy(() => import('./DownloadChargeDialog'));
const DownloadProgressDialog = lazy(() => import('./DownloadProgressDialog'));
const CardFrameDialog = lazy(() =>
  import('../../../components/card-frame').then(({ CardFrameDialog }) => ({ default: CardFrameDialog })),
);

/** What is on screen: the charge confirmation, the card frame, the download's progress, or nothing of ours. */
type View =
  | { step: 'charge'; order: DownloadOrderAnswer; busy: boolean }
  | { step: 'card'; order: DownloadOrderAnswer; token: string | null; busy: boolean }
  | { step: 'saving'; pages: number; done: number | null };

/**
 * The image purchase flow of 000 §4: the order computed, the Download charge confirmation, then the purchase
 * option the server offers (flat-fee add-on, escrow add-on, card preauthorization, in that order), the payment,
 * the header's balance and the PDF saved. Back and Cancel cancel the image state on the server.
 */
export function usePurchaseFlow(): { start(request: PurchaseRequest): Promise<PurchaseOutcome>; dialogs: ReactNode } {
  const { t } = useTranslation();
  const showAlert = useAlert();
  const setBalance = useSetUsageBalance();
  const topUps = useTopUps();
  const [view, setView] = useState<View | null>(null);
  const [title, setTitle] = useState('');
  const request = useRef<PurchaseRequest | null>(null);
  const settle = useRef<((outcome: PurchaseOutcome) => void) | null>(null);
  const provider = t('app.title');

  const finish = useCallback((outcome: PurchaseOutcome) => {
    setView(null);
    request.current = null;
    const resolve = settle.current;
    settle.current = null;
    resolve?.(outcome);
  }, []);

  // A preview that goes away with a purchase open: its caller hears the flow closed.
  useEffect(() => () => settle.current?.('closed'), []);

  const failed = async (error: unknown) => showAlert({ message: errorText(t, error, provider) });

  const showOrder = (order: DownloadOrderAnswer) => setView({ step: 'charge', order, busy: false });

  /** A new order for the same pages; the old one, unless already gone, is dropped. */
  const orderAgain = async (old: DownloadOrderAnswer | null): Promise<DownloadOrderAnswer | null> => {
    if (old) await cancelImageState(old.imageState.imageStateGuid);
    if (!request.current) return null;
    try {
      return await computeDownloadOrder(request.current);
    } catch (error) {
      await failed(error);
      finish('closed');
      return null;
    }
  };

  const start = useCallback(
    (next: PurchaseRequest) =>
      new Promise<PurchaseOutcome>((resolve) => {
        settle.current?.('closed');
        settle.current = resolve;
        request.current = next;
        setTitle(next.title);
        computeDownloadOrder(next).then(
          (order) => setView({ step: 'charge', order, busy: false }),
          async (error: unknown) => {
            await showAlert({ message: errorText(t, error, t('app.title')) });
            finish('closed');
          },
        );
      }),
    [finish, showAlert, t],
  );

  /** Back or Cancel: the dialogs close at once, the order is dropped on the server behind them. */
  const leave = (order: DownloadOrderAnswer, outcome: PurchaseOutcome) => {
    void cancelImageState(order.imageState.imageStateGuid);
    finish(outcome);
  };

  /** The paid pages saved: imaging/getImage's base64 assembled, with the progress shown. */
  const download = async (order: DownloadOrderAnswer) => {
    const pages = selectedPages(order.pagesSelected).length;
    setView({ step: 'saving', pages, done: null });
    try {
      const image = await getImage(order.imageState.imageStateGuid);
      if (image.preview || !image.pdf || !image.header) {
        await showAlert({ message: translateMessage(t, m.noContent) });
        return finish('closed');
      }
      const pdf = await pdfOfBase64(image.pdf, (done) => setView({ step: 'saving', pages, done }));
      saveFile(pdf, image.header.uiSaveAsImageName);
      finish('downloaded');
    } catch (error) {
      await failed(error);
      finish('closed');
    }
  };

  /** imaging/payDownloadOrder: PAID updates the header and downloads; otherwise the order is recomputed (000 §4). */
  const pay = async (order: DownloadOrderAnswer) => {
    setView({ step: 'charge', order, busy: true });
    try {
      const answer = await payDownloadOrder(order.imageState.imageStateGuid);
      // The header shows the balance the payment left at once (000 §4), paid or not.
      setBalance(answer.usageBalanceResult);
      if (answer.status === 'PAID') return await download(order);
      await showAlert({ message: translateMessage(t, m.insufficientFunds) });
      showOrder(await recomputeDownloadOrder(order.imageState.imageStateGuid));
    } catch (error) {
      await failed(error);
      showOrder(order);
    }
  };

  /** After money was added: the order again, paid at once when it is now enough, else shown as it stands. */
  const goOn = async (order: DownloadOrderAnswer) => {
    if (order.feeSchedule.button === 'DOWNLOAD') await pay(order);
    else showOrder(order);
  };

  /** `stateGone`: the flat-fee add-on cancels the order's image state itself whenever it closes (000 §4). */
  const afterTopUp = async (order: DownloadOrderAnswer, result: TopUpResult, stateGone: boolean) => {
    if (result === 'cancelled') return stateGone ? finish('closed') : leave(order, 'closed');
    const again = await orderAgain(stateGone ? null : order);
    if (!again) return;
    if (result === 'paid') await goOn(again);
    else showOrder(again);
  };

  /** The charge dialog's one button: download, or the purchase options in the spec's order of preference. */
  const proceed = async (order: DownloadOrderAnswer) => {
    const guid = order.imageState.imageStateGuid;
    switch (nextStep(order)) {
      case 'pay':
        return pay(order);
      case 'flatFeeAddOn':
        setView(null);
        return afterTopUp(order, await topUps.flatFee({ imageStateGuid: guid, onBackAllowed: true }), true);
      case 'escrowAddOn':
        setView(null);
        return afterTopUp(
          order,
          await topUps.escrow({
            addOn: true,
            onBackAllowed: true,
            escrowOptions: order.imageState.purchaseOptions.escrowOptions,
          }),
          false,
        );
      case 'cardAuthorization':
        return openCard(order);
      case 'unsupported':
        return showAlert({ message: translateMessage(t, m.noBuyOptions) });
    }
  };

  const openCard = async (order: DownloadOrderAnswer) => {
    setView({ step: 'card', order, token: null, busy: false });
    try {
      const { token } = await cardToken();
      setView((current) => (current?.step === 'card' && current.order === order ? { ...current, token } : current));
    } catch (error) {
      await failed(error);
      showOrder(order);
    }
  };

  /** The provider's answer posted to the server (000 §4): success continues the purchase, failure charges nothing. */
  const cardAnswered = async (order: DownloadOrderAnswer, response: string) => {
    setView({ step: 'card', order, token: null, busy: true });
    let failure: string | null = null;
    try {
      const { okay, message } = await authorizeCard(response);
      if (!okay) failure = message ? translateMessage(t, message) : '';
    } catch (error) {
      failure = errorText(t, error, provider);
    }
    if (failure !== null) {
      setView(null);
      const message = failure ? `${failure}\n\n${t('cardFrame.contactSupport')}` : t('cardFrame.authorizationFailed');
      await showAlert({ title: t('cardFrame.authorizationFailedTitle'), message });
      return showOrder(order);
    }
    setView(null);
    await showAlert({ type: 'INFO', message: t('imagePurchase.authorizationSuccessful') });
    try {
      await goOn(await recomputeDownloadOrder(order.imageState.imageStateGuid));
    } catch (error) {
      await failed(error);
      leave(order, 'closed');
    }
  };

  const dialogs = (
    <>
      {topUps.dialogs}
      <Suspense>
        {view?.step === 'charge' && (
          <DownloadChargeDialog
            open
            title={title}
            feeSchedule={view.order.feeSchedule}
            buyImagesText={view.order.imageState.purchaseOptions.flatFeeOptions?.title ?? null}
            busy={view.busy}
            onBack={() => leave(view.order, 'back')}
            onCancel={() => leave(view.order, 'closed')}
            onContinue={() => void proceed(view.order)}
          />
        )}
        {view?.step === 'card' && (
          <CardFrameDialog
            open
            title={t('cardFrame.preauthorizationTitle')}
            token={view.token}
            busy={view.busy}
            onResponse={(response) => void cardAnswered(view.order, response)}
            onBack={() => showOrder(view.order)}
            onCancel={() => leave(view.order, 'closed')}
          />
        )}
        {view?.step === 'saving' && <DownloadProgressDialog pages={view.pages} done={view.done} />}
      </Suspense>
    </>
  );
  return { start, dialogs };
}
