import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageStateView } from '@landrecords/contracts/payments/fee-schedule';
import { paymentMessages as m } from '@landrecords/contracts/payments/messages';
import { useAlert } from '../dialogs/alerts';
import { errorText } from '../../lib/api/error-text';
import { catalogKeyOf, translateMessage } from '@landrecords/ui/i18n/server-messages';
import { useCurrentUser } from '../../lib/session';
import { buyAddOn, cancelImageState, getAddOnConfirmation, getAddOnOptions, type AddOnConfirmation } from './api';
import { BalanceLines } from './BalanceLines';
import { imagesText, optionText } from './images-text';
import type { FlatFeeAddOnOptions } from './types';
import { useAlertOver } from './use-alert-over';
import { useSetUsageBalance } from './use-usage-balance';
import type { Opening, PaymentOutcome } from './use-payment-flow';

type Props = { opening: Opening<FlatFeeAddOnOptions> | null; onDone: (outcome: PaymentOutcome) => void };

/** The flat fee add-on flow of 000 §4: the options window, then the confirmation; each opening starts afresh. */
export default function FlatFeeAddOnDialogs({ opening, onDone }: Props) {
  return opening ? <AddOnFlow key={opening.id} opening={opening} onDone={onDone} /> : null;
}

type Stage = { name: 'options' } | { name: 'confirm'; confirmation: AddOnConfirmation };

function AddOnFlow({ opening, onDone }: { opening: Opening<FlatFeeAddOnOptions>; onDone: Props['onDone'] }) {
  const { t } = useTranslation();
  const showAlert = useAlert();
  const { alerting, alertOver } = useAlertOver();
  const setUsageBalance = useSetUsageBalance();
  const { data: user } = useCurrentUser();
  const [state, setState] = useState<ImageStateView | null>(null);
  const [option, setOption] = useState<number | null>(null);
  const [stage, setStage] = useState<Stage>({ name: 'options' });
  const [busy, setBusy] = useState(false);
  const addOnGuid = useRef<string | null>(null);
  const ended = useRef(false);
  const provider = t('app.title');

  // The server's account line is "Account: {name}": built here too, so it is found by its text and translated.
  if (user) m.accountMessage({ name: user.accountName });

  /** The flow closes: its image states are cancelled on the server (000 §4), then the caller hears how. */
  const close = (outcome: PaymentOutcome) => {
    if (ended.current) return;
    ended.current = true;
    for (const guid of [addOnGuid.current, opening.imageStateGuid]) {
      if (guid) cancelImageState(guid).catch(() => {});
    }
    onDone(outcome);
  };
  const closeRef = useRef(close);
  closeRef.current = close;

  // (1) The options load when the dialog is shown.
  useEffect(() => {
    let current = true;
    getAddOnOptions().then(
      (answer) => {
        if (!current) {
          cancelImageState(answer.imageStateGuid).catch(() => {});
          return;
        }
        addOnGuid.current = answer.imageStateGuid;
        setState(answer);
        setOption(answer.purchaseOptions.flatFeeOptions?.options[0]?.value ?? null);
      },
      (error: unknown) => {
        if (!current) return;
        closeRef.current('cancelled');
        requestAnimationFrame(() => void showAlert({ message: errorText(t, error, provider) }));
      },
    );
    return () => {
      current = false;
    };
    // Once per opening (this component is keyed by it).
  }, []);

  // (3) Buy on the options: the confirmation, or a warning with errorMessage.
  const confirm = async () => {
    if (busy || option === null || !addOnGuid.current) return;
    setBusy(true);
    try {
      const confirmation = await getAddOnConfirmation(option, addOnGuid.current);
      setBusy(false);
      if (confirmation.ok) setStage({ name: 'confirm', confirmation });
      else await alertOver({ type: 'WARNING', message: translateMessage(t, confirmation.errorMessage ?? '') });
    } catch (error) {
      setBusy(false);
      await alertOver({ message: errorText(t, error, provider) });
    }
  };

  // The server's "50 images added to your account.", its count said in the reader's language.
  const boughtText = (message: string) => {
    const images = stage.name === 'confirm' ? stage.confirmation.purchase?.description : undefined;
    const done = images === undefined ? null : m.addOnDone({ images });
    return done && done.text === message
      ? t(catalogKeyOf(done.code), { images: imagesText(t, images!), defaultValue: message })
      : translateMessage(t, message);
  };

  // (4) Buy on the confirmation: the message, then the flow ends paid; otherwise a warning with the message.
  const buy = async () => {
    if (busy || !addOnGuid.current) return;
    setBusy(true);
    try {
      const answer = await buyAddOn(addOnGuid.current);
      if (answer.usageBalance) setUsageBalance(answer.usageBalance);
      if (answer.ok) {
        await alertOver({ type: 'INFO', message: boughtText(answer.message) });
        close('paid');
      } else {
        setBusy(false);
        await alertOver({ type: 'WARNING', message: translateMessage(t, answer.message) });
      }
    } catch (error) {
      setBusy(false);
      await alertOver({ message: errorText(t, error, provider) });
    }
  };

  const title = state?.purchaseOptions.flatFeeOptions?.title;
  const shownTitle = title ? translateMessage(t, title) : t('payments.addOn.title');
  const titleId = useId();
  const phone = usePhone();
  // One dialog whose content moves from the options to the confirmation and back: the focus stays inside it, and
  // goes back to what opened it when it closes.
  const cancel = () => {
    if (!busy) close('cancelled');
  };
  return (
    <Dialog
      open
      onClose={cancel}
      disableEnforceFocus={alerting}
      aria-labelledby={titleId}
      maxWidth={stage.name === 'confirm' ? 'sm' : 'xs'}
      fullWidth
      fullScreen={phone}
    >
      <DialogTitle id={titleId}>{shownTitle}</DialogTitle>
      {stage.name === 'options' ? (
        <OptionsContent
          titleId={titleId}
          state={state}
          option={option}
          busy={busy}
          onOption={setOption}
          onBuy={() => void confirm()}
          onBack={opening.onBackAllowed ? () => close('back') : undefined}
          onCancel={cancel}
        />
      ) : (
        <ConfirmationContent
          confirmation={stage.confirmation}
          busy={busy}
          onBuy={() => void buy()}
          onBack={() => setStage({ name: 'options' })}
          onCancel={cancel}
        />
      )}
    </Dialog>
  );
}

