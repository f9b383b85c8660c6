import { createElement, lazy } from 'react';
import { Route } from 'react-router';

const AuditorPage = lazy(() => import('./AuditorPage'));

/** /auditor (hash route /admin/#/auditor): the auditor's view for TRIMIN and COUNTY (issue 26); App.tsx mounts it. */
export const auditorRoute = createElement(Route, {
  key: 'auditor',
  path: '/auditor',
  element: createElement(AuditorPage),
});
