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
  TextField,
} from '@mui/material';

type Props = {
  open: boolean;
  transactionNumber: string;
  busy: boolean;
  /** The server's refusal of the last try, translated. */
  refusal: string | null;
  onCancel: () => void;
  onAccept: (note: string) => void;
};

/** The confirmation before a submission is accepted for recording, with an optional note kept in its history. */
export function AcceptDialog({ open, transactionNumber, busy, refusal, onCancel, onAccept }: Props) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby="efile-accept-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="efile-accept-title">{t('efileReview.accept.title', { transactionNumber })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('efileReview.accept.text')}</DialogContentText>
        {refusal ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {refusal}
          </Alert>
        ) : null}
        <TextField
          label={t('efileReview.accept.note')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {t('efileReview.cancel')}
        </Button>
        <Button variant="contained" color="success" onClick={() => onAccept(note)} disabled={busy} autoFocus>
          {t('efileReview.accept.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
