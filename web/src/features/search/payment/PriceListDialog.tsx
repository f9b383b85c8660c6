import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../components/visually-hidden';

export type PaymentReason = 'paymentNeeded' | 'paymentNeededAgain';

type Props = {
  open: boolean;
  reason: PaymentReason;
  /** The card user's prices (currentUser creditCardSearchRates): rate code and price. */
  rates: ReadonlyArray<{ code: string; description: string }>;
  /** The preauthorization's amount once the token is known ("$50.00"). */
  amount: string | null;
  onContinue: () => void;
  onCancel: () => void;
};

/**
 * The price list of 001 §2.23: what a card user pays per search and detail, before the card is preauthorized;
 * or, when the charges would pass the preauthorization, the same list saying so ('paymentNeededAgain').
 */
export function PriceListDialog({ open, reason, rates, amount, onContinue, onCancel }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const again = reason === 'paymentNeededAgain';
  const intro = again ? 'reauthorizeIntro' : 'priceListIntro';
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} aria-describedby={textId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>
        {t(again ? 'searchPayment.reauthorizeTitle' : 'searchPayment.priceListTitle')}
      </DialogTitle>
      {/* On a small screen the list scrolls: the keyboard can reach and scroll it. */}
      <DialogContent dividers tabIndex={0}>
        <DialogContentText id={textId} sx={{ mb: 2 }}>
          {amount ? t(`searchPayment.${intro}WithAmount`, { amount }) : t(`searchPayment.${intro}`)}
        </DialogContentText>
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <Box component="caption" sx={visuallyHidden}>
              {t('searchPayment.pricesCaption')}
            </Box>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {t('searchPayment.item')}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  {t('searchPayment.price')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rates.map((rate) => (
                <TableRow key={rate.code}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 'normal' }}>
                    {t(`searchPayment.rates.${rate.code}`, { defaultValue: rate.code })}
                  </TableCell>
                  <TableCell align="right">{rate.description}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button onClick={onContinue} variant="contained" autoFocus>
          {t('searchPayment.continueToCard')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
