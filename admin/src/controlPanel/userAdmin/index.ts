import { lazy } from 'react';
import type { ControlPanelScreen } from '../screens';

/** The userAdmin group's screens, in the side navigation's order (002 §2.4). */
export const userAdminScreens: ControlPanelScreen[] = [
  {
    path: 'userAccess',
    label: 'controlPanel.userAdmin.userAccess.title',
    screen: lazy(() => import('./UserAccess')),
  },
  {
    path: 'userLockout',
    label: 'controlPanel.userAdmin.lockout.title',
    screen: lazy(() => import('./UserLockout')),
  },
  {
    path: 'userLockout2',
    label: 'controlPanel.userAdmin.lockout2.title',
    screen: lazy(() => import('./EndUserSessions')),
  },
  {
    path: 'userPurgeNow',
    label: 'controlPanel.userAdmin.purgeNow.title',
    screen: lazy(() => import('./UserPurgeNow')),
  },
  {
    path: 'userPurgeSchedule',
    label: 'controlPanel.userAdmin.purge.title',
    screen: lazy(() => import('./UserPurgeSchedule')),
  },
];
