import { lazy } from 'react';
import type { ControlPanelScreen } from '../screens';

const technical = (path: string, screen: ControlPanelScreen['screen']): ControlPanelScreen => ({
  path,
  label: `controlPanel.technical.${path}`,
  screen,
  triminOnly: true,
});

/** The technical group's screens, in the side navigation's order (002 §2.4): TRIMIN only. */
export const technicalScreens: ControlPanelScreen[] = [
  technical(
    'efile',
    lazy(() => import('./Efile')),
  ),
  technical(
    'languages',
    lazy(() => import('./Languages')),
  ),
  technical(
    'recordsIndex',
    lazy(() => import('./RecordsIndex')),
  ),
  technical(
    'performanceMonitoring',
    lazy(() => import('./PerformanceMonitoring')),
  ),
  technical(
    'reloadConfiguration',
    lazy(() => import('./ReloadConfiguration')),
  ),
  technical(
    'LandSharkOneAccountsUsers',
    lazy(() => import('./LandSharkOneAccountsUsers')),
  ),
  technical(
    'LandSharkOneAuditLog',
    lazy(() => import('./LandSharkOneAuditLog')),
  ),
];
