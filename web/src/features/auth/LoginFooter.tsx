import { Box, Link, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { version as clientVersion } from '../../../package.json';
import { usePortalSettings } from '../../lib/session';
import { productVersions } from './api';

const FIRST_YEAR = 2022;

/**
 * The login page's footer (002 §9): the portal's version, the server's product versions and the copyright years;
 * ours: the property alerts' sign-up when the county offers it (issue 29).
 */
export function LoginFooter() {
  const { t } = useTranslation();
  const { data: settings } = usePortalSettings();
  const versions = useQuery({ queryKey: ['productVersions'], queryFn: productVersions, staleTime: Infinity });
  const server = (versions.data?.productVersions ?? []).map((entry) => `${entry.code} ${entry.description}`).join(', ');
  return (
    <Box component="footer" sx={{ mt: 4, color: 'text.secondary', textAlign: 'center' }}>
      {settings?.propertyAlerts && (
        <Typography sx={{ mb: 2 }}>
          <Link component={RouterLink} to="/alerts">
            {t('propertyAlerts.loginLink')}
          </Link>
        </Typography>
      )}
      <Typography variant="body2">{t('footer.versions', { client: clientVersion, server: server || '-' })}</Typography>
      <Typography variant="body2">
        {t('footer.copyright', { from: FIRST_YEAR, to: new Date().getFullYear() })}
      </Typography>
    </Box>
  );
}
