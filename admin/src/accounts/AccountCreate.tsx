import { Create } from 'react-admin';
import { blankAccountFields } from '@landrecords/contracts/accounts/account';
import { AccountForm } from './AccountForm';
import { useAccountSaved } from './useAccountSaved';

/** /controlPanel/accounts/create (the spec's id 0): a new account with the form's defaults (002 §9). */
export function AccountCreate() {
  const onSuccess = useAccountSaved('added');
  return (
    <Create title="accounts.create.title" record={blankAccountFields()} mutationOptions={{ onSuccess }}>
      <AccountForm />
    </Create>
  );
}
