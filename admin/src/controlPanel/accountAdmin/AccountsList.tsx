import accounts from '../../accounts';
import { SpecRoute } from '../../SpecRoute';

/** The Account Admin group's first entry: the accounts list of the accounts screens (002 §2.4 /controlPanel/accounts). */
export default function AccountsList() {
  return <SpecRoute resource="accounts" screen={accounts.list} />;
}
