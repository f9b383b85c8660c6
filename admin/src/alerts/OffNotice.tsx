import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Link } from '@mui/material';
import { readSettings } from './api';

/** While the county has property alerts turned off: say so, and where to turn them on. */
export function OffNotice() {
  const { t } = useTranslation();
  const settings = useQuery({ queryKey: ['alerts', 'settings'], queryFn: readSettings, retry: false });
  if (settings.data?.enabled !== false) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {t('alerts.off')}{' '}
      <Link component={RouterLink} to="/controlPanel/propertyAlerts">
        {t('alerts.turnOn')}
      </Link>
    </Alert>
  );
}
