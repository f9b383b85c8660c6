import { lazy } from 'react';
import type { ControlPanelScreen } from '../screens';
import { commonScreen, searchScreens } from './settings/index';

const screen = (path: string, load: () => Promise<{ default: React.ComponentType }>): ControlPanelScreen => ({
  path,
  label: `controlPanel.webPages.screens.${path}`,
  screen: lazy(load),
});

/** The webPages group's screens, in the side navigation's order (002 §2.4). */
export const webPagesScreens: ControlPanelScreen[] = [
  commonScreen,
  screen('loginPageLinks', () => import('./LoginPageLinks')),
  screen('loginPageLatestNews', () => import('./LoginPageLatestNews')),
  screen('loginPageSlides', () => import('./LoginPageSlides')),
  screen('loginPageRegistration', () => import('./LoginPageRegistration')),
  screen('homeLatestNews', () => import('./LatestNews')),
  screen('homeExternalLinks', () => import('./ExternalLinks')),
  screen('homeNotableDates', () => import('./NotableDates')),
  screen('homeSelections', () => import('./HomeSelections')),
  screen('propertyAlerts', () => import('./PropertyAlerts')),
  ...searchScreens,
];
