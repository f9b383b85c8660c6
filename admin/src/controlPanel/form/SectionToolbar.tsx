import CheckCircle from '@mui/icons-material/CheckCircle';
import Save from '@mui/icons-material/Save';
import { Box, Button, CircularProgress, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionHistoryButton } from '../history';
import { useSectionForm } from './SectionFormContext';

type Props = { toolbar?: ReactNode; actions?: ReactNode; restore: (version: number) => Promise<boolean> };

/** Submit (or the screen's own buttons), the status mark, the screen's actions and the section's history. */
export function SectionToolbar({ toolbar, actions, restore }: Props) {
  const { t } = useTranslation();
  const { section, status, submit } = useSectionForm();
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ mt: 3, flexWrap: 'wrap', alignItems: 'center' }}>
      {toolbar ?? (
        <Button variant="contained" startIcon={<Save />} disabled={status !== 'idle'} onClick={() => submit()}>
          {t('controlPanel.form.submit')}
        </Button>
      )}
      <StatusMark />
      {actions}
      <Box sx={{ flex: 1 }} />
      <SectionHistoryButton section={section} restore={restore} disabled={status === 'LOADING'} />
    </Stack>
  );
}

/** 002 §4: a spinner while the request runs, a green tick once it succeeded. */
export function StatusMark() {
  const { t } = useTranslation();
  const { status } = useSectionForm();
  if (status === 'LOADING') return <CircularProgress size={24} aria-label={t('controlPanel.form.saving')} />;
  if (status === 'SUCCESS') {
    return <CheckCircle color="success" titleAccess={t('controlPanel.form.savedMark')} data-status="SUCCESS" />;
  }
  return null;
}
