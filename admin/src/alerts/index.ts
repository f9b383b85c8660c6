import { createElement, lazy } from 'react';
import { Route } from 'react-router';

const AlertsPage = lazy(() => import('./AlertsPage'));

/** /alerts (hash route /admin/#/alerts): property alerts for county staff (issue 29); App.tsx mounts it. */
export const alertsRoute = createElement(Route, {
  key: 'alerts',
  path: '/alerts',
  element: createElement(AlertsPage),
});
