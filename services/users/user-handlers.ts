import type { FastifyRequest } from 'fastify';
import type { UserForm, UserListRequest, UserRecord } from '@landrecords/contracts/users/user';
import { hashPassword } from '../auth/password';
import { endSessionsOfUser } from '../auth/sessions';
import type { DatabasePool } from '../platform/database';
import { UserFacingError } from '../platform/http/errors';
import { metadataOf } from '../platform/http/request-metadata';
import {
  accountIdsOf,
  assertAccountInScope,
  assertRoleInScope,
  assertUserInScope,
  callerScope,
  type CallerScope,
} from './scope';
import { changePassword, changeUser, changeUserStatus, createUser, deleteUser } from './user.commands';
import { findUser, listUsers, type UserQuery } from './user.queries';

/**
 * What the user manager's calls and the REST resource both do, with the caller's scope enforced here, once:
 * an ACCOUNT administrator reaches only its own account's users and never View Protected Documents.
 */
export const scopeOf = (pool: DatabasePool, request: FastifyRequest) => callerScope(pool, request.session!);

/** A user as this caller may see it. */
export function shownTo(scope: CallerScope, user: UserRecord): Partial<UserRecord> {
  if (scope.canSeeProtected) return user;
  const { viewJudicialProtection: _hidden, ...visible } = user;
  return visible;
}

export async function userInScope(pool: DatabasePool, scope: CallerScope, userId: number): Promise<UserRecord> {
  const user = await findUser(pool, userId);
  if (!user) throw new UserFacingError('There is no such user.', 404);
  assertUserInScope(scope, user);
  return user;
}

/** The list of the screen's filters, narrowed to the caller's accounts. */
export async function scopedUsers(
  pool: DatabasePool,
  scope: CallerScope,
  request: UserListRequest,
  page: Omit<UserQuery, 'accountIds'> = {},
) {
  const allowed = accountIdsOf(scope);
  const accountIds = request.accountId ? allowed.filter((id) => id === request.accountId) : allowed;
  const statusType = request.includeInactive === false ? 'A' : request.statusType;
  const { rows, total } = await listUsers(pool, { filterText: request.filterText, statusType, accountIds, ...page });
  return { rows: rows.map((user) => shownTo(scope, user)), total };
}

export async function saveUser(
  pool: DatabasePool,
  request: FastifyRequest,
  scope: CallerScope,
  form: UserForm,
): Promise<UserRecord> {
  assertAccountInScope(scope, form.accountId);
  assertRoleInScope(scope, form.role);
  if (form.viewJudicialProtection !== undefined && !scope.canSeeProtected) {
    throw new UserFacingError('Only county staff may set View Protected Documents.', 403);
  }
  const metadata = metadataOf(request);
  const details = {
    role: form.role,
    accountId: form.accountId,
    firstName: form.firstName,
    lastName: form.lastName,
    company: form.company,
    address: form.address,
    city: form.city,
    state: form.state,
    zip: form.zip,
    email: form.email,
    phoneFormatType: form.phoneFormatType,
    phone: form.phone,
    ...(form.viewJudicialProtection === undefined ? {} : { viewJudicialProtection: form.viewJudicialProtection }),
  };
  if (form.id === 0) {
    const id = await createUser(
      pool,
      {
        ...details,
        viewJudicialProtection: form.viewJudicialProtection ?? false,
        username: form.username!.trim(),
        language: 'ENGLISH',
        passwordHash: await hashPassword(form.password!),
        status: 'A',
        source: 'manager',
      },
      metadata,
    );
    return (await findUser(pool, id))!;
  }
  await userInScope(pool, scope, form.id);
  await changeUser(pool, form.id, details, metadata);
  return (await findUser(pool, form.id))!;
}

const refuseSelf = (scope: CallerScope, userId: number, what: string) => {
  if (scope.userId === userId) throw new UserFacingError(`You cannot ${what} yourself.`, 403);
};

/** Deactivate an active user, activate any other (002 §4). */
export async function toggleUserStatus(
  pool: DatabasePool,
  request: FastifyRequest,
  scope: CallerScope,
  userId: number,
) {
  const user = await userInScope(pool, scope, userId);
  const status = user.status === 'A' ? 'I' : 'A';
  if (status === 'I') refuseSelf(scope, userId, 'deactivate');
  await changeUserStatus(pool, userId, status, 'manager', metadataOf(request));
  return { status, message: `User ${user.username} ${status === 'A' ? 'activated' : 'deactivated'}.` };
}

export async function removeUser(pool: DatabasePool, request: FastifyRequest, scope: CallerScope, userId: number) {
  const user = await userInScope(pool, scope, userId);
  refuseSelf(scope, userId, 'delete');
  await deleteUser(pool, userId, 'manager', metadataOf(request));
  return { user, message: `User ${user.username} deleted.` };
}

/** A manager's new password for a user, who is then signed out everywhere. */
export async function resetUserPassword(
  pool: DatabasePool,
  request: FastifyRequest,
  scope: CallerScope,
  userId: number,
  password: string,
) {
  const user = await userInScope(pool, scope, userId);
  await changePassword(pool, userId, await hashPassword(password), 'manager', metadataOf(request));
  await endSessionsOfUser(pool, String(userId));
  return { message: `Password updated for ${user.username}.` };
}

/** A new user's form: the first allowable account and role USER (002 §6). */
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
