import { lazy } from 'react';
import type { ControlPanelScreen } from '../../screens';

/** Web Pages › common (002 §2.4): first in the group. */
export const commonScreen: ControlPanelScreen = {
  path: 'common',
  label: 'controlPanel.settings.common.title',
  screen: lazy(() => import('./CommonSettings')),
};

/** Web Pages › search (Search 1), search2 (Search 2) and reports: last in the group, in this order. */
export const searchScreens: ControlPanelScreen[] = [
  { path: 'search', label: 'controlPanel.settings.search.title', screen: lazy(() => import('./SearchSettings')) },
  { path: 'search2', label: 'controlPanel.settings.search2.title', screen: lazy(() => import('./Search2Settings')) },
  { path: 'reports', label: 'controlPanel.settings.reports.title', screen: lazy(() => import('./ReportsSettings')) },
];
