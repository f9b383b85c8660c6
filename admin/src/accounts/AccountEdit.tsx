import { Edit, useRecordContext, useTranslate } from 'react-admin';
import { AccountForm } from './AccountForm';
import { useAccountSaved } from './useAccountSaved';
import type { AccountRow } from './types';

function AccountTitle() {
  const record = useRecordContext<AccountRow>();
  const translate = useTranslate();
  return <>{translate('accounts.edit.title', { name: record?.name ?? '' })}</>;
}

/** /controlPanel/accounts/{id}: the account entry form of an existing account. */
export function AccountEdit() {
  const onSuccess = useAccountSaved('saved');
  return (
    <Edit title={<AccountTitle />} mutationMode="pessimistic" mutationOptions={{ onSuccess }}>
      <AccountForm />
    </Edit>
  );
}
