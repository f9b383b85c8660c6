import { Edit, Loading, useNotify, useRecordContext, useRedirect } from 'react-admin';
import { Alert } from '@mui/material';
import type { UserRecord } from '@landrecords/contracts/users/user';
import { userAdminMessages as um } from '@landrecords/contracts/users/messages';
import { History } from '../history';
import { UserForm } from './UserForm';
import { UserTitle } from './UserTitle';
import { useServerMessage } from './useServerMessage';
import { useUserTemplate } from './useUserTemplate';

function UserHistory() {
  const record = useRecordContext<UserRecord>();
  return record ? <History resource="users" id={record.id} /> : null;
}

/**
 * /userManager/{id}: an existing user's entry form, and below it the user's change history. A user the caller
 * may not manage (another account's, opened by URL) is the server's "There is no such user.", and the list.
 */
export function UserEdit() {
  const { data: template, error } = useUserTemplate();
  const notify = useNotify();
  const redirect = useRedirect();
  const { say, sayError } = useServerMessage();
  if (error) return <Alert severity="warning">{sayError(error)}</Alert>;
  if (!template) return <Loading />;
  return (
    <Edit<UserRecord>
      title={<UserTitle />}
      mutationMode="pessimistic"
      redirect="list"
      queryOptions={{
        retry: false,
        onError: (failure: unknown) => {
          notify(sayError(failure), { type: 'warning' });
          redirect('list', 'users');
        },
      }}
      mutationOptions={{
        // Given onSuccess, react-admin leaves the redirect to it (002 §4: back to the list after a save).
        onSuccess: (user: UserRecord) => {
          notify(say(um.saved({ username: user.username })), { type: 'info' });
          redirect('list', 'users');
        },
        onError: (failure: unknown) => notify(sayError(failure), { type: 'warning' }),
      }}
    >
      <UserForm template={template} isNew={false} />
      <UserHistory />
    </Edit>
  );
}
