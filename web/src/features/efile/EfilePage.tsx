import { Alert, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/PageTitle';
import { errorText } from '../../lib/api/error-text';
import { usePortalSettings } from '../../lib/session';
import { loadEfileGuidance } from './api';
import { EfileForm } from './EfileForm';

/**
 * /efile (002 §2.1), open to anonymous visitors: the county's note and the form, when the county offers e-file
 * (000 §2); otherwise it says so.
 */
export default function EfilePage() {
  const { t } = useTranslation();
  const { data: settings } = usePortalSettings();
  const offered = settings?.efile ?? false;
  const guidance = useQuery({
    queryKey: ['efile', 'settings'],
    queryFn: ({ signal }) => loadEfileGuidance(signal),
    enabled: offered,
    staleTime: 5 * 60_000,
  });
  return (
    <Stack sx={{ maxWidth: 760, mx: 'auto', width: '100%' }}>
      <PageTitle>{t('efile.title')}</PageTitle>
      {settings && !offered && <Typography>{t('efile.notOffered')}</Typography>}
      {offered && guidance.isError && <Alert severity="error">{errorText(t, guidance.error, t('app.title'))}</Alert>}
      {offered && guidance.isPending && <LinearProgress aria-label={t('common.loading')} />}
      {settings && guidance.data && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          {guidance.data.efileCountyNote && (
            <Alert severity="info" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
              {guidance.data.efileCountyNote}
            </Alert>
          )}
          <EfileForm guidance={guidance.data} stateCode={settings.stateCode} />
        </Paper>
      )}
    </Stack>
  );
}
