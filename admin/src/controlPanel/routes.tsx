import { Route, useParams } from 'react-router';
import accounts, { accountRoutes } from '../accounts';
import { SpecRoute } from '../SpecRoute';
import { ControlPanelFrame } from './ControlPanelFrame';
import { ControlPanelScreenRoute, SelectedSection } from './ControlPanelScreenRoute';
import { allScreens } from './nav/navGroups';

/** /controlPanel/accounts/{id}: the account entry form; id 0 is a new account (002 §2.4). */
function AccountEntry() {
  const { id } = useParams();
  return id === '0' ? (
    <SpecRoute resource="accounts" action="create" screen={accounts.create} />
  ) : (
    <SpecRoute resource="accounts" action="edit" screen={accounts.edit} />
  );
}

const accountsList = <SpecRoute resource="accounts" screen={accounts.list} />;

/**
 * The control panel's routes for the app's <CustomRoutes> (002 §2.4): /controlPanel/<path> of every screen of
 * the five groups, the account screens, and the selected section for /controlPanel and any unmatched path, all
 * inside the side navigation's frame.
 */
export const controlPanelRoutes = (
  <Route path="/controlPanel" element={<ControlPanelFrame />}>
    <Route index element={<SelectedSection />} />
    {allScreens.map((entry) => (
      <Route key={entry.path} path={entry.path} element={<ControlPanelScreenRoute entry={entry} />} />
    ))}
    {allScreens.some((entry) => entry.path === 'accounts') ? null : <Route path="accounts" element={accountsList} />}
    <Route path="accounts/:id" element={<AccountEntry />} />
    {accountRoutes}
    <Route path="*" element={<SelectedSection />} />
  </Route>
);
