import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useEffect, useId, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDollars } from '@landrecords/contracts/money-format';
import { escrowDepositFormSchema } from '@landrecords/contracts/payments/escrow-deposit-form';
import { paymentLabels as l, paymentMessages as m } from '@landrecords/contracts/payments/messages';
import { escrowSurchargeCents, type EscrowDepositTerms } from '@landrecords/contracts/payments/top-ups';
import { CardFrameDialog } from '../card-frame';
import { useAlert } from '../dialogs/alerts';
import { SubmitButton } from '../form/SubmitButton';
import { TextInput } from '../form/TextInput';
import { useSingleSubmit, useZodForm } from '../form/use-zod-form';
import { errorText } from '../../lib/api/error-text';
import { translateMessage } from '@landrecords/ui/i18n/server-messages';
import { useCurrentUser } from '../../lib/session';
import { completeDeposit, initiateDeposit } from './api';
import { BalanceLines } from './BalanceLines';
import { topUpsOf } from './top-ups';
import type { EscrowDepositOptions } from './types';
import { useAlertOver } from './use-alert-over';
import { useRefreshUsageBalance, useSetUsageBalance } from './use-usage-balance';
import type { Opening, PaymentOutcome } from './use-payment-flow';

type Props = { opening: Opening<EscrowDepositOptions> | null; onDone: (outcome: PaymentOutcome) => void };

/** No limits and no surcharge known: the server checks the limits and names the surcharge on the card page. */
const unknownTerms: EscrowDepositTerms = { minCents: null, maxCents: null, surcharge: null };

