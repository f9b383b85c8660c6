import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { CardFrameDialog } from '../../../components/card-frame';
import { useAlert } from '../../../components/dialogs/alerts';
import { errorText } from '../../../lib/api/error-text';
import { translateMessage } from '@landrecords/ui/i18n/server-messages';
import { useCurrentUser } from '../../../lib/session';
import { authorizeCard, cardTokenQuery } from './api';
import { PriceListDialog, type PaymentReason } from './PriceListDialog';

type Step = { reason: PaymentReason; stage: 'prices' | 'card' };

/** The guest shares the public card account but buys nothing: its searches are free (services/search/search-charge). */
const isCardUser = (
  user: { role: string; paymentMethod: string | null; accountType: string | null } | null | undefined,
) => user?.role !== 'GUEST' && user?.paymentMethod === 'CREDIT_CARD' && user.accountType !== 'FLAT_FEE';

/**
 * The card steps of a search (001 §2.23, §4.2) for CREDIT_CARD users: the price list (or the re-authorization
 * price list), then the card frame; `pay` resolves true once the server recorded an authorized card, false on
 * Cancel, a declined card or a failure (which changes nothing). `dialogs` must be rendered once, inside the
 * search area: while rendered, a card user's token is fetched whenever a search form or results table opens.
 */
export function useSearchPayment(): {
  pay: (reason: PaymentReason) => Promise<boolean>;
  dialogs: ReactNode;
} {
  const [step, setStep] = useState<Step | null>(null);
  const settle = useRef<((paid: boolean) => void) | null>(null);

  const finish = useCallback((paid: boolean) => {
    setStep(null);
    const resolve = settle.current;
    settle.current = null;
    resolve?.(paid);
  }, []);

  const pay = useCallback(
    (reason: PaymentReason) =>
      new Promise<boolean>((resolve) => {
        settle.current?.(false);
        settle.current = resolve;
        setStep({ reason, stage: 'prices' });
      }),
    [],
  );

  // A search area that goes away with a payment open: the runner is told nothing was paid.
  useEffect(() => () => settle.current?.(false), []);

  const dialogs = (
    <SearchPaymentDialogs
      step={step}
      onContinue={() => setStep((current) => current && { ...current, stage: 'card' })}
      onBack={() => setStep((current) => current && { ...current, stage: 'prices' })}
      onDone={finish}
    />
  );
  return { pay, dialogs };
}

type DialogsProps = {
  step: Step | null;
  onContinue: () => void;
  onBack: () => void;
  onDone: (paid: boolean) => void;
};

function SearchPaymentDialogs({ step, onContinue, onBack, onDone }: DialogsProps) {
  const { t } = useTranslation();
  const showAlert = useAlert();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const { data: user } = useCurrentUser();
  const cardUser = isCardUser(user);
  const [busy, setBusy] = useState(false);

  // 001 §4.2: a card user gets a token when a search form or results table opens (kept while fresh).
  useEffect(() => {
    if (cardUser) queryClient.prefetchQuery(cardTokenQuery).catch(() => {});
  }, [cardUser, pathname, queryClient]);

  const token = useQuery({ ...cardTokenQuery, enabled: step !== null });
  const provider = t('app.title');

  // The token call's failure goes to the generic handler (001 §8), and nothing is paid.
  const tokenFailed = step !== null && token.isError;
  useEffect(() => {
    if (!tokenFailed) return;
    const text = errorText(t, token.error, provider);
    queryClient.removeQueries({ queryKey: cardTokenQuery.queryKey });
    onDone(false);
    void showAlert({ message: text });
  }, [tokenFailed, token.error, t, provider, queryClient, onDone, showAlert]);

  const answered = async (response: string) => {
    if (busy) return;
    setBusy(true);
    let failure: string | null = null;
    try {
      const { okay, message } = await authorizeCard(response);
      if (!okay) failure = message ? translateMessage(t, message) : '';
    } catch (error) {
      failure = errorText(t, error, provider);
    }
    // The token is spent by this payment, whatever its answer (removed once the frame has closed).
    setBusy(false);
    onDone(failure === null);
    queryClient.removeQueries({ queryKey: cardTokenQuery.queryKey });
    if (failure !== null) {
      // The provider's reason (it says nothing was charged) and whom to ask; the spec's whole sentence without one.
      const message = failure ? `${failure}\n\n${t('cardFrame.contactSupport')}` : t('cardFrame.authorizationFailed');
      void showAlert({ title: t('cardFrame.authorizationFailedTitle'), message });
    }
  };

  const cancel = () => {
    if (!busy) onDone(false);
  };

  return (
    <>
      <PriceListDialog
        open={step?.stage === 'prices'}
        reason={step?.reason ?? 'paymentNeeded'}
        rates={user?.creditCardSearchRates ?? []}
        amount={token.data?.amount ?? null}
        onContinue={onContinue}
        onCancel={cancel}
      />
      <CardFrameDialog
        open={step?.stage === 'card'}
        title={t('cardFrame.preauthorizationTitle')}
        token={token.data?.token ?? null}
        onResponse={(response) => void answered(response)}
        onCancel={cancel}
        onBack={onBack}
        busy={busy}
      />
    </>
  );
}
