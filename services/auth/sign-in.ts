import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { LoginPayload } from '@landrecords/contracts/auth/payloads';
import { countyStaffRoles, type Role } from '@landrecords/contracts/codes';
import type { EventMetadata } from '@landrecords/contracts/event-metadata';
import type { SectionValues } from '@landrecords/contracts/config/index';
import { readSection } from '@landrecords/projections/config/index';
import type { DatabasePool } from '@landrecords/projections/platform/database';
import { signInCredentialsByUsername, type SignInCredentials } from '@landrecords/projections/users/index';
import { changePassword, expireLock, recordFailedSignIn, recordSignIn, type SignInLimits } from '../users/index';
import { hashPassword, needsRehash, verifyPassword } from '../users/index';
import { secondStepMessages, signInMessages } from '@landrecords/contracts/auth/messages';
import { secondStepFor } from './second-step/requirement';
import { issueSecondStepTicket, type SecondStepKind } from './second-step/tickets';
import type { SignInThrottle } from './sign-in-throttle';
import type { Message } from '@landrecords/contracts/message';

export type SignInRefusal = { ok: false; message: Message; statusCode: 401 | 403 | 429; retryAfterSeconds?: number };
/** A right password that opens nothing yet: the second step's ticket (issue 28). */
export type SecondStepOutcome = { ok: true; secondStep: SecondStepKind; ticket: string; message: Message };
export type SignInOutcome =
  | { ok: true; secondStep?: undefined; userId: number; username: string; role: Role }
  | SecondStepOutcome
  | SignInRefusal;

/**
 * Every refusal answers this long after the attempt arrived, whichever way it was decided (an unknown name, a
 * wrong password that was recorded, a lock), so the time of the answer tells nothing. It is above the
 * password check's own time on a busy server.
 */
export const REFUSAL_FLOOR_MS = 400;

// Checked when the username is unknown, so an unknown name costs what a real one does; no one knows its password.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword(randomBytes(32).toString('base64url')));

const refusal = (message: Message, statusCode: SignInRefusal['statusCode'] = 401): SignInRefusal => ({
  ok: false,
  message,
  statusCode,
});

/** The county's userAccess as the lockout rule counts failures (sign-in and the current password's check). */
export const signInLimitsOf = (userAccess: SectionValues<'userAccess'>): SignInLimits => ({
  maxAttempts: userAccess.limitLoginAttempts ? userAccess.maxloginAttempts : null,
  windowMinutes: userAccess.loginAttemptsWindow,
  lockMinutes: userAccess.lockMode === 'MINUTES' ? userAccess.lockMinutes : null,
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
  const limits = signInLimitsOf(userAccess);
  const wait = await throttle.waitFor(login.username, limits.windowMinutes);
  if (wait > 0) {
    return { ...refusal(signInMessages.waitAfterFailures, 429), retryAfterSeconds: Math.ceil(wait / 1000) };
  }

  const user = await signInCredentialsByUsername(db, login.username);
  if (lockout.lockoutInPlace && !(user && countyStaffRoles.includes(user.role))) {
    return refusal(signInMessages.lockout({ message: lockout.messageLogin }), 403);
  }
  const isGuest =
    user !== null && user.role === 'GUEST' && user.username.toLowerCase() === userAccess.guestUserName.toLowerCase();
  const passwordRight =
    isGuest || ((await verifyPassword(user?.passwordHash ?? (await decoy()), login.password)) && user !== null);

  if (user && (await lockExpired(db, user, limits, metadata))) user.status = 'A';
  const locked = user ? user.status === 'L' : await throttle.unknownIsLocked(login.username);
  if (locked) return refusal(signInMessages.status.L);
  if (!passwordRight) return failed(db, throttle, login.username, user, limits, metadata);
  if (user!.status !== 'A') return refusal(signInMessages.status[user!.status as 'P' | 'I' | 'L']);

  const known = user!;
  const actor = { ...metadata, actor: { userId: String(known.id), username: known.username, role: known.role } };
  if (!isGuest && needsRehash(known.passwordHash)) {
    await changePassword(db, known.id, await hashPassword(login.password), 'rehash', actor);
  }
  const secondStep = isGuest ? null : secondStepFor(userAccess, { role: known.role, enrolled: known.secret !== null });
  if (secondStep) {
    // The failures stay counted until the second step is passed too, so wrong codes keep the waits growing.
    const ticket = await issueSecondStepTicket(db, known.id, secondStep, login.language);
    const message = secondStep === 'verify' ? secondStepMessages.needed : secondStepMessages.enrolNeeded;
    return { ok: true, secondStep, ticket, message };
  }
  await completeSignIn(db, throttle, known, login.language, actor);
  return { ok: true, userId: known.id, username: known.username, role: known.role };
}

/** The sign-in is complete (the password, and the second step where one is asked): recorded, failures forgotten. */
export async function completeSignIn(
  db: DatabasePool,
  throttle: SignInThrottle,
  user: { id: number; username: string },
  language: LoginPayload['language'],
  metadata: EventMetadata,
): Promise<void> {
  await throttle.succeed(user.username);
  await recordSignIn(db, user.id, language, metadata);
}

/** In the county's MINUTES mode a lock from failed attempts whose time has passed ends at the next attempt. */
async function lockExpired(db: DatabasePool, user: SignInCredentials, limits: SignInLimits, metadata: EventMetadata) {
  if (user.status !== 'L' || limits.lockMinutes === null || user.lockedUntil === null) return false;
  if (Date.parse(user.lockedUntil) > Date.now()) return false;
  return expireLock(db, user.id, metadata);
}

/** A wrong password: counted for the name; an active user's failure is recorded and may lock it. */
async function failed(
  db: DatabasePool,
  throttle: SignInThrottle,
  username: string,
  user: SignInCredentials | null,
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
    await throttle.lockUnknown(username, limits.lockMinutes ?? null);
    return refusal(signInMessages.nowLocked);
  }
  return refusal(signInMessages.wrongCredentials);
}
