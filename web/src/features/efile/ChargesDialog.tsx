import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDollars } from '@landrecords/contracts/money-format';
import { BalanceLines, type BalanceLine } from '../../components/payments/BalanceLines';
import type { UploadedImage } from './types';

/** The upload's charges are dollars on the wire. */
const dollars = (amount: number) => formatDollars(Math.round(amount * 100));

type Props = {
  open: boolean;
  image: UploadedImage | null;
  card: boolean;
  busy: boolean;
  onYes: () => void;
  onNo: () => void;
};

/**
 * The charges before paying (002 §2.1): 'Continue to Payment?' for a card payer, else 'Continue?'; the pages,
 * the document charge, the additional pages, the surcharge only when there is one, and the total; Yes and No.
 */
export function ChargesDialog({ open, image, card, busy, onYes, onNo }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const lines: BalanceLine[] = image
    ? [
        { label: t('efile.charges.pages'), value: String(image.numberOfPages) },
        { label: t('efile.charges.documentCharge'), value: dollars(image.firstPageCharge) },
        { label: t('efile.charges.additionalPages'), value: dollars(image.additionalPagesCharge) },
        ...(image.surcharge !== 0
          ? [
              {
                label: t(card ? 'efile.charges.cardSurcharge' : 'efile.charges.paymentSurcharge'),
                value: dollars(image.surcharge),
              },
            ]
          : []),
        { label: t('efile.charges.total'), value: dollars(image.totalCharge), strong: true },
      ]
    : [];
  return (
    <Dialog open={open} onClose={busy ? undefined : onNo} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t(card ? 'efile.charges.titleCard' : 'efile.charges.title')}</DialogTitle>
      <DialogContent dividers>
        <BalanceLines lines={lines} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onNo} disabled={busy}>
          {t('common.no')}
        </Button>
        <Button onClick={onYes} variant="contained" autoFocus aria-disabled={busy || undefined}>
          {t('common.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
