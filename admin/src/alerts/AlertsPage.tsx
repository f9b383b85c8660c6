import { Loading, Title, usePermissions } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { Box, Typography } from '@mui/material';
import { NotAllowed } from '../layout/DeadEnd';
import { alertsStaffRoles } from './api';
import { AlertsSummary } from './AlertsSummary';
import { OffNotice } from './OffNotice';
import { PersonSearch } from './PersonSearch';

/**
 * /alerts: property alerts for county staff (issue 29), TRIMIN and COUNTY (the server refuses anyone else): how
 * many people watch how many things, the alerts sent each day, and a person's watches found by email.
 */
export default function AlertsPage() {
  const { permissions, isPending } = usePermissions<string>();
  if (isPending) return <Loading />;
  if (!permissions || !alertsStaffRoles.includes(permissions)) return <NotAllowed />;
  return <Alerts />;
}

function Alerts() {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth: '60rem' }}>
      <Title title={t('alerts.title')} />
      <Typography sx={{ mb: 2 }}>{t('alerts.explain')}</Typography>
      <OffNotice />
      <AlertsSummary />
      <PersonSearch />
    </Box>
  );
}
