import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { open: boolean; title: string; question: string; onYes: () => void; onNo: () => void };

/** The yes/no confirmation reused across the portal (000 §2). */
export default function ConfirmDialog({ open, title, question, onYes, onNo }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const questionId = useId();
  return (
    <Dialog open={open} onClose={onNo} aria-labelledby={titleId} aria-describedby={questionId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={questionId}>{question}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onNo} autoFocus>
          {t('common.no')}
        </Button>
        <Button onClick={onYes} variant="contained">
          {t('common.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
