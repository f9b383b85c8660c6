import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { countyStaffRoles, managerRoles, type Role } from '@landrecords/contracts/codes';
import { useCurrentUser } from '../lib/session';
import { DeadEnd } from './DeadEnd';

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
  return <DeadEnd title={t('pageTitles.notAllowed')} text={t('pageTitles.notAllowedText')} />;
}
