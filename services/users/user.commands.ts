import type { DatabasePool, DatabaseTransactionConnection } from 'slonik';
import type { Language } from '@landrecords/contracts/auth/payloads';
import type { UserStatus } from '@landrecords/contracts/codes';
import type { EventMetadata } from '@landrecords/contracts/event-metadata';
import { userIdsOfAccount, usersProjection } from '@landrecords/projections/users/index';
import { endSessionsOfUser } from '../platform/sessions/store';
import { appendRecord, handleCommand, type Aggregate } from '../platform/commands/handle-command';
import { sql } from '@landrecords/projections/platform/database';
import {
  decideChange,
  decideCreate,
  decideDelete,
  decideEnrolment,
  decideFailedSignIn,
  decideLockExpiry,
  decideRecoveryCodeUse,
  decideSecondFactorReset,
  decidePassword,
  decideStatus,
  type SignInLimits,
} from './user.decide';
import {
  evolveUser,
  initialUserState,
  userStreamId,
  type UserCreated,
  type UserDetails,
  type UserState,
  type UserStatusReason,
} from './user.events';

type Db = DatabasePool | DatabaseTransactionConnection;

export const userAggregate = (userId: number): Aggregate<UserState> => ({
  streamId: userStreamId(userId),
  initialState: initialUserState,
  evolve: evolveUser,
  projections: [usersProjection],
});

export type NewUser = Omit<UserCreated['data'], 'userId'>;

/** Creates a user under a new id; a username already taken (in any case) is refused and nothing is stored. */
export async function createUser(db: Db, user: NewUser, metadata: EventMetadata): Promise<number> {
  const userId = await db.oneFirst(sql.unsafe`SELECT nextval('user_ids')`);
  const id = Number(userId);
  await handleCommand(db, userAggregate(id), (state) => decideCreate(state, { ...user, userId: id }), metadata);
  return id;
}

export const changeUser = (db: Db, userId: number, changes: Partial<UserDetails>, metadata: EventMetadata) =>
  handleCommand(db, userAggregate(userId), (state) => decideChange(state, changes), metadata);

/** A user who is no longer active is signed out everywhere at once. */
export async function changeUserStatus(
  db: Db,
  userId: number,
  status: UserStatus,
  reason: UserStatusReason,
  metadata: EventMetadata,
) {
  const result = await handleCommand(
    db,
    userAggregate(userId),
    (state) => decideStatus(state, status, reason),
    metadata,
  );
  if (status !== 'A' && result.events.length > 0) await endSessionsOfUser(db, String(userId));
  return result;
}

export const changePassword = (
  db: Db,
  userId: number,
  passwordHash: string,
  reason: 'change' | 'reset' | 'manager' | 'rehash',
  metadata: EventMetadata,
) => handleCommand(db, userAggregate(userId), (state) => decidePassword(state, passwordHash, reason), metadata);

/** A sign-in decides nothing (the password was checked): a record appended after whatever the stream holds. */
export const recordSignIn = (db: Db, userId: number, language: Language, metadata: EventMetadata) =>
  appendRecord(db, userAggregate(userId), [{ type: 'UserSignedIn', data: { userId, language } }], metadata);

/** A failed sign-in, counted within the county's window; a user it locks is signed out everywhere at once. */
export async function recordFailedSignIn(
  db: Db,
  userId: number,
  limits: SignInLimits,
  metadata: EventMetadata,
  now = new Date(),
) {
  const result = await handleCommand(
    db,
    userAggregate(userId),
    (state) => decideFailedSignIn(state, limits, now),
    metadata,
  );
  const locked = result.events.some((event) => event.type === 'UserStatusChanged');
  if (locked) await endSessionsOfUser(db, String(userId));
  return { ...result, locked };
}

/** A lock whose time has passed (MINUTES mode) ends: answers whether the user is active again. */
export async function expireLock(db: Db, userId: number, metadata: EventMetadata, now = new Date()) {
  const result = await handleCommand(db, userAggregate(userId), (state) => decideLockExpiry(state, now), metadata);
  return result.events.length > 0;
}

/** The user's second factor: the encrypted secret and the recovery codes' hashes (issue 28). */
export const enrolSecondFactor = (
  db: Db,
  userId: number,
  secret: string,
  recoveryCodeHashes: string[],
  metadata: EventMetadata,
) => handleCommand(db, userAggregate(userId), (state) => decideEnrolment(state, secret, recoveryCodeHashes), metadata);

/** A recovery code spent; a second use of the same one (two requests at once) is refused by the stream's version. */
export const useRecoveryCode = (db: Db, userId: number, codeIndex: number, metadata: EventMetadata) =>
  handleCommand(db, userAggregate(userId), (state) => decideRecoveryCodeUse(state, codeIndex), metadata);

export const resetSecondFactor = (db: Db, userId: number, metadata: EventMetadata) =>
  handleCommand(db, userAggregate(userId), (state) => decideSecondFactorReset(state), metadata);

export async function deleteUser(
  db: Db,
  userId: number,
  reason: 'manager' | 'account' | 'purge',
  metadata: EventMetadata,
) {
  const result = await handleCommand(db, userAggregate(userId), (state) => decideDelete(state, reason), metadata);
  await endSessionsOfUser(db, String(userId));
  return result;
}

/** An account's activation or deactivation applies to its users too (002 §4); call it in the account's transaction. */
export async function changeStatusOfAccountUsers(
  db: Db,
  accountId: number,
  status: 'A' | 'I',
  metadata: EventMetadata,
): Promise<number> {
  let changed = 0;
  for (const userId of await userIdsOfAccount(db, accountId)) {
    const result = await changeUserStatus(db, userId, status, 'account', metadata);
    changed += result.events.length > 0 ? 1 : 0;
  }
  return changed;
}

/** Deleting an account deletes its users (002 §4 "Delete account {name} and users?"). */
export async function deleteUsersOfAccount(db: Db, accountId: number, metadata: EventMetadata): Promise<number> {
  const ids = await userIdsOfAccount(db, accountId);
  for (const userId of ids) await deleteUser(db, userId, 'account', metadata);
  return ids.length;
}
