import type { LoginPayload } from '@landrecords/contracts/auth/payloads';
import { countyStaffRoles, type Role, type UserStatus } from '@landrecords/contracts/codes';
import type { EventMetadata } from '@landrecords/contracts/event-metadata';
import { readSection } from '@landrecords/projections/config/index';
import { sql, type DatabasePool } from '@landrecords/projections/platform/database';
import { changePassword, recordFailedSignIn, recordSignIn } from '../users/index';
import { hashPassword, needsRehash, verifyPassword } from '../users/index';
import { signInMessages } from '@landrecords/contracts/auth/messages';

type Credentials = { id: number; username: string; role: Role; status: UserStatus; passwordHash: string };

export type SignInOutcome =
  { ok: true; userId: number; username: string; role: Role } | { ok: false; message: string; lockout: boolean };

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

// Checked when the username is unknown, so an unknown name takes as long as a wrong password.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('not-a-real-password-1!'));

const refusal = (message: string, lockout = false): SignInOutcome => ({ ok: false, message, lockout });

/**
 * The sign-in rules: the county lockout (only TRIMIN and COUNTY get through), the guest username (role
 * GUEST, no password asked), status P, I and L refused, and the county's limit of failed attempts, at which
 * the user is locked (status L). A success records the sign-in and the chosen language.
 */
export async function signIn(db: DatabasePool, login: LoginPayload, metadata: EventMetadata): Promise<SignInOutcome> {
  const [userAccess, lockout] = await Promise.all([readSection(db, 'userAccess'), readSection(db, 'userLockout')]);
  const user = await credentialsOf(db, login.username);
  const isGuest =
    user !== null && user.role === 'GUEST' && user.username.toLowerCase() === userAccess.guestUserName.toLowerCase();

  if (!user) {
    await verifyPassword(await decoy(), login.password);
    return refusal(signInMessages.wrongCredentials);
  }
  if (lockout.lockoutInPlace && !countyStaffRoles.includes(user.role)) return refusal(lockout.messageLogin, true);
  if (!isGuest && !(await verifyPassword(user.passwordHash, login.password))) {
    if (user.status !== 'A') return refusal(signInMessages.wrongCredentials);
    const limit = userAccess.limitLoginAttempts ? userAccess.maxloginAttempts : null;
    const result = await recordFailedSignIn(db, user.id, limit, metadata);
    return refusal(
      result.state.exists && result.state.status === 'L' ? signInMessages.nowLocked : signInMessages.wrongCredentials,
    );
  }
  if (user.status !== 'A') return refusal(signInMessages.status[user.status]);

  const actor = { ...metadata, actor: { userId: String(user.id), username: user.username, role: user.role } };
  await recordSignIn(db, user.id, login.language, actor);
  if (!isGuest && needsRehash(user.passwordHash)) {
    await changePassword(db, user.id, await hashPassword(login.password), 'rehash', actor);
  }
  return { ok: true, userId: user.id, username: user.username, role: user.role };
}
