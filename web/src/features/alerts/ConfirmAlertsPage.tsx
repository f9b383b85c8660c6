import { Alert, Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { confirmAlerts } from './api';
import { LinkOutcome } from './LinkOutcome';
import { useLinkCall, useLinkToken } from './use-link-token';
import { watchText } from './watch-text';

/** /alerts/confirm/<token>: the confirmation link of the sign-up email (double opt-in), confirmed as it opens. */
export default function ConfirmAlertsPage() {
  const { t } = useTranslation();
  const token = useLinkToken();
  const confirmed = useLinkCall('confirm', token, confirmAlerts);
  const answer = confirmed.data;
  return (
    <LinkOutcome
      title={t('propertyAlerts.confirm.title')}
      noToken={token === ''}
      pending={confirmed.isPending}
      busyText={t('propertyAlerts.confirm.busy')}
      error={confirmed.error}
    >
      {answer && (
        <>
          <Alert severity="success" role="status">
            {t('propertyAlerts.confirm.done', { email: answer.email })}
          </Alert>
          <Typography sx={{ mt: 2 }}>
            {answer.frequency === 'IMMEDIATE'
              ? t('propertyAlerts.confirm.immediate')
              : t('propertyAlerts.confirm.daily')}
          </Typography>
          <Box component="ul" sx={{ pl: 3 }}>
            {answer.watches.map((row) => (
              <Typography component="li" key={row.id}>
                {watchText(t, row.watch)}
              </Typography>
            ))}
          </Box>
          <Typography>{t('propertyAlerts.confirm.stopAnyTime')}</Typography>
        </>
      )}
    </LinkOutcome>
  );
}
