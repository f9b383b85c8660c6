import { UsernameTakenError } from '@landrecords/projections/users/index';
import type { UserStatus } from '@landrecords/contracts/codes';
import { UserFacingError } from '../platform/http/errors';
import type { UserCreated, UserDetails, UserEvent, UserState, UserStatusReason } from './user.events';
import { userAdminMessages as um } from '@landrecords/contracts/users/messages';
import { secondStepMessages as sm } from '@landrecords/contracts/auth/messages';

/** Pure decisions of the user aggregate: state and command in, events out, or a refusal in words. */

export { UsernameTakenError };

type ExistingUser = Extract<UserState, { exists: true }>;

export function existingUser(state: UserState): ExistingUser {
  if (!state.exists || state.deleted) throw new UserFacingError(um.noSuchUser, 404);
  return state;
}

export function decideCreate(state: UserState, data: UserCreated['data']): UserEvent[] {
  if (state.exists) throw new UserFacingError(um.exists, 409);
  return [{ type: 'UserCreated', data }];
}

/**
 * Only what differs is recorded; a save that changes nothing records nothing. A user who is not active is
 * read-only (002 §4), so a real change to one is refused; resending it unchanged (react-admin's PUT) is not.
 */
export function decideChange(state: UserState, changes: Partial<UserDetails>): UserEvent[] {
  const user = existingUser(state);
  const changed = Object.fromEntries(
    Object.entries(changes).filter(
      ([field, value]) => value !== undefined && user[field as keyof UserDetails] !== value,
    ),
  ) as Partial<UserDetails>;
  if (Object.keys(changed).length === 0) return [];
  if (user.status !== 'A') throw new UserFacingError(um.notActive);
  return [{ type: 'UserChanged', data: { userId: user.userId, changes: changed } }];
}

/**
 * Deactivate only an active user (002 §4); activate any other. A manager sets only A or I: pending and locked
 * come from registration and failed sign-ins.
 */
export function decideStatus(state: UserState, status: UserStatus, reason: UserStatusReason): UserEvent[] {
  const user = existingUser(state);
  if (reason === 'manager' && status !== 'A' && status !== 'I') {
    throw new UserFacingError(um.statusOnly);
  }
  if (user.status === status) return [];
  if (status === 'I' && user.status !== 'A' && reason === 'manager') {
    throw new UserFacingError(um.onlyActiveDeactivated);
  }
  return [{ type: 'UserStatusChanged', data: { userId: user.userId, status, reason } }];
}

export function decidePassword(
  state: UserState,
  passwordHash: string,
  reason: 'change' | 'reset' | 'manager' | 'rehash',
): UserEvent[] {
  const user = existingUser(state);
  return [{ type: 'UserPasswordChanged', data: { userId: user.userId, passwordHash, reason } }];
}

/**
 * The county's lockout rule: this many failures within this many minutes lock a user; null: never. lockMinutes:
 * the lock ends by itself after so many minutes (MINUTES mode); null: only an administrator or a password reset
 * ends it (the spec's L).
 */
export type SignInLimits = { maxAttempts: number | null; windowMinutes: number; lockMinutes?: number | null };

/** A user with a second factor enrolled: its password alone opens nothing, so wrong ones do not lock it. */
export const hasSecondFactor = (user: ExistingUser) => (user.secondFactor ?? null) !== null;

/**
 * A wrong password of an active user counts, with the earlier ones of the last `windowMinutes`; at the county's
 * limit the user is locked (status L). A user who is not active decides nothing: a crowd of wrong passwords
 * locks once, and the count of a locked user does not grow.
 */
export function decideFailedSignIn(state: UserState, limits: SignInLimits, now: Date): UserEvent[] {
  const user = existingUser(state);
  if (user.status !== 'A') return [];
  const windowStart = now.getTime() - limits.windowMinutes * 60_000;
  const failedAttempts = user.failures.filter((at) => Date.parse(at) > windowStart).length + 1;
  const events: UserEvent[] = [{ type: 'UserSignInFailed', data: { userId: user.userId, failedAttempts } }];
  if (limits.maxAttempts !== null && failedAttempts >= limits.maxAttempts && !hasSecondFactor(user)) {
    const lockMinutes = limits.lockMinutes ?? null;
    const lockedUntil =
      lockMinutes === null ? {} : { lockedUntil: new Date(now.getTime() + lockMinutes * 60_000).toISOString() };
    events.push({
      type: 'UserStatusChanged',
      data: { userId: user.userId, status: 'L', reason: 'loginAttempts', ...lockedUntil },
    });
  }
  return events;
}

/** A lock from failed sign-ins whose time has passed ends (MINUTES mode); any other status stays as it is. */
export function decideLockExpiry(state: UserState, now: Date): UserEvent[] {
  const user = existingUser(state);
  const until = user.lockedUntil ?? null;
  if (user.status !== 'L' || until === null || Date.parse(until) > now.getTime()) return [];
  return [{ type: 'UserStatusChanged', data: { userId: user.userId, status: 'A', reason: 'lockExpired' } }];
}

/** The first code from the app proved it holds the secret: the factor is recorded (replacing any earlier one). */
export function decideEnrolment(state: UserState, secret: string, recoveryCodeHashes: string[]): UserEvent[] {
  const user = existingUser(state);
  return [{ type: 'SecondFactorEnrolled', data: { userId: user.userId, secret, recoveryCodeHashes } }];
}

/** A recovery code works once: the one at codeIndex, if it is still unused. */
export function decideRecoveryCodeUse(state: UserState, codeIndex: number): UserEvent[] {
  const user = existingUser(state);
  const hashes = user.secondFactor?.recoveryCodeHashes ?? [];
  if (hashes[codeIndex] === null || hashes[codeIndex] === undefined) throw new UserFacingError(sm.wrongCode, 401);
  const recoveryCodesLeft = hashes.filter((hash) => hash !== null).length - 1;
  return [{ type: 'RecoveryCodeUsed', data: { userId: user.userId, codeIndex, recoveryCodesLeft } }];
}

/** Staff remove a user's second factor; a user with none has nothing to reset. */
export function decideSecondFactorReset(state: UserState): UserEvent[] {
  const user = existingUser(state);
  if (!hasSecondFactor(user)) throw new UserFacingError(sm.notEnrolled);
  return [{ type: 'SecondFactorReset', data: { userId: user.userId } }];
}

export function decideDelete(state: UserState, reason: 'manager' | 'account' | 'purge'): UserEvent[] {
  const user = existingUser(state);
  return [{ type: 'UserDeleted', data: { userId: user.userId, reason } }];
}
