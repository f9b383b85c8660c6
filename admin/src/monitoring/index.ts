import { createElement, lazy } from 'react';
import { Route } from 'react-router';

const MonitoringPage = lazy(() => import('./MonitoringPage'));

/** /monitoring (hash route /admin/#/monitoring): the server's health for TRIMIN; App.tsx mounts it. */
export const monitoringRoute = createElement(Route, {
  key: 'monitoring',
  path: '/monitoring',
  element: createElement(MonitoringPage),
});
