import { DeleteWithConfirmButton, useNotify, useRedirect, useRecordContext } from 'react-admin';
import type { UserRecord } from '@landrecords/contracts/users/user';
import { userAdminMessages as um } from '@landrecords/contracts/users/messages';
import { useServerMessage } from './useServerMessage';

/** Delete, asked as 002 §4 words it: "Delete User {username}?" in the list, "Delete user?" in the form. */
export function UserDeleteButton({ inForm = false }: { inForm?: boolean }) {
  const record = useRecordContext<UserRecord>();
  const notify = useNotify();
  const redirect = useRedirect();
  const { say, sayError } = useServerMessage();
  if (!record) return null;
  return (
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      redirect="list"
      confirmTitle={inForm ? 'users.delete.formQuestion' : 'users.delete.listQuestion'}
      confirmContent={null}
      titleTranslateOptions={{ username: record.username }}
      mutationOptions={{
        onSuccess: () => {
          notify(say(um.deleted({ username: record.username })), { type: 'info' });
          redirect('list', 'users');
        },
        onError: (error: unknown) => notify(sayError(error), { type: 'warning' }),
      }}
    />
  );
}
