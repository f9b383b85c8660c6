import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableRow,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeeLine, FeeSchedule } from '@landrecords/contracts/payments/fee-schedule';
import { translateMessage } from '@landrecords/ui/i18n/server-messages';

type Props = {
  open: boolean;
  /** The document's title, for the dialog's title ('{title} Download'). */
  title: string;
  feeSchedule: FeeSchedule;
  /** The flat-fee add-on's title, for the BUY_IMAGES button ('Buy more images'). */
  buyImagesText: string | null;
  /** True while the purchase goes on: the buttons wait. */
  busy: boolean;
  onBack: () => void;
  onCancel: () => void;
  onContinue: () => void;
};

/**
 * The download charge confirmation of 000 §2: the beginning balance, the charge (one item, or the items and their
 * total), the ending balance (emphasised when insufficient), the three messages, and Back, Cancel and the one
 * button the server's fee schedule says.
 */
export default function DownloadChargeDialog(props: Props) {
  const { open, title, feeSchedule: fees, buyImagesText, busy, onBack, onCancel, onContinue } = props;
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const actionButton = useRef<HTMLButtonElement>(null);
  const tr = (text: string | FeeLine) =>
    translateMessage(
      t,
      typeof text === 'string' ? text : { code: text.code ?? '', text: text.description, params: text.params },
    );
  const heading = fees.button === 'REAUTHORIZE' ? tr(fees.title) : t('imagePurchase.downloadTitle', { title });
  const action = actionText(t, fees, buyImagesText);
  const notes = [
    fees.alreadyPurchasedMessage,
    fees.insufficientBalanceMessage,
    fees.noPurchasingOptionsAvailableMessage,
  ];
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      fullScreen={phone}
      // The one button that goes on takes the focus once the dialog is in (a preview closing under it gives the
      // focus back to its own opener first): Enter continues the purchase.
      slotProps={{ transition: { onEntered: () => actionButton.current?.focus() } }}
    >
      <DialogTitle id={titleId}>{heading}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 1 }}>{tr(fees.purchaseMessage)}</DialogContentText>
        <Table size="small" aria-label={t('imagePurchase.chargesCaption')}>
          <TableBody>
            <Row line={fees.beginningBalance} tr={tr} />
            {fees.multipleItemPurchase ? (
              <>
                <TableRow>
                  <TableCell component="th" scope="colgroup" colSpan={2} sx={{ fontWeight: 'bold' }}>
                    {fees.multipleItemPurchase.itemHeaderDescription}
                  </TableCell>
                </TableRow>
                {fees.multipleItemPurchase.items.map((item, index) => (
                  <Row key={index} line={item} tr={tr} indent />
                ))}
                <Row line={fees.multipleItemPurchase.total} tr={tr} strong />
              </>
            ) : (
              fees.singleItemPurchase && <Row line={fees.singleItemPurchase.item} tr={tr} />
            )}
          </TableBody>
          <TableFooter>
            <Row line={fees.endingBalance} tr={tr} strong emphasis={fees.insufficientBalance} />
          </TableFooter>
        </Table>
        {notes.map(
          (note) =>
            note && (
              <Alert key={note} severity={note === fees.alreadyPurchasedMessage ? 'info' : 'warning'} sx={{ mt: 2 }}>
                {tr(note)}
              </Alert>
            ),
        )}
      </DialogContent>
      <DialogActions>
        {busy && <CircularProgress size={24} aria-label={t('common.loading')} sx={{ mr: 'auto', ml: 1 }} />}
        <Button onClick={onBack} disabled={busy}>
          {t('common.back')}
        </Button>
        <Button onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
        {action && (
          <Button ref={actionButton} onClick={onContinue} disabled={busy} variant="contained" autoFocus>
            {action}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** The one button besides Back and Cancel, as the fee schedule says (000 §2); none when nothing can be done. */
function actionText(
  t: ReturnType<typeof useTranslation>['t'],
  fees: FeeSchedule,
  buyImagesText: string | null,
): string | null {
  switch (fees.button) {
    case 'DOWNLOAD':
      return translateMessage(t, fees.downloadButtonText);
    case 'ADD_TO_ESCROW':
      return t('imagePurchase.addToEscrow');
    case 'PREAUTHORIZE':
    case 'REAUTHORIZE':
      return t('imagePurchase.continueToPreauthorization');
    case 'BUY_IMAGES':
      return buyImagesText ? translateMessage(t, buyImagesText) : null;
    case 'NONE':
      return null;
  }
}

type RowProps = {
  line: FeeLine;
  tr: (text: string | FeeLine) => string;
  strong?: boolean;
  indent?: boolean;
  emphasis?: boolean;
};

function Row({ line, tr, strong = false, indent = false, emphasis = false }: RowProps) {
  const sx = {
    fontWeight: strong || emphasis ? 'bold' : 'normal',
    color: emphasis ? 'error.main' : 'text.primary',
    fontSize: 'body2.fontSize',
  };
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ ...sx, pl: indent ? 4 : undefined }}>
        {tr(line)}
      </TableCell>
      <TableCell align="right" sx={sx}>
        {emphasis ? <Box component="strong">{line.value}</Box> : line.value}
      </TableCell>
    </TableRow>
  );
}
