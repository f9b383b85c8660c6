import { Alert, Grid, LinearProgress, Link, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import { errorText } from '../../lib/api/error-text';
import { useCurrentUser } from '../../lib/session';
import { alertsSettingsQuery, recorderContactQuery } from './api';
import { AlertsExplanation, AlertsIntroduction } from './AlertsExplanation';
import { SubscribeForm } from './SubscribeForm';

/**
 * /alerts (issue 29), open to anyone: what property alerts are and what to do when a document looks wrong, the
 * sign-up form, then what they do and do not do, when the county offers them; otherwise it says so.
 */
export default function AlertsPage() {
  const { t } = useTranslation();
  const settings = useQuery(alertsSettingsQuery);
  const { data: user } = useCurrentUser();
  const contact = useQuery({ ...recorderContactQuery, enabled: settings.data?.enabled === true });
  return (
    <>
      <PageTitle>{t('propertyAlerts.title')}</PageTitle>
      {settings.isPending && <LinearProgress aria-label={t('common.loading')} />}
      {settings.isError && <Alert severity="error">{errorText(t, settings.error, t('app.title'))}</Alert>}
      {settings.data && !settings.data.enabled && <Typography>{t('propertyAlerts.notOffered')}</Typography>}
      {settings.data?.enabled && (
        <>
          <AlertsIntroduction contact={contact.data ?? null} />
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 7 }}>
              <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
                {user && user.role !== 'GUEST' && (
                  <Typography sx={{ mb: 2 }}>
                    <Link component={RouterLink} to="/alerts/mine">
                      {t('propertyAlerts.signedInManage')}
                    </Link>
                  </Typography>
                )}
                <SubscribeForm />
              </Paper>
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <AlertsExplanation />
            </Grid>
          </Grid>
        </>
      )}
    </>
  );
}
