import type { FastifyRequest } from 'fastify';
import type { UserForm, UserRecord } from '@landrecords/contracts/users/user';
import { findAccount } from '@landrecords/projections/accounts/index';
import { hashPassword } from './password';
import { endSessionsOfUser } from '../platform/sessions/store';
import type { Queryable } from '@landrecords/projections/platform/database';
import { UserFacingError } from '../platform/http/errors';
import { metadataOf } from '../platform/http/request-metadata';
import { assertAccountInScope, assertRoleInScope, type CallerScope } from './scope';
import { changeUser, createUser } from './user.commands';
import type { UserDetails } from './user.events';
import { findUser } from '@landrecords/projections/users/index';
import { userInScope } from './user-handlers';
import { userAdminMessages as um } from '@landrecords/contracts/users/messages';
import type { Message } from '@landrecords/contracts/message';

export const saveMessages = {
  protectedDocuments: um.protectedDocuments,
  username: um.usernameFixed,
  inactiveAccount: um.inactiveAccount,
  added: um.added,
  saved: um.saved,
} as const;

const detailsOf = (form: UserForm): Partial<UserDetails> => ({
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
});

async function assertActiveAccount(db: Queryable, accountId: number) {
  const account = await findAccount(db, accountId);
  if (account?.status !== 'A') throw new UserFacingError(saveMessages.inactiveAccount);
}

/**
 * userManager/user and the REST resource's POST and PUT: a new user when id is 0, otherwise only what changed
 * (the username never). The caller gives only its own accounts and user types, and View Protected Documents
 * only if county staff: a value sent by anyone else is refused, not dropped.
 */
export async function saveUser(
  db: Queryable,
  request: FastifyRequest,
  scope: CallerScope,
  form: UserForm,
): Promise<{ user: UserRecord; message: Message }> {
  assertAccountInScope(scope, form.accountId);
  assertRoleInScope(scope, form.role);
  if (form.viewJudicialProtection !== undefined && !scope.canSeeProtected) {
    throw new UserFacingError(saveMessages.protectedDocuments, 403);
  }
  const metadata = metadataOf(request);
  if (form.id === 0) {
    await assertActiveAccount(db, form.accountId);
    const id = await createUser(
      db,
      {
        ...(detailsOf(form) as UserDetails),
        viewJudicialProtection: form.viewJudicialProtection ?? false,
        username: form.username!,
        language: 'ENGLISH',
        passwordHash: await hashPassword(form.password!),
        status: 'A',
        source: 'manager',
      },
      metadata,
    );
    const user = (await findUser(db, id))!;
    return { user, message: saveMessages.added({ username: user.username }) };
  }
  const current = await userInScope(db, scope, form.id);
  if (form.username && form.username !== current.username) {
    throw new UserFacingError(saveMessages.username);
  }
  if (form.accountId !== current.accountId) await assertActiveAccount(db, form.accountId);
  await db.transaction(async (tx) => {
    await changeUser(tx, form.id, detailsOf(form), metadata);
    // A session carries the role it began with: a new user type or account applies from the next sign-in.
    if (form.role !== current.role || form.accountId !== current.accountId)
      await endSessionsOfUser(tx, String(form.id));
  });
  return { user: (await findUser(db, form.id))!, message: saveMessages.saved({ username: current.username }) };
}
