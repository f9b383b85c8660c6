import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@landrecords/ui/i18n/server-messages';
import { unsubscribeAlerts } from './api';
import { LinkOutcome } from './LinkOutcome';
import { useLinkCall, useLinkToken } from './use-link-token';

/** /alerts/unsubscribe/<token>: every alert email's link; one click stops them, no sign-in. */
export default function UnsubscribeAlertsPage() {
  const { t } = useTranslation();
  const token = useLinkToken();
  const stopped = useLinkCall('unsubscribe', token, unsubscribeAlerts);
  return (
    <LinkOutcome
      title={t('propertyAlerts.unsubscribe.title')}
      noToken={token === ''}
      pending={stopped.isPending}
      busyText={t('propertyAlerts.unsubscribe.busy')}
      error={stopped.error}
    >
      {stopped.data && (
        <Alert severity="success" role="status">
          {translateMessage(t, stopped.data)}
        </Alert>
      )}
    </LinkOutcome>
  );
}
