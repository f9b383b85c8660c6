import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import type { AccountRow } from './types';
import { AccountCreate } from './AccountCreate';
import { AccountEdit } from './AccountEdit';
import { AccountList } from './AccountList';

export { accountRoutes } from './routes';

/** The accounts resource (002 §2.4 Account Admin), as the app's <Resource name="accounts" {...accounts} /> takes it. */
export default {
  list: AccountList,
  edit: AccountEdit,
  create: AccountCreate,
  icon: AccountBalanceIcon,
  recordRepresentation: (record: AccountRow) => record.name,
};
