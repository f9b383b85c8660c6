import { Edit, useRecordContext, useTranslate } from 'react-admin';
import { AccountForm } from './AccountForm';
import type { AccountRow } from './types';

function AccountTitle() {
  const record = useRecordContext<AccountRow>();
  const translate = useTranslate();
  return <>{translate('accounts.edit.title', { name: record?.name ?? '' })}</>;
}

/** /controlPanel/accounts/{id}: the account entry form of an existing account. */
export function AccountEdit() {
  return (
    <Edit title={<AccountTitle />} mutationMode="pessimistic" redirect="list">
      <AccountForm />
    </Edit>
  );
}
