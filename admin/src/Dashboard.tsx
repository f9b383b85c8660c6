import { Navigate } from 'react-router';
import { Loading, usePermissions } from 'react-admin';
import { countyStaffRoles, type Role } from '@landrecords/contracts/codes';

/** The app's own address (/admin/) opens the screen of the user's first tab: the control panel, else the user manager. */
export function Dashboard() {
  const { permissions, isPending } = usePermissions<Role>();
  if (isPending) return <Loading />;
  return (
    <Navigate to={permissions && countyStaffRoles.includes(permissions) ? '/controlPanel' : '/userManager'} replace />
  );
}
