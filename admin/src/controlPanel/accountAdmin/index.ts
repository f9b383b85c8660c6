import { lazy } from 'react';
import type { ControlPanelScreen } from '../screens';

/** The accountAdmin group's screens, in the side navigation's order (002 §2.4). */
export const accountAdminScreens: ControlPanelScreen[] = [
  {
    path: 'accounts',
    label: 'controlPanel.accountAdmin.accounts.title',
    screen: lazy(() => import('./AccountsList')),
  },
  {
    path: 'auditLogPurgeSchedule',
    label: 'controlPanel.accountAdmin.auditLogPurge.title',
    screen: lazy(() => import('./AuditLogPurgeSchedule')),
  },
];
