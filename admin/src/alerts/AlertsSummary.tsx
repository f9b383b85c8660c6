import { useQuery } from '@tanstack/react-query';
import { Loading, useLocale } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Paper, Stack, Typography } from '@mui/material';
import { useServerMessage } from '../lib/useServerMessage';
import { readSummary } from './api';
import { SentPerDay } from './SentPerDay';

export const summaryKey = ['alerts', 'staff', 'summary'] as const;

/** How many people and watches, and the alerts sent each of the last 30 days. */
export function AlertsSummary() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { sayError } = useServerMessage('alerts.loadFailed');
  const read = useQuery({ queryKey: summaryKey, queryFn: readSummary, retry: false });
  if (read.isPending) return <Loading />;
  if (read.error) return <Alert severity="warning">{sayError(read.error)}</Alert>;
  const number = new Intl.NumberFormat(locale);
  return (
    <Box component="section" aria-labelledby="alerts-summary" sx={{ mb: 3 }}>
      <Typography component="h2" variant="h6" id="alerts-summary" gutterBottom>
        {t('alerts.summary.title')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mb: 2 }} component="dl">
        {(['people', 'watches'] as const).map((what) => (
          <Paper key={what} variant="outlined" sx={{ px: 2, py: 1, minWidth: '9rem' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t(`alerts.summary.${what}`)}
            </Typography>
            <Typography component="dd" variant="h5" sx={{ m: 0 }}>
              {number.format(read.data[what])}
            </Typography>
          </Paper>
        ))}
      </Stack>
      <SentPerDay days={read.data.sentPerDay} />
    </Box>
  );
}
