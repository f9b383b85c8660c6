import { Link, Typography } from '@mui/material';
import { Link as RouterLink, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { countyStaffRoles, managerRoles, type Role } from '@landrecords/contracts/codes';
import { PageTitle } from '../components/PageTitle';
import { useCurrentUser } from '../lib/session';

/**
 * A route for some roles only (000 §6: Reports and User Manager for TRIMIN, COUNTY and ACCOUNT; the Control
 * Panel for TRIMIN and COUNTY). Inside RequireLogin: anyone else typing the address is told so here and
 * offered the home page, instead of being sent into the administration app.
 */
export function RequireRole({ roles }: { roles: readonly Role[] }) {
  const { data: user } = useCurrentUser();
  if (user && roles.includes(user.role)) return <Outlet />;
  return <NotAllowed />;
}

export const ManagersOnly = () => <RequireRole roles={managerRoles} />;
export const CountyStaffOnly = () => <RequireRole roles={countyStaffRoles} />;

function NotAllowed() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('pageTitles.notAllowed')}</PageTitle>
      <Typography sx={{ mb: 2 }}>{t('pageTitles.notAllowedText')}</Typography>
      <Typography>
        <Link component={RouterLink} to="/home">
          {t('notFound.home')}
        </Link>
      </Typography>
    </>
  );
}
