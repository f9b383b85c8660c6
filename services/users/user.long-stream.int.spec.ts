import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from '@landrecords/projections/platform/database';
import { appendToStream, readStream } from '@landrecords/projections/platform/eventstore/index';
import { freshDatabase, type TestDatabase } from '../../tests/support/database';
import { sampleUser } from '../../tests/support/people';
import { UserFacingError } from '../platform/http/errors';
import { changeUser, changeUserStatus, createUser } from './user.commands';

let db: TestDatabase;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => {
  await db.drop();
});

const staff = { actor: { userId: '1', username: 'countyclerk', role: 'COUNTY' }, sourceIp: '10.0.0.9' };

describe('a user whose stream holds 25,000 sign-ins', () => {
  it('is decided on as it stands after all of them: deactivated after 12,000, it is not changed', async () => {
    const id = await createUser(db.pool, sampleUser({ username: 'busy.user01', accountId: 7 }), staff);
    // As the guest user's stream fills up: a sign-in per visit. Appended in batches, as the records they are.
    const signIn = { type: 'UserSignedIn', data: { userId: id, language: 'ENGLISH' } };
    const signIns = (count: number) => Array.from({ length: count }, () => signIn);
    await appendToStream(db.pool, `user-${id}`, signIns(12_000), 1);
    await changeUserStatus(db.pool, id, 'I', 'manager', staff);
    for (let at = 12_002; at < 25_002; at += 6500) {
      await appendToStream(db.pool, `user-${id}`, signIns(6500), at);
    }
    expect((await readStream(db.pool, `user-${id}`, { limit: 1 })).version).toBe(25_002);

    await expect(changeUser(db.pool, id, { firstName: 'Changed' }, staff)).rejects.toBeInstanceOf(UserFacingError);
    expect((await readStream(db.pool, `user-${id}`, { from: 25_000 })).version).toBe(25_002);
    expect(await db.pool.oneFirst(sql.unsafe`SELECT status FROM users WHERE id = ${id}`)).toBe('I');
  }, 120_000);
});
