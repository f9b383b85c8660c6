import { signInMessages } from '@landrecords/contracts/auth/messages';
import type { EventMetadata } from '@landrecords/contracts/event-metadata';
import type { Message } from '@landrecords/contracts/message';
import { readSection } from '@landrecords/projections/config/index';
import { sql, type DatabasePool } from '@landrecords/projections/platform/database';
import { recordFailedSignIn, verifyPassword } from '../users/index';
import { signInLimitsOf } from './sign-in';
import type { SignInThrottle } from './sign-in-throttle';

export type CurrentPasswordCheck =
  { ok: true } | { ok: false; message: Message; statusCode: 400 | 429; retryAfterSeconds?: number; locked: boolean };

/**
 * The current password of a password change, checked as a sign-in would (issue 28): a session left open must
 * not be a way to guess it. The name's growing waits apply, and a wrong one is a failed sign-in of the user,
 * counted toward the county's lock (which ends the user's sessions, this one too).
 */
export async function checkCurrentPassword(
  db: DatabasePool,
  throttle: SignInThrottle,
  userId: number,
  password: string,
  metadata: EventMetadata,
): Promise<CurrentPasswordCheck> {
  const row = await db.maybeOne(sql.unsafe`SELECT username, password_hash FROM users WHERE id = ${userId}`);
  const username = row ? String(row.username) : '';
  const limits = signInLimitsOf(await readSection(db, 'userAccess'));
  const wait = await throttle.waitFor(username, limits.windowMinutes);
  if (wait > 0) {
    const retryAfterSeconds = Math.ceil(wait / 1000);
    return { ok: false, message: signInMessages.waitAfterFailures, statusCode: 429, retryAfterSeconds, locked: false };
  }
  if (row && (await verifyPassword(String(row.password_hash), password))) {
    await throttle.succeed(username);
    return { ok: true };
  }
  await throttle.fail(username, limits.windowMinutes);
  const { locked } = row ? await recordFailedSignIn(db, userId, limits, metadata) : { locked: false };
  const message = locked ? signInMessages.nowLocked : signInMessages.currentPasswordWrong;
  return { ok: false, message, statusCode: 400, locked };
}
