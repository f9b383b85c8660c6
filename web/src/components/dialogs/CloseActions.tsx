import { Button, DialogActions } from '@mui/material';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The footer of a dialog that only shows something: one Close, focused as the dialog opens (`closeRef` lets a
 * dialog focus it again once its transition has entered).
 */
export function CloseActions({ onClose, closeRef }: { onClose: () => void; closeRef?: Ref<HTMLButtonElement> }) {
  const { t } = useTranslation();
  return (
    <DialogActions>
      <Button ref={closeRef} onClick={onClose} variant="contained" autoFocus>
        {t('common.close')}
      </Button>
    </DialogActions>
  );
}
