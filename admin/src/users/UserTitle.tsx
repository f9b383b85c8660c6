import { useRecordContext, useTranslate } from 'react-admin';
import type { UserRecord } from '@landrecords/contracts/users/user';

/** The page title: the user's name, or New User. */
export function UserTitle() {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  return (
    <span>
      {record?.id ? translate('users.editTitle', { username: record.username }) : translate('users.createTitle')}
    </span>
  );
}
