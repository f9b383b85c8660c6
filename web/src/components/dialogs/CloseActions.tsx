import { Button, DialogActions } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The footer of a dialog that only shows something: one Close, focused as the dialog opens. */
export function CloseActions({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <DialogActions>
      <Button onClick={onClose} variant="contained" autoFocus>
        {t('common.close')}
      </Button>
    </DialogActions>
  );
}