type OptionsProps = {
  titleId: string;
  state: ImageStateView | null;
  option: number | null;
  busy: boolean;
  onOption: (option: number) => void;
  onBuy: () => void;
  onBack?: () => void;
  onCancel: () => void;
};

/** (2) The option window: a radio list with the first option chosen; Buy, Back (when the caller has one), Cancel. */
function OptionsContent({ titleId, state, option, busy, onOption, onBuy, onBack, onCancel }: OptionsProps) {
  const { t } = useTranslation();
  const options = state?.purchaseOptions.flatFeeOptions?.options ?? [];
  return (
    <>
      <DialogContent dividers>
        {state === null ? (
          <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 120 }}>
            <CircularProgress aria-label={t('common.loading')} />
          </Box>
        ) : options.length === 0 ? (
          <Typography>{translateMessage(t, m.noBuyOptions)}</Typography>
        ) : (
          <RadioGroup
            aria-labelledby={titleId}
            name="flat-fee-add-on"
            value={option === null ? '' : String(option)}
            onChange={(event) => onOption(Number(event.target.value))}
          >
            {options.map((choice) => (
              <FormControlLabel
                key={choice.value}
                value={String(choice.value)}
                control={<Radio autoFocus={choice.value === option} />}
                label={optionText(t, choice.text)}
              />
            ))}
          </RadioGroup>
        )}
      </DialogContent>
      <DialogActions>
        {onBack && (
          <Button onClick={onBack} disabled={busy}>
            {t('common.back')}
          </Button>
        )}
        <Button onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" onClick={onBuy} disabled={option === null} aria-disabled={busy || undefined}>
          {t('payments.buy')}
        </Button>
      </DialogActions>
    </>
  );
}

type ConfirmationProps = {
  confirmation: AddOnConfirmation;
  busy: boolean;
  onBuy: () => void;
  onBack: () => void;
  onCancel: () => void;
};

/** The flat fee confirmation (000 §2, §3): headers, account, beginning balance, purchase, ending balance. */
function ConfirmationContent({ confirmation: c, busy, onBuy, onBack, onCancel }: ConfirmationProps) {
  const { t } = useTranslation();
  const text = (value: string) => translateMessage(t, value);
  const [purchaseHeader, costHeader] = c.headers ?? [];
  return (
    <>
      <DialogContent dividers>
        {c.accountMessage && <Typography>{text(c.accountMessage)}</Typography>}
        {c.beginningBalance && (
          <BalanceLines
            lines={[{ label: text(c.beginningBalance.description), value: imagesText(t, c.beginningBalance.value) }]}
          />
        )}
        {c.purchase && (
          <Table size="small" sx={{ my: 1 }}>
            <TableHead>
              <TableRow>
                <TableCell>{purchaseHeader ? text(purchaseHeader) : null}</TableCell>
                <TableCell align="right">{costHeader ? text(costHeader) : null}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              <TableRow>
                <TableCell>{imagesText(t, c.purchase.description)}</TableCell>
                <TableCell align="right">{c.purchase.value}</TableCell>
              </TableRow>
            </TableBody>
          </Table>
        )}
        {c.endingBalance && (
          <BalanceLines
            lines={[
              { label: text(c.endingBalance.description), value: imagesText(t, c.endingBalance.value), strong: true },
            ]}
          />
        )}
        {c.purchaseMessage && <Typography variant="body2">{text(c.purchaseMessage)}</Typography>}
        {c.insufficientBalance && (
          <Typography color="error" sx={{ mt: 1 }}>
            {translateMessage(t, m.insufficientBalance)}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onBack} disabled={busy} autoFocus={c.insufficientBalance === true}>
          {t('common.back')}
        </Button>
        <Button onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
        {!c.insufficientBalance && (
          <Button variant="contained" onClick={onBuy} autoFocus aria-disabled={busy || undefined}>
            {t('payments.buy')}
          </Button>
        )}
      </DialogActions>
    </>
  );
}

function usePhone() {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('sm'));
}
