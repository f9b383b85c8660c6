import PeopleIcon from '@mui/icons-material/People';
import type { UserRecord } from '@landrecords/contracts/users/user';
import { UserCreate } from './UserCreate';
import { UserEdit } from './UserEdit';
import { UserList } from './UserList';

/** The user manager (002 §2.3) as react-admin's `users` resource: `<Resource name="users" {...users} />`. */
export default {
  list: UserList,
  edit: UserEdit,
  create: UserCreate,
  icon: PeopleIcon,
  recordRepresentation: (user: UserRecord) => user.username,
};

export { UserPasswordEdit } from './UserPasswordEdit';
