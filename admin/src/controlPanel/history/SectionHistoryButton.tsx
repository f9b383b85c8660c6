import History from '@mui/icons-material/History';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, useTheme } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SectionName } from '@landrecords/contracts/config/index';
import { SectionHistory, sectionHistoryKey } from './SectionHistory';

type Props = { section: SectionName; restore: (version: number) => Promise<boolean>; disabled: boolean };

/** Every section form's History button: the section's change history in a dialog, whole-screen on a phone. */
export function SectionHistoryButton({ section, restore, disabled }: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  // A restore is a save: the form shows the restored values and its message once the dialog closes.
  const restoreAndClose = async (version: number) => {
    setBusy(true);
    const restored = await restore(version);
    setBusy(false);
    await queryClient.invalidateQueries({ queryKey: sectionHistoryKey(section) });
    if (restored) setOpen(false);
  };
  return (
    <>
      <Button startIcon={<History />} onClick={() => setOpen(true)} disabled={disabled} aria-haspopup="dialog">
        {t('controlPanel.history.open')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullScreen={phone}
        fullWidth
        maxWidth="md"
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId} component="h2">
          {t('controlPanel.history.title')}
        </DialogTitle>
        <DialogContent dividers>
          {open ? <SectionHistory section={section} restore={restoreAndClose} busy={busy} /> : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('controlPanel.history.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
