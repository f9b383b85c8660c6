import { Admin, CustomRoutes, Resource, type I18nProvider } from 'react-admin';
import { Route, useParams } from 'react-router';
import { theme } from '@landrecords/ui/theme';
import accounts, { accountRoutes } from './accounts';
import { Dashboard } from './Dashboard';
import { NotAllowed, NotFound } from './layout/DeadEnd';
import { Layout } from './layout/Layout';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
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

/** /controlPanel/accounts/{id}: the account entry form; id 0 is a new account (002 §2.4). */
function AccountEntry() {
  const { id } = useParams();
  return id === '0' ? (
    <SpecRoute resource="accounts" action="create" screen={accounts.create} />
  ) : (
    <SpecRoute resource="accounts" action="edit" screen={accounts.edit} />
  );
}

const userPassword = <SpecRoute resource="users" action="edit" screen={UserPasswordEdit} />;

/**
 * The administration app (DESIGN §1): react-admin on the portal's session, theme and header. Each resource is a
 * folder whose index.ts wires its screens (react-admin's demo); the spec's routes (000 §2, 002 §2.3, §2.4) open
 * the same screens at the addresses the portal links to: /userManager, /userManager/{id} (0: a new user),
 * /userManager/UserPassword/{id}, /controlPanel, /controlPanel/accounts, /controlPanel/accounts/{id} (0: a new
 * account) and the account screens under it. Hash routes: /admin/#/userManager.
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
        <Route path="/controlPanel" element={<SpecRoute resource="accounts" screen={accounts.list} />} />
        <Route path="/controlPanel/accounts" element={<SpecRoute resource="accounts" screen={accounts.list} />} />
        <Route path="/controlPanel/accounts/:id" element={<AccountEntry />} />
        <Route path="/controlPanel">{accountRoutes}</Route>
      </CustomRoutes>
    </Admin>
  );
}
