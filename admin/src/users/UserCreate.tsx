import { Create, Loading, useNotify, useRedirect } from 'react-admin';
import { Alert } from '@mui/material';
import type { UserRecord } from '@landrecords/contracts/users/user';
import { userAdminMessages as um } from '@landrecords/contracts/users/messages';
import { UserForm } from './UserForm';
import { UserTitle } from './UserTitle';
import { useServerMessage } from './useServerMessage';
import { useUserTemplate, type UserTemplate } from './useUserTemplate';

/** A new user starts on the first allowable account, role USER (002 §6), as the server's template says. */
const newUserOf = ({
  allowableRoles: _roles,
  allowableAccounts: _accounts,
  id: _id,
  status: _status,
  ...fields
}: UserTemplate) => ({
  username: '',
  password: '',
  passwordConfirm: '',
  firstName: '',
  lastName: '',
  company: '',
  address: '',
  city: '',
  state: '',
  zip: '',
  email: '',
  phone: '',
  ...fields,
});

/** /userManager/0: the New user form. */
export function UserCreate() {
  const { data: template, error } = useUserTemplate();
  const notify = useNotify();
  const redirect = useRedirect();
  const { say, sayError } = useServerMessage();
  if (error) return <Alert severity="warning">{sayError(error)}</Alert>;
  if (!template) return <Loading />;
  return (
    <Create<UserRecord>
      title={<UserTitle />}
      record={newUserOf(template)}
      redirect="list"
      mutationOptions={{
        // Given onSuccess, react-admin leaves the redirect to it (002 §4: back to the list after a save).
        onSuccess: (user: UserRecord) => {
          notify(say(um.added({ username: user.username })), { type: 'info' });
          redirect('list', 'users');
        },
        onError: (failure: unknown) => notify(sayError(failure), { type: 'warning' }),
      }}
    >
      <UserForm template={template} isNew />
    </Create>
  );
}
