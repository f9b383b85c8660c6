import { History } from '../history';
import { AccountScreen, useAccountParams } from './AccountScreen';

/** The account's change history (who, when, from where, what changed), on its own page beside the other screens. */
export function AccountHistory() {
  const { id } = useAccountParams();
  return (
    <AccountScreen title="accounts.history.title">
      <History resource="accounts" id={id} />
    </AccountScreen>
  );
}
