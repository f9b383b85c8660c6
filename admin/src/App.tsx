import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router';
import { theme } from '@landrecords/ui/theme';
import accounts, { accountRoutes } from './accounts';
import { Dashboard } from './Dashboard';
import { Layout } from './layout/Layout';
import { NotFound } from './layout/DeadEnd';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { SpecRoute } from './SpecRoute';
import type { I18nProvider } from 'react-admin';

/**
 * The administration app (DESIGN §1): react-admin on the portal's session, theme and header. Each resource is a
 * folder whose index.ts wires its screens (react-admin's demo); the spec's routes (000 §2, 002 §2.3, §2.4) open
 * the same screens by the addresses the portal links to: /userManager, /userManager/{id} (0: a new user),
 * /userManager/UserPassword/{id}, /controlPanel.
 */
export function App({ i18nProvider }: { i18nProvider: I18nProvider }) {
  return (
    <Admin
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      theme={theme}
      layout={Layout}
      dashboard={Dashboard}
      catchAll={NotFound}
      requireAuth
      disableTelemetry
    >
      <Resource name="accounts" {...accounts} />
      <CustomRoutes>
        <Route path="/controlPanel" element={<SpecRoute resource="accounts" screen={accounts.list} />} />
        <Route path="/controlPanel">{accountRoutes}</Route>
      </CustomRoutes>
    </Admin>
  );
}
