import { declare } from '../message';

/** What the user manager answers (002 §7 User Manager); the spec names the actions but not these words. */
export const userAdminMessages = {
  noSuchUser: declare('USER_NO_SUCH_USER', 'There is no such user.'),
  exists: declare('USER_EXISTS', 'This user already exists.'),
  usernameTaken: declare('USER_USERNAME_TAKEN', 'That username is already taken. Choose another.'),
  notActive: declare('USER_NOT_ACTIVE', 'This user is not active. Activate the user before changing it.'),
  statusOnly: declare('USER_STATUS_ONLY', 'A user can only be activated or deactivated.'),
  onlyActiveDeactivated: declare('USER_ONLY_ACTIVE_DEACTIVATED', 'Only an active user can be deactivated.'),
  noAccessToAccount: declare('USER_NO_ACCESS_TO_ACCOUNT', 'You do not have access to this account.'),
  roleNotAllowed: declare('USER_ROLE_NOT_ALLOWED', 'You may not give this user type.'),
  sortField: declare('USER_SORT_FIELD', ({ field }: { field: string }) => `Users cannot be sorted by ${field}.`),
  protectedDocuments: declare('USER_PROTECTED_DOCUMENTS', 'Only county staff may set View Protected Documents.'),
  usernameFixed: declare('USER_USERNAME_FIXED', 'The username cannot be changed.'),
  inactiveAccount: declare('USER_INACTIVE_ACCOUNT', 'This account is not active. Choose an active account.'),
  added: declare('USER_ADDED', ({ username }: { username: string }) => `User ${username} added.`),
  saved: declare('USER_SAVED', ({ username }: { username: string }) => `User ${username} saved.`),
  selfDeactivate: declare('USER_SELF_DEACTIVATE', 'You cannot deactivate yourself.'),
  selfDelete: declare('USER_SELF_DELETE', 'You cannot delete yourself.'),
  usernameMismatch: declare('USER_USERNAME_MISMATCH', 'The username does not match this user.'),
  activated: declare('USER_ACTIVATED', ({ username }: { username: string }) => `User ${username} activated.`),
  deactivated: declare('USER_DEACTIVATED', ({ username }: { username: string }) => `User ${username} deactivated.`),
  deleted: declare('USER_DELETED', ({ username }: { username: string }) => `User ${username} deleted.`),
  passwordUpdated: declare(
    'USER_PASSWORD_UPDATED',
    ({ username }: { username: string }) => `Password updated for ${username}.`,
  ),
} as const;
