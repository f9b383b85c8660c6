import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { LoginPayload } from '@landrecords/contracts/auth/payloads';
import { countyStaffRoles, type Role, type UserStatus } from '@landrecords/contracts/codes';
import type { EventMetadata } from '@landrecords/contracts/event-metadata';
import { readSection } from '@landrecords/projections/config/index';
import { sql, type DatabasePool } from '@landrecords/projections/platform/database';
import { changePassword, recordFailedSignIn, recordSignIn, type SignInLimits } from '../users/index';
import { hashPassword, needsRehash, verifyPassword } from '../users/index';
import { signInMessages } from '@landrecords/contracts/auth/messages';
import type { SignInThrottle } from './sign-in-throttle';
import type { Message } from '@landrecords/contracts/message';

type Credentials = { id: number; username: string; role: Role; status: UserStatus; passwordHash: string };

export type SignInRefusal = { ok: false; message: Message; statusCode: 401 | 403 | 429; retryAfterSeconds?: number };
export type SignInOutcome = { ok: true; userId: number; username: string; role: Role } | SignInRefusal;

/**
 * Every refusal answers this long after the attempt arrived, whichever way it was decided (an unknown name, a
 * wrong password that was recorded, a lock), so the time of the answer tells nothing. It is above the
 * password check's own time on a busy server.
 */
export const REFUSAL_FLOOR_MS = 400;

async function credentialsOf(db: DatabasePool, username: string): Promise<Credentials | null> {
  const row = await db.maybeOne(sql.unsafe`
    SELECT id, username, role, status, password_hash FROM users WHERE lower(username) = lower(${username})`);
  if (!row) return null;
  return {
    id: Number(row.id),
    username: String(row.username),
    role: row.role as Role,
    status: row.status as UserStatus,
    passwordHash: String(row.password_hash),
  };
}

// Checked when the username is unknown, so an unknown name costs what a real one does; no one knows its password.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword(randomBytes(32).toString('base64url')));

const refusal = (message: Message, statusCode: SignInRefusal['statusCode'] = 401): SignInRefusal => ({
  ok: false,
  message,
  statusCode,
});

/**
 * The sign-in rules: the growing wait after failures, the county lockout (only TRIMIN and COUNTY get through),
 * the guest username (role GUEST, no password asked), the county's limit of failures within its window, at
 * which the user is locked (status L), and status P, I and L refused. A locked user hears "locked" whatever
 * the password; an unknown name answers as a real one would, lock included. A success records the sign-in.
 */
export async function signIn(
  db: DatabasePool,
  throttle: SignInThrottle,
  login: LoginPayload,
  metadata: EventMetadata,
): Promise<SignInOutcome> {
  const arrived = Date.now();
  const outcome = await decideSignIn(db, throttle, login, metadata);
  if (!outcome.ok) await sleep(Math.max(0, arrived + REFUSAL_FLOOR_MS - Date.now()));
  return outcome;
}

async function decideSignIn(
  db: DatabasePool,
  throttle: SignInThrottle,
  login: LoginPayload,
  metadata: EventMetadata,
): Promise<SignInOutcome> {
  const [userAccess, lockout] = await Promise.all([readSection(db, 'userAccess'), readSection(db, 'userLockout')]);
  const limits: SignInLimits = {
    maxAttempts: userAccess.limitLoginAttempts ? userAccess.maxloginAttempts : null,
    windowMinutes: userAccess.loginAttemptsWindow,
  };
  const wait = await throttle.waitFor(login.username, limits.windowMinutes);
  if (wait > 0) {
    return { ...refusal(signInMessages.waitAfterFailures, 429), retryAfterSeconds: Math.ceil(wait / 1000) };
  }

  const user = await credentialsOf(db, login.username);
  if (lockout.lockoutInPlace && !(user && countyStaffRoles.includes(user.role))) {
    return refusal(signInMessages.lockout({ message: lockout.messageLogin }), 403);
  }
  const isGuest =
    user !== null && user.role === 'GUEST' && user.username.toLowerCase() === userAccess.guestUserName.toLowerCase();
  const passwordRight =
    isGuest || ((await verifyPassword(user?.passwordHash ?? (await decoy()), login.password)) && user !== null);

  const locked = user ? user.status === 'L' : await throttle.unknownIsLocked(login.username);
  if (locked) return refusal(signInMessages.status.L);
  if (!passwordRight) return failed(db, throttle, login.username, user, limits, metadata);
  if (user!.status !== 'A') return refusal(signInMessages.status[user!.status as 'P' | 'I' | 'L']);

  const known = user!;
  const actor = { ...metadata, actor: { userId: String(known.id), username: known.username, role: known.role } };
  await throttle.succeed(login.username);
  await recordSignIn(db, known.id, login.language, actor);
  if (!isGuest && needsRehash(known.passwordHash)) {
    await changePassword(db, known.id, await hashPassword(login.password), 'rehash', actor);
  }
  return { ok: true, userId: known.id, username: known.username, role: known.role };
}

/** A wrong password: counted for the name; an active user's failure is recorded and may lock it. */
async function failed(
  db: DatabasePool,
  throttle: SignInThrottle,
  username: string,
  user: Credentials | null,
  limits: SignInLimits,
  metadata: EventMetadata,
): Promise<SignInRefusal> {
  const failures = await throttle.fail(username, limits.windowMinutes);
  if (user?.status === 'A') {
    const { locked } = await recordFailedSignIn(db, user.id, limits, metadata);
    return refusal(locked ? signInMessages.nowLocked : signInMessages.wrongCredentials);
  }
  // Exactly at the limit, as a real user's lock is decided once however many failures arrive together.
  if (!user && limits.maxAttempts !== null && failures === limits.maxAttempts) {
    await throttle.lockUnknown(username);
    return refusal(signInMessages.nowLocked);
  }
  return refusal(signInMessages.wrongCredentials);
}
