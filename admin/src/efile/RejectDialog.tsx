import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import {
  efileRejectionReasonCodes,
  efileReviewMessages,
  type EfileRejectionReason,
} from '@landrecords/contracts/efile/review';
import { translateMessage } from '@landrecords/ui/i18n/server-messages';
import { reasonText } from './reasons';

type Props = {
  open: boolean;
  transactionNumber: string;
  busy: boolean;
  /** The server's refusal of the last try, translated. */
  refusal: string | null;
  onCancel: () => void;
  onReject: (reason: EfileRejectionReason, note: string) => void;
};

/**
 * Reject with a standard reason and free text for the filer (required when the reason is Other, as the server
 * demands); the filer is emailed and the payment given back.
 */
export function RejectDialog({ open, transactionNumber, busy, refusal, onCancel, onReject }: Props) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<EfileRejectionReason | ''>('');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const reasonMissing = reason === '';
  const noteMissing = reason === 'OTHER' && note.trim() === '';
  const submit = () => {
    setTried(true);
    if (reason !== '' && !noteMissing) onReject(reason, note.trim());
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby="efile-reject-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="efile-reject-title">{t('efileReview.reject.title', { transactionNumber })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('efileReview.reject.text')}</DialogContentText>
        {refusal ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {refusal}
          </Alert>
        ) : null}
        <TextField
          select
          required
          fullWidth
          label={t('efileReview.reject.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value as EfileRejectionReason)}
          error={tried && reasonMissing}
          helperText={tried && reasonMissing ? t('efileReview.reject.reasonRequired') : ' '}
          sx={{ mt: 1 }}
        >
          {efileRejectionReasonCodes.map((code) => (
            <MenuItem key={code} value={code} sx={{ whiteSpace: 'normal' }}>
              {reasonText(t, code)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          fullWidth
          multiline
          minRows={3}
          required={reason === 'OTHER'}
          label={t('efileReview.reject.note')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          error={tried && noteMissing}
          helperText={
            tried && noteMissing
              ? translateMessage(t, efileReviewMessages.noteRequired)
              : t('efileReview.reject.noteHelp')
          }
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {t('efileReview.cancel')}
        </Button>
        <Button variant="contained" color="error" onClick={submit} disabled={busy}>
          {t('efileReview.reject.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
