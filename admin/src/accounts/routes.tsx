import { Route } from 'react-router';
import { AccountHistory } from './AccountHistory';
import { AccountTasks } from './AccountTasks';
import { DocumentTypes } from './DocumentTypes';
import { FlatFeeUsage } from './FlatFeeUsage';
import { PageAccess } from './PageAccess';

/**
 * The account screens of 002 §2.4 for the app's <CustomRoutes>, under its `/controlPanel` route (useAccountPaths
 * links to them there): accountPageAccess, accountReload, accountDocTypes and accountTasks /{id}/{name}, and the
 * account's history.
 */
export const accountRoutes = [
  <Route key="accountPageAccess" path="accountPageAccess/:id/:name" element={<PageAccess />} />,
  <Route key="accountReload" path="accountReload/:id/:name" element={<FlatFeeUsage />} />,
  <Route key="accountDocTypes" path="accountDocTypes/:id/:name" element={<DocumentTypes />} />,
  <Route key="accountTasks" path="accountTasks/:id/:name" element={<AccountTasks />} />,
  <Route key="accountHistory" path="accountHistory/:id/:name" element={<AccountHistory />} />,
];
