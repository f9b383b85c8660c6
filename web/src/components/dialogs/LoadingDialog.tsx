import { CircularProgress, Dialog, DialogContent, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** A spinner the user cannot dismiss while a call runs (000 §2 Loading dialog). */
export function LoadingDialog({ open }: { open: boolean }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} aria-label={t('common.loading')} disableEscapeKeyDown>
      <DialogContent>
        <Stack direction="row" spacing={2} alignItems="center" role="status">
          <CircularProgress size={28} aria-hidden />
          <Typography>{t('common.loading')}</Typography>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
