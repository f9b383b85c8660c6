import { createBrowserRouter, type RouteObject } from 'react-router';
import { loadLaterEnglish } from '../lib/i18n';
import { routerBasePath } from '../lib/product';
import { RequireLogin } from './RequireLogin';
import { RootLayout } from './RootLayout';
import { ToAdmin } from './ToAdmin';

/** Each screen is its own chunk, loaded when its route is first visited, with the rest of the English catalog. */
const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const [screen] = await Promise.all([load(), loadLaterEnglish()]);
    return { Component: screen.default };
  },
});

const login = page(() => import('../features/auth/LoginPage'));

/** The routes of 000 §2 with their access rules. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // While the first screen's code loads: an empty page rather than a word that the screen then replaces.
    HydrateFallback: () => null,
    children: [
      { index: true, ...login },
      { path: 'login', ...login },
      { path: 'home', ...page(() => import('../features/home/HomePage')) },
      { path: 'register', ...page(() => import('../features/auth/RegisterPage')) },
      { path: 'passwordReset/:ticket', ...page(() => import('../features/auth/PasswordResetPage')) },
      { path: 'CompleteRegistration/:ticket', ...page(() => import('../features/auth/CompleteRegistrationPage')) },
      { path: 'forgotUsername', ...page(() => import('../features/auth/ForgotUsernamePage')) },
      { path: 'forgotPassword', ...page(() => import('../features/auth/ForgotPasswordPage')) },
      { path: 'efile', ...page(() => import('../features/efile/EfilePage')) },
      // Property alerts (issue 29): the sign-up and the emails' links, for anyone.
      { path: 'alerts', ...page(() => import('../features/alerts/AlertsPage')) },
      { path: 'alerts/confirm/:token?', ...page(() => import('../features/alerts/ConfirmAlertsPage')) },
      { path: 'alerts/unsubscribe/:token?', ...page(() => import('../features/alerts/UnsubscribeAlertsPage')) },
      {
        element: <RequireLogin />,
        children: [
          { path: 'search/*', ...page(() => import('./SearchRoute')) },
          // 001 §2.1 deep links: portal pages that run the search (a signed-out visitor signs in and comes back).
          { path: 'externalsearch/:kind/:id', ...page(() => import('../features/search/deep-links/DeepLinkPage')) },
          { path: 'purchases', ...page(() => import('../features/purchases/PurchasesPage')) },
          { path: 'alerts/mine', ...page(() => import('../features/alerts/MyAlertsPage')) },
          // 000 §6: the administration app's routes for their roles only (the role lists load with them).
          {
            lazy: async () => ({ Component: (await import('./RequireRole')).ManagersOnly }),
            children: [
              { path: 'reports', element: <ToAdmin /> },
              { path: 'userManager/*', element: <ToAdmin /> },
            ],
          },
          {
            lazy: async () => ({ Component: (await import('./RequireRole')).CountyStaffOnly }),
            children: [{ path: 'controlPanel', element: <ToAdmin /> }],
          },
        ],
      },
      { path: '*', ...page(() => import('./NotFoundPage')) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes, { basename: routerBasePath() });