/** The escrow deposit and escrow account add-on (000 §2, §4, §5): the amount, then the card frame. */
export default function EscrowDepositDialogs({ opening, onDone }: Props) {
  const { t } = useTranslation();
  const showAlert = useAlert();
  const setUsageBalance = useSetUsageBalance();
  const { data: user } = useCurrentUser();
  const [card, setCard] = useState<{ id: number; token: string; cents: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const provider = t('app.title');
  const refreshUsageBalance = useRefreshUsageBalance();
  // The beginning balance as the server has it now (a search or detail since may have been charged).
  const openingId = opening?.id;
  useEffect(() => {
    if (openingId !== undefined) refreshUsageBalance().catch(() => {});
  }, [openingId, refreshUsageBalance]);
  const cardOpen = opening !== null && card?.id === opening.id;

  const done = (outcome: PaymentOutcome) => {
    setCard(null);
    onDone(outcome);
  };

  // An alert once the flow's dialogs have closed (a frame later, so none of them holds the focus the alert takes).
  const alertAfter = (alert: Parameters<typeof showAlert>[0]) => requestAnimationFrame(() => void showAlert(alert));

  const answered = async (response: string) => {
    if (busy || !card) return;
    setBusy(true);
    try {
      const { usageBalance } = await completeDeposit(response);
      setUsageBalance(usageBalance);
      setBusy(false);
      done('paid');
      if (!opening?.addOn) {
        alertAfter({
          type: 'INFO',
          message: translateMessage(t, m.deposited({ amount: formatDollars(card.cents) })),
        });
      }
    } catch (error) {
      // Declined, or not confirmed with the provider: nothing was recorded, and the server says so.
      setBusy(false);
      done('cancelled');
      alertAfter({ message: errorText(t, error, provider) });
    }
  };

  return (
    <>
      {opening && (
        <AmountDialog
          key={opening.id}
          open={!cardOpen}
          options={opening}
          accountName={user?.accountName ?? ''}
          balanceCents={user?.usageBalance?.cents ?? 0}
          terms={topUpsOf(user).escrowDeposit ?? unknownTerms}
          onToken={(token, cents) => setCard({ id: opening.id, token, cents })}
          onBack={() => done('back')}
          onCancel={() => done('cancelled')}
        />
      )}
      <CardFrameDialog
        open={cardOpen}
        title={t('payments.escrow.cardTitle')}
        token={card?.token ?? null}
        onResponse={(response) => void answered(response)}
        onCancel={() => {
          if (!busy) done('cancelled');
        }}
        onBack={() => {
          if (!busy) setCard(null);
        }}
        busy={busy}
      />
    </>
  );
}

type AmountProps = {
  /** False while the card frame is up: the amount stays as typed for Back. */
  open: boolean;
  options: EscrowDepositOptions;
  accountName: string;
  balanceCents: number;
  terms: EscrowDepositTerms;
  onToken: (token: string, cents: number) => void;
  onBack: () => void;
  onCancel: () => void;
};

/** The amount dialog: account, beginning balance, amount, low balance, surcharge, ending balance; Buy, Back, Cancel. */
function AmountDialog({ open, options, accountName, balanceCents, terms, onToken, onBack, onCancel }: AmountProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const { alerting, alertOver } = useAlertOver();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const schema = escrowDepositFormSchema(terms);
  const form = useZodForm(schema, { amount: '0' });
  const typed = form.watch('amount');
  const parsed = schema.shape.amount.safeParse(typed);
  const depositCents = parsed.success ? parsed.data : 0;
  const surchargeCents = escrowSurchargeCents(terms.surcharge, depositCents);

  // Back from the card frame opens this dialog again: the amount has the focus, as at the first opening.
  const { setFocus } = form;
  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(() => setFocus('amount'));
    return () => cancelAnimationFrame(frame);
  }, [open, setFocus]);

  const submit = useSingleSubmit(form, async ({ amount }) => {
    setBusy(true);
    let failure: unknown = null;
    try {
      const answer = await initiateDeposit((amount / 100).toFixed(2));
      onToken(answer.tokenResults.token, amount);
    } catch (error) {
      failure = error;
    }
    setBusy(false);
    if (failure) await alertOver({ message: errorText(t, failure, t('app.title')) });
  });

  const limits =
    terms.minCents !== null && terms.maxCents !== null
      ? t('payments.escrow.limits', { min: formatDollars(terms.minCents), max: formatDollars(terms.maxCents) })
      : undefined;

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      disableEnforceFocus={alerting}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      fullScreen={phone}
    >
      {/* A flex column, so full screen on a phone the content grows and the buttons stay at the foot. */}
      <Box
        component="form"
        onSubmit={submit}
        noValidate
        sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
      >
        <DialogTitle id={titleId}>
          {t(options.addOn ? 'payments.escrow.addOnTitle' : 'payments.escrow.title')}
        </DialogTitle>
        <DialogContent dividers>
          <Typography>{translateMessage(t, m.accountMessage({ name: accountName }))}</Typography>
          <BalanceLines lines={[{ label: translateMessage(t, l.escrowBalance), value: formatDollars(balanceCents) }]} />
          <TextInput
            name="amount"
            control={form.control}
            label={t('payments.escrow.amount')}
            helperText={limits}
            autoFocus
            required
            slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
          />
          {options.addOn && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {translateMessage(t, options.escrowOptions?.lowBalanceMessage ?? m.lowBalance.text)}
              {options.escrowOptions && <> {depositText(t, options.escrowOptions.depositAmountMessage)}</>}
            </Alert>
          )}
          <BalanceLines
            lines={[
              ...(terms.surcharge
                ? [
                    {
                      label: t('payments.escrow.surcharge'),
                      value: formatDollars(surchargeCents),
                    },
                    { label: t('payments.escrow.totalCharged'), value: formatDollars(depositCents + surchargeCents) },
                  ]
                : []),
              {
                label: translateMessage(t, l.escrowBalanceAfter),
                value: formatDollars(balanceCents + depositCents),
                strong: true,
              },
            ]}
          />
        </DialogContent>
        <DialogActions>
          {options.onBackAllowed && (
            <Button onClick={onBack} disabled={busy}>
              {t('common.back')}
            </Button>
          )}
          <Button onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <SubmitButton busy={busy}>{t('payments.buy')}</SubmitButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** The server's "Deposit: $25.00" (contracts' depositAmount), found again by its text to be said in the reader's language. */
function depositText(t: TFunction, text: string): string {
  const amount = /^Deposit: (\S+)$/.exec(text)?.[1];
  return translateMessage(t, amount ? m.depositAmount({ amount }) : text);
}
