import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

/** How long a name said to be locked stays so when no such user exists: as long as a real lock lasts unattended. */
const UNKNOWN_NAME_LOCK_SECONDS = 30 * 24 * 3600;
/** The longest wait between failed attempts. */
const MAX_DELAY_MS = 30_000;

/** From the third failure in a row, each further attempt waits twice as long: 1 s, 2 s, 4 s … up to 30 s. */
export const delayAfterFailures = (failures: number) =>
  failures < 3 ? 0 : Math.min(1000 * 2 ** (failures - 3), MAX_DELAY_MS);

/**
 * The failed sign-ins of one username, counted in Redis the same way whether or not such a user exists, so the
 * growing delays and the lock answers cannot tell an attacker which names are real. Only when the name is not
 * a user does this also hold its lock; a real user's lock is its status L. When Redis is down it counts
 * nothing (the user's own count in the event log still locks).
 */
export function signInThrottle(redis: Redis, prefix: string) {
  const keyOf = (kind: string, username: string) =>
    `${prefix}:signin:${kind}:${createHash('sha256').update(username.toLowerCase()).digest('base64url')}`;
  const failuresKey = (username: string) => keyOf('failures', username);
  const safely = async <T>(fallback: T, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch {
      return fallback;
    }
  };

  return {
    /** Milliseconds this username must still wait before an attempt is heard. */
    waitFor: (username: string, windowMinutes: number, now = Date.now()) =>
      safely(0, async () => {
        const key = failuresKey(username);
        const [, count, newest] = (await redis
          .multi()
          .zremrangebyscore(key, '-inf', now - windowMinutes * 60_000)
          .zcard(key)
          .zrevrange(key, 0, 0, 'WITHSCORES')
          .exec())!.map(([, value]) => value) as [unknown, number, string[]];
        const last = Number(newest[1] ?? 0);
        return Math.max(0, last + delayAfterFailures(count) - now);
      }),

    /** Counts a failure; answers how many this username has had within the window. */
    fail: (username: string, windowMinutes: number, now = Date.now()) =>
      safely(0, async () => {
        const key = failuresKey(username);
        const result = await redis
          .multi()
          .zremrangebyscore(key, '-inf', now - windowMinutes * 60_000)
          .zadd(key, now, `${now}:${Math.random()}`)
          .zcard(key)
          .pexpire(key, windowMinutes * 60_000)
          .exec();
        return Number(result![2]![1]);
      }),

    succeed: (username: string) => safely(undefined, async () => void (await redis.del(failuresKey(username)))),

    /** A name that is no user, "locked" as a real one would be: for lockMinutes in MINUTES mode. */
    lockUnknown: (username: string, lockMinutes: number | null = null) =>
      safely(
        undefined,
        async () =>
          void (await redis.set(
            keyOf('locked', username),
            '1',
            'EX',
            lockMinutes === null ? UNKNOWN_NAME_LOCK_SECONDS : lockMinutes * 60,
          )),
      ),
    unknownIsLocked: (username: string) =>
      safely(false, async () => (await redis.exists(keyOf('locked', username))) === 1),
  };
}

export type SignInThrottle = ReturnType<typeof signInThrottle>;
