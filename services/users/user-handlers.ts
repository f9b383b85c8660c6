import type { FastifyRequest } from 'fastify';
import type { UserStatus } from '@landrecords/contracts/codes';
import type { UserListRequest, UserRecord } from '@landrecords/contracts/users/user';
import { hashPassword } from './password';
import { endSessionsOfUser } from '../platform/sessions/store';
import type { Queryable } from '@landrecords/projections/platform/database';
import { UserFacingError } from '../platform/http/errors';
import { metadataOf } from '../platform/http/request-metadata';
import { accountIdsOf, assertUserInScope, callerScope, noSuchUser, type CallerScope } from './scope';
import { changePassword, changeUserStatus, deleteUser } from './user.commands';
import { findUser, listUsers, type UserQuery } from '@landrecords/projections/users/index';
import { userAdminMessages as um } from '@landrecords/contracts/users/messages';
import type { Message } from '@landrecords/contracts/message';

/**
 * What the user manager's calls and the REST resource both do, with the caller's scope enforced here, once:
 * a manager reaches only the users of its allowable accounts and user types, and only county staff see View
 * Protected Documents.
 */
export const scopeOf = (db: Queryable, request: FastifyRequest) => callerScope(db, request.session!);

export const handlerMessages = {
  noSuchUser,
  username: um.usernameMismatch,
} as const;

/** A user as this caller may see it. */
export function shownTo(scope: CallerScope, user: UserRecord): Partial<UserRecord> {
  if (scope.canSeeProtected) return user;
  const { viewJudicialProtection: _hidden, ...visible } = user;
  return visible;
}

export async function userInScope(db: Queryable, scope: CallerScope, userId: number): Promise<UserRecord> {
  const user = await findUser(db, userId);
  if (!user) throw new UserFacingError(handlerMessages.noSuchUser, 404);
  assertUserInScope(scope, user);
  return user;
}

/** The list of the screen's filters, narrowed to the caller's accounts and user types. */
export async function scopedUsers(
  db: Queryable,
  scope: CallerScope,
  request: UserListRequest,
  page: Pick<UserQuery, 'sort' | 'range' | 'ids'> = {},
) {
  const allowed = accountIdsOf(scope);
  const accountIds = request.accountId ? allowed.filter((id) => id === request.accountId) : allowed;
  const statusType = request.includeInactive === false ? 'A' : request.statusType;
  const { rows, total } = await listUsers(db, {
    filterText: request.filterText,
    statusType,
    accountIds,
    roles: scope.allowableRoles,
    ...page,
  });
  return { rows: rows.map((user) => shownTo(scope, user)), total };
}

const refuseSelf = (scope: CallerScope, userId: number, what: Message) => {
  if (scope.userId === userId) throw new UserFacingError(what, 403);
};

/** Activate or deactivate (002 §4: deactivate only an active user); nobody deactivates itself. */
export async function setUserStatus(
  db: Queryable,
  request: FastifyRequest,
  scope: CallerScope,
  userId: number,
  status: UserStatus,
) {
  const user = await userInScope(db, scope, userId);
  if (status === 'I') refuseSelf(scope, userId, um.selfDeactivate);
  await changeUserStatus(db, userId, status, 'manager', metadataOf(request));
  return { status, message: (status === 'A' ? um.activated : um.deactivated)({ username: user.username }) };
}

/** The list's and the form's Activate or Deactivate button: whichever the user's status offers. */
export async function toggleUserStatus(db: Queryable, request: FastifyRequest, scope: CallerScope, userId: number) {
  const user = await userInScope(db, scope, userId);
  return setUserStatus(db, request, scope, userId, user.status === 'A' ? 'I' : 'A');
}

export async function removeUser(db: Queryable, request: FastifyRequest, scope: CallerScope, userId: number) {
  const user = await userInScope(db, scope, userId);
  refuseSelf(scope, userId, um.selfDelete);
  await deleteUser(db, userId, 'manager', metadataOf(request));
  return { user, message: um.deleted({ username: user.username }) };
}

/** A manager's new password for a user, who is signed out everywhere in the same transaction. */
export async function resetUserPassword(
  db: Queryable,
  request: FastifyRequest,
  scope: CallerScope,
  reset: { id: number; username?: string | undefined; password: string },
) {
  const user = await userInScope(db, scope, reset.id);
  if (reset.username && reset.username.toLowerCase() !== user.username.toLowerCase()) {
    throw new UserFacingError(handlerMessages.username);
  }
  const passwordHash = await hashPassword(reset.password);
  await db.transaction(async (tx) => {
    await changePassword(tx, user.id, passwordHash, 'manager', metadataOf(request));
    await endSessionsOfUser(tx, String(user.id));
  });
  return { message: um.passwordUpdated({ username: user.username }) };
}

/** A new user's form: the first allowable account and role USER (002 §6), with the lists the form offers. */
export const newUserTemplate = (scope: CallerScope) => ({
  id: 0,
  username: '',
  role: 'USER',
  accountId: scope.allowableAccounts[0]?.id ?? 0,
  accountName: scope.allowableAccounts[0]?.name ?? '',
  ...(scope.canSeeProtected ? { viewJudicialProtection: false } : {}),
  firstName: '',
  lastName: '',
  company: '',
  address: '',
  city: '',
  state: '',
  zip: '',
  email: '',
  phoneFormatType: 'STANDARD',
  phone: '',
  status: 'A',
  allowableRoles: scope.allowableRoles,
  allowableAccounts: scope.allowableAccounts,
});
