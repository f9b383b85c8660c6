import { Box, Typography } from '@mui/material';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@landrecords/ui/document-title';
import { useCurrentUser } from '../lib/session';

/** A login-required route (000 §2): LOADING while the check runs, then the route or /login remembering it. */
function Loading() {
  const { t } = useTranslation();
  useDocumentTitle(t('pageTitles.loading'));
  return (
    <Box role="status" sx={{ p: 4 }}>
      <Typography>{t('common.loadingCaps')}</Typography>
    </Box>
  );
}

export function RequireLogin() {
  const location = useLocation();
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <Loading />;
  if (!user) return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}
