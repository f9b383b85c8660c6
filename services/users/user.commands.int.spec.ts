import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { rebuildProjection } from '../../projections/platform/rebuild';
import { usersProjection } from '@landrecords/projections/users/index';
import { sql } from '@landrecords/projections/platform/database';
import { readStream } from '@landrecords/projections/platform/eventstore/index';
import { freshDatabase, type TestDatabase } from '../../tests/support/database';
import {
  changeStatusOfAccountUsers,
  changeUser,
  changeUserStatus,
  createUser,
  deleteUser,
  recordFailedSignIn,
  recordSignIn,
} from './user.commands';
import { sampleUser } from '../../tests/support/people';

let db: TestDatabase;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => {
  await db.drop();
});

const staff = { actor: { userId: '1', username: 'countyclerk', role: 'COUNTY' }, sourceIp: '10.0.0.9' };
const newUser = (username: string, accountId = 7) =>
  sampleUser({ username, accountId, firstName: 'Ana', city: 'Garapan' });
const row = (id: number) => db.pool.maybeOne(sql.unsafe`SELECT * FROM users WHERE id = ${id}`);

describe('user commands', () => {
  it('create a user that is listed at once, with who made it in the event', async () => {
    const id = await createUser(db.pool, newUser('ana.cruz01'), staff);
    expect(await row(id)).toMatchObject({ username: 'ana.cruz01', status: 'A', account_id: 7, version: 1 });
    const { events } = await readStream(db.pool, `user-${id}`);
    expect(events[0]).toMatchObject({ type: 'UserCreated', metadata: staff });
  });

  it('refuse a username already taken in another case, storing nothing', async () => {
    await createUser(db.pool, newUser('Taken.Name1'), staff);
    const before = await db.pool.oneFirst(sql.unsafe`SELECT count(*) FROM es_events`);
    await expect(createUser(db.pool, newUser('taken.name1'), staff)).rejects.toThrow('That username is already taken');
    expect(await db.pool.oneFirst(sql.unsafe`SELECT count(*) FROM es_events`)).toBe(before);
  });

  it('record only what changed, and refuse changes to an inactive user', async () => {
    const id = await createUser(db.pool, newUser('change.me01'), staff);
    const same = await changeUser(db.pool, id, { firstName: 'Ana' }, staff);
    expect(same.events).toHaveLength(0);
    await changeUser(db.pool, id, { firstName: 'Anna', city: 'Susupe' }, staff);
    expect(await row(id)).toMatchObject({ first_name: 'Anna', city: 'Susupe', version: 2 });
    await changeUserStatus(db.pool, id, 'I', 'manager', staff);
    await expect(changeUser(db.pool, id, { firstName: 'X' }, staff)).rejects.toThrow('not active');
    await expect(changeUserStatus(db.pool, id, 'I', 'manager', staff)).resolves.toMatchObject({ events: [] });
  });

  it('lock a user at the configured number of failed sign-ins, and a sign-in resets the count', async () => {
    const threeIn15 = { maxAttempts: 3, windowMinutes: 15 };
    const id = await createUser(db.pool, newUser('locked.out1'), staff);
    await recordFailedSignIn(db.pool, id, threeIn15, {});
    await recordSignIn(db.pool, id, 'KOREAN', {});
    expect(await row(id)).toMatchObject({ failed_attempts: 0, language: 'KOREAN' });
    for (let i = 0; i < 3; i++) await recordFailedSignIn(db.pool, id, threeIn15, {});
    expect(await row(id)).toMatchObject({ failed_attempts: 3, status: 'L' });
    await changeUserStatus(db.pool, id, 'A', 'manager', staff);
    expect(await row(id)).toMatchObject({ failed_attempts: 0, status: 'A' });
  });

  it('deactivate the users of an account together, and delete', async () => {
    const a = await createUser(db.pool, newUser('account.one1', 99), staff);
    const b = await createUser(db.pool, newUser('account.two2', 99), staff);
    expect(await changeStatusOfAccountUsers(db.pool, 99, 'I', staff)).toBe(2);
    expect((await row(b))?.status).toBe('I');
    await deleteUser(db.pool, a, 'manager', staff);
    expect(await row(a)).toBeNull();
    await expect(deleteUser(db.pool, a, 'manager', staff)).rejects.toThrow('There is no such user.');
  });

  it('rebuild the users table to the same rows', async () => {
    const snapshot = () => db.pool.oneFirst(sql.unsafe`SELECT md5(string_agg(u::text, '|' ORDER BY id)) FROM users u`);
    const before = await snapshot();
    await db.pool.query(sql.unsafe`UPDATE users SET city = 'tampered'`);
    await rebuildProjection(db.pool, usersProjection);
    expect(await snapshot()).toBe(before);
  });
});
