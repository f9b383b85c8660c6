import { Box } from '@mui/material';
import { Suspense } from 'react';
import { Loading, usePermissions } from 'react-admin';
import { Outlet, useLocation } from 'react-router';
import { countyStaffRoles, type Role } from '@landrecords/contracts/codes';
import { NotAllowed } from '../layout/DeadEnd';
import { ControlPanelNav } from './nav/ControlPanelNav';
import { allScreens, navGroups } from './nav/navGroups';
import { selectedSection } from './nav/selectedSection';

/** The account screens under /controlPanel that belong to the Account Admin group's accounts entry. */
const accountPaths = new Set([
  'accounts',
  'accountPageAccess',
  'accountReload',
  'accountDocTypes',
  'accountTasks',
  'accountHistory',
]);

/** Which side navigation entry the path shows: its own, the accounts entry's, else the selected section. */
export function currentEntry(pathname: string): string {
  const first = /^\/controlPanel\/([^/]+)/.exec(pathname)?.[1];
  if (first && allScreens.some((screen) => screen.path === first)) return first;
  if (first && accountPaths.has(first)) return 'accounts';
  return selectedSection();
}

/**
 * Every /controlPanel screen (002 §2.4): the side navigation in its groups beside the screen, for TRIMIN and
 * COUNTY (the Technical group for TRIMIN only).
 */
export function ControlPanelFrame() {
  const { permissions: role, isPending } = usePermissions<Role>();
  const { pathname } = useLocation();
  if (isPending) return <Loading />;
  if (!role || !countyStaffRoles.includes(role)) return <NotAllowed />;
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: { md: 3 }, alignItems: 'stretch' }}>
      <ControlPanelNav groups={navGroups(role)} current={currentEntry(pathname)} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
