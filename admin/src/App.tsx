import { Admin, CustomRoutes, Resource, type I18nProvider } from 'react-admin';
import { Route, useParams } from 'react-router';
import { theme } from '@landrecords/ui/theme';
import accounts from './accounts';
import { alertsRoute } from './alerts';
import { auditorRoute } from './auditor';
import { controlPanelRoutes } from './controlPanel';
import { Dashboard } from './Dashboard';
import { efileReviewRoutes } from './efile';
import { NotAllowed, NotFound } from './layout/DeadEnd';
import { Layout } from './layout/Layout';
import { monitoringRoute } from './monitoring';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { queryClient } from './providers/queryClient';
import { reportRoutes } from './reports';
import { SpecRoute } from './SpecRoute';
import users, { UserPasswordEdit } from './users';

/** /userManager/{id}: the user entry form; id 0 is a new user (002 §2.3). */
function UserEntry() {
  const { id } = useParams();
  return id === '0' ? (
    <SpecRoute resource="users" action="create" screen={users.create} />
  ) : (
    <SpecRoute resource="users" action="edit" screen={users.edit} />
  );
}

const userPassword = <SpecRoute resource="users" action="edit" screen={UserPasswordEdit} />;

/**
 * The administration app (DESIGN §1): react-admin on the portal's session, theme and header. Each resource is a
 * folder whose index.ts wires its screens (react-admin's demo); the spec's routes (000 §2, 002 §2.3, §2.4) open
 * the same screens at the addresses the portal links to: /userManager, /userManager/{id} (0: a new user),
 * /userManager/UserPassword/{id}, and the control panel's /controlPanel/<section> with its side navigation, the
 * accounts among them (controlPanel/routes.tsx), the reports at /reports/<name> (reports/routes.tsx), and the
 * server's health at /monitoring (TRIMIN). Hash routes:
 * /admin/#/userManager.
 */
export function App({ i18nProvider }: { i18nProvider: I18nProvider }) {
  return (
    <Admin
      dataProvider={dataProvider}
      queryClient={queryClient}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      theme={theme}
      layout={Layout}
      dashboard={Dashboard}
      catchAll={NotFound}
      accessDenied={NotAllowed}
      requireAuth
      disableTelemetry
    >
      <Resource name="users" {...users} />
      <Resource name="accounts" {...accounts} />
      <CustomRoutes>
        <Route path="/userManager" element={<SpecRoute resource="users" screen={users.list} />} />
        <Route path="/userManager/UserPassword/:id" element={userPassword} />
        <Route path="/userManager/userPassword/:id" element={userPassword} />
        <Route path="/userManager/:id" element={<UserEntry />} />
        {controlPanelRoutes}
        {monitoringRoute}
        {auditorRoute}
        {reportRoutes}
        {efileReviewRoutes}
        {alertsRoute}
      </CustomRoutes>
    </Admin>
  );
}
