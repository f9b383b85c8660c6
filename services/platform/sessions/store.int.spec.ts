import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from '@landrecords/projections/platform/database';
import { freshDatabase, type TestDatabase } from '../../../tests/support/database';
import {
  endAllSessionsExcept,
  endSessionsOfUser,
  fixedIdleLimit,
  purgeIdleSessions,
  resumeSession,
  startSession,
} from './store';

let db: TestDatabase;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => {
  await db.drop();
});

const idleFor = (minutes: number, userId: string) =>
  db.pool.query(sql.unsafe`
    UPDATE auth_sessions SET last_seen_at = now() - make_interval(mins => ${minutes}) WHERE user_id = ${userId}`);

describe('sessions', () => {
  it('resume by id, and keep only a hash of it', async () => {
    const { sessionId, csrfToken } = await startSession(db.pool, {
      userId: 'u1',
      username: 'clerk001',
      role: 'COUNTY',
    });
    const session = await resumeSession(db.pool, sessionId, fixedIdleLimit(30));
    expect(session).toMatchObject({ userId: 'u1', username: 'clerk001', role: 'COUNTY', csrfToken });
    const stored = await db.pool.anyFirst(sql.unsafe`SELECT id_hash FROM auth_sessions`);
    expect(stored).not.toContain(sessionId);
    expect(await resumeSession(db.pool, 'not-a-session', fixedIdleLimit(30))).toBeNull();
  });

  it('move the last-seen time when it is a minute old or more, and only read it before', async () => {
    const { sessionId } = await startSession(db.pool, { userId: 'u7', username: 'clerk007', role: 'USER' });
    const idleSeconds = async () =>
      Number(
        await db.pool.oneFirst(
          sql.unsafe`SELECT extract(epoch FROM now() - last_seen_at) FROM auth_sessions WHERE user_id = 'u7'`,
        ),
      );
    await db.pool.query(
      sql.unsafe`UPDATE auth_sessions SET last_seen_at = now() - interval '40 seconds' WHERE user_id = 'u7'`,
    );
    expect(await resumeSession(db.pool, sessionId, fixedIdleLimit(30))).not.toBeNull();
    expect(await idleSeconds()).toBeGreaterThanOrEqual(39);
    await idleFor(2, 'u7');
    expect(await resumeSession(db.pool, sessionId, fixedIdleLimit(30))).not.toBeNull();
    expect(await idleSeconds()).toBeLessThan(5);
  });

  it('end after the inactivity limit, and stay alive while used', async () => {
    const { sessionId } = await startSession(db.pool, { userId: 'u2', username: 'clerk002', role: 'USER' });
    await idleFor(25, 'u2');
    expect(await resumeSession(db.pool, sessionId, fixedIdleLimit(30))).not.toBeNull();
    await idleFor(31, 'u2');
    expect(await resumeSession(db.pool, sessionId, fixedIdleLimit(30))).toBeNull();
    expect(await db.pool.oneFirst(sql.unsafe`SELECT count(*) FROM auth_sessions WHERE user_id = 'u2'`)).toBe(0);
  });

  it("end a user's sessions, everyone's but one, and the idle ones", async () => {
    const keep = await startSession(db.pool, { userId: 'u3', username: 'admin003', role: 'TRIMIN' });
    await startSession(db.pool, { userId: 'u4', username: 'user0004', role: 'USER' });
    await startSession(db.pool, { userId: 'u4', username: 'user0004', role: 'USER' });
    expect(await endSessionsOfUser(db.pool, 'u4')).toBe(2);

    const other = await startSession(db.pool, { userId: 'u5', username: 'user0005', role: 'USER' });
    await endAllSessionsExcept(db.pool, keep.sessionId);
    expect(await resumeSession(db.pool, other.sessionId, fixedIdleLimit(30))).toBeNull();
    expect(await resumeSession(db.pool, keep.sessionId, fixedIdleLimit(30))).not.toBeNull();

    await idleFor(200, 'u3');
    expect(await purgeIdleSessions(db.pool, 120)).toBe(1);
  });
});
