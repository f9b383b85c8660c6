import { Link } from 'react-router';
import { Button, useRecordContext } from 'react-admin';
import KeyIcon from '@mui/icons-material/Key';
import type { UserRecord } from '@landrecords/contracts/users/user';

/** The Reset Password form of this user (000 §2: /userManager/UserPassword/{id}). */
export function UserPasswordButton() {
  const record = useRecordContext<UserRecord>();
  if (!record) return null;
  return (
    <Button
      component={Link}
      to={`/userManager/UserPassword/${record.id}`}
      label="users.actions.password"
      onClick={(event) => event.stopPropagation()}
    >
      <KeyIcon />
    </Button>
  );
}
