import { Alert, Box, Button, Grid, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlertMine } from '@landrecords/contracts/alerts/index';
import { translateMessage, type MessageRef } from '@landrecords/ui/i18n/server-messages';
import { PageTitle } from '../../components/PageTitle';
import { serverMessageText } from '../../lib/api/error-text';
import { alertsSettingsQuery, myAlertsQuery, stopMyAlerts } from './api';
import { AddWatchForm } from './AddWatchForm';
import { MyFrequencyForm } from './MyFrequencyForm';
import { MyWatchList } from './MyWatchList';

const ConfirmDialog = lazy(() => import('../../components/dialogs/ConfirmDialog'));

type Outcome = { severity: 'success' | 'error'; text: string };

/**
 * /alerts/mine, "My property alerts" of the account menu: the signed-in user's watches (alerts go to the
 * account's email, with no confirmation email), adding and removing them, how often, and stopping them all.
 */
export default function MyAlertsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const settings = useQuery(alertsSettingsQuery);
  const mine = useQuery({ ...myAlertsQuery, enabled: settings.data?.enabled === true });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [askStop, setAskStop] = useState(false);

  const done = (next: AlertMine, message: MessageRef) => {
    queryClient.setQueryData(myAlertsQuery.queryKey, next);
    setOutcome({ severity: 'success', text: translateMessage(t, message) });
  };
  const failed = (error: unknown) => setOutcome({ severity: 'error', text: serverMessageText(t, error) });
  const stopAll = async () => {
    setAskStop(false);
    try {
      const { mine: next, message } = await stopMyAlerts();
      done(next, message);
    } catch (error) {
      failed(error);
    }
  };

  const subscription = mine.data?.subscription ?? null;
  const active = subscription !== null && subscription.status !== 'UNSUBSCRIBED' && subscription.status !== 'BOUNCED';
  const watches = subscription?.watches ?? [];
  return (
    <Stack sx={{ maxWidth: 960, mx: 'auto', width: '100%' }}>
      <PageTitle>{t('propertyAlerts.mine.title')}</PageTitle>
      {(settings.isPending || (settings.data?.enabled && mine.isPending)) && (
        <LinearProgress aria-label={t('common.loading')} />
      )}
      {settings.data && !settings.data.enabled && <Typography>{t('propertyAlerts.notOffered')}</Typography>}
      {(settings.isError || mine.isError) && (
        <Alert severity="error">{serverMessageText(t, settings.error ?? mine.error)}</Alert>
      )}
      <Box role="status" aria-live="polite">
        {outcome && (
          <Alert severity={outcome.severity} sx={{ mb: 2 }} onClose={() => setOutcome(null)}>
            {outcome.text}
          </Alert>
        )}
      </Box>
      {mine.data && (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
              <Typography component="h2" variant="h6" gutterBottom>
                {t('propertyAlerts.mine.watchesTitle')}
              </Typography>
              <Typography sx={{ mb: 1 }}>{t('propertyAlerts.mine.sentTo', { email: mine.data.email })}</Typography>
              {subscription && !active && (
                <Alert severity="warning" sx={{ mb: 1 }}>
                  {subscription.status === 'BOUNCED'
                    ? t('propertyAlerts.mine.bounced')
                    : t('propertyAlerts.mine.stopped')}
                </Alert>
              )}
              <MyWatchList watches={watches} onDone={done} onFailed={failed} />
              {subscription && <MyFrequencyForm frequency={subscription.frequency} onDone={done} onFailed={failed} />}
              {active && watches.length > 0 && (
                <Button color="error" sx={{ mt: 2 }} onClick={() => setAskStop(true)}>
                  {t('propertyAlerts.mine.stopAll')}
                </Button>
              )}
            </Paper>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
              <AddWatchForm onDone={done} onFailed={failed} />
            </Paper>
          </Grid>
        </Grid>
      )}
      <Suspense>
        {askStop && (
          <ConfirmDialog
            open
            title={t('propertyAlerts.mine.stopAll')}
            question={t('propertyAlerts.mine.stopAllQuestion')}
            onYes={() => void stopAll()}
            onNo={() => setAskStop(false)}
          />
        )}
      </Suspense>
    </Stack>
  );
}
