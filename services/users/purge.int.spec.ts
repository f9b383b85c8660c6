import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Role } from '@landrecords/contracts/codes';
import { testContext } from '../../tests/support/context';
import { givenUser } from '../../tests/support/people';
import { sql } from '@landrecords/projections/platform/database';
import { readStream } from '@landrecords/projections/platform/eventstore/index';
import { rebuildProjection } from '@landrecords/projections/platform/rebuild';
import { personalFields, usersProjection } from '@landrecords/projections/users/index';
import { purgeUsersNotSignedInSince } from './purge';
import { changePassword, changeUser } from './user.commands';

let ctx: Awaited<ReturnType<typeof testContext>>;
beforeAll(async () => {
  ctx = await testContext();
});
afterAll(async () => {
  await ctx.close();
});

const clerk = { actor: { userId: '5', username: 'county.clerk1', role: 'COUNTY' }, sourceIp: '10.0.0.9' };

/** A user made, and last signed in, when the test says (the read model's columns, as the events would set them). */
async function userSeen(username: string, role: Role, seen: { created: string; signedIn?: string }) {
  const id = await givenUser(ctx.pool, { username, role, accountId: 7 });
  await ctx.pool.query(sql.unsafe`
    UPDATE users SET created_at = ${seen.created}::timestamptz,
      last_sign_in_at = ${seen.signedIn ?? null}::timestamptz WHERE id = ${id}`);
  return id;
}
const remaining = async (prefix: string) =>
  (await ctx.pool.anyFirst(
    sql.unsafe`SELECT username FROM users WHERE username LIKE ${`${prefix}%`} ORDER BY username`,
  )) as readonly string[];
const old = { created: '2019-05-01T00:00:00Z' };

describe('purgeUsersNotSignedInSince (002 §3 Purge now)', () => {
  // The county's time zone is Pacific/Saipan (UTC+10): 03/01/2021 begins at 2021-02-28 14:00 UTC.
  it('deletes USER and GUEST users not seen since the start of the date in the county, never staff', async () => {
    for (const role of ['TRIMIN', 'COUNTY', 'ACCOUNT'] as const)
      await userSeen(`a.${role.toLowerCase()}.old`, role, old);
    const guest = await userSeen('a.guest.old', 'GUEST', old);
    const never = await userSeen('a.user.never1', 'USER', old);
    const before = await userSeen('a.user.before', 'USER', { ...old, signedIn: '2021-02-28T13:59:00Z' });
    await userSeen('a.user.after1', 'USER', { ...old, signedIn: '2021-02-28T14:01:00Z' });
    await userSeen('a.user.new001', 'USER', { created: '2021-02-28T14:30:00Z' });

    expect(await purgeUsersNotSignedInSince(ctx.pool, '03/01/2021', clerk)).toEqual([guest, never, before]);
    expect(await remaining('a.')).toEqual([
      'a.account.old',
      'a.county.old',
      'a.trimin.old',
      'a.user.after1',
      'a.user.new001',
    ]);
    const { events } = await readStream(ctx.pool, `user-${guest}`);
    expect(events.at(-1)).toMatchObject({
      type: 'UserDeleted',
      data: { reason: 'purge' },
      metadata: { ...clerk, system: 'user-purge' },
    });
  });

  it('purges nothing twice, and refuses a date that is not MM/DD/YYYY', async () => {
    expect(await purgeUsersNotSignedInSince(ctx.pool, '03/01/2021', clerk)).toEqual([]);
    await expect(purgeUsersNotSignedInSince(ctx.pool, '2021-03-01', clerk)).rejects.toThrow('MM/DD/YYYY');
  });
});

describe('what a purge erases from the log (docs/decisions.md)', () => {
  const personal = (data: Record<string, unknown>) =>
    Object.fromEntries(personalFields.filter((field) => field in data).map((field) => [field, data[field]]));

  it("blanks the person in every event of the user's stream and drops its snapshots; the history still replays", async () => {
    const id = await userSeen('c.user.idle01', 'USER', old);
    await changeUser(
      ctx.pool,
      id,
      { email: 'rosa.new@example.com', lastName: 'Camacho Cruz', viewJudicialProtection: true },
      clerk,
    );
    await changePassword(ctx.pool, id, 'argon2-hash-of-a-new-password', 'manager', clerk);
    await ctx.pool.query(sql.unsafe`
      INSERT INTO es_snapshots (stream_id, fingerprint, version, event_id, state)
      SELECT stream_id, 'test', stream_position, event_id, '{"email": "rosa.new@example.com"}'
      FROM es_events WHERE stream_id = ${`user-${id}`} ORDER BY stream_position DESC LIMIT 1`);
    const staff = await userSeen('c.county.kept', 'COUNTY', old);
    const staffBefore = await readStream(ctx.pool, `user-${staff}`);

    expect(await purgeUsersNotSignedInSince(ctx.pool, '03/01/2021', clerk)).toEqual([id]);

    const { events } = await readStream(ctx.pool, `user-${id}`);
    expect(events.map((event) => event.type)).toEqual([
      'UserCreated',
      'UserChanged',
      'UserPasswordChanged',
      'UserDeleted',
    ]);
    const [created, changed, password] = events as [(typeof events)[0], (typeof events)[0], (typeof events)[0]];
    expect(personal(created.data as Record<string, unknown>)).toEqual({
      firstName: '',
      lastName: '',
      company: '',
      address: '',
      city: '',
      state: '',
      zip: '',
      email: '',
      phone: '',
    });
    // Kept: the user's id, username, role and account tie the audit trail and the account's charges to it.
    expect(created.data).toMatchObject({ userId: id, username: 'c.user.idle01', role: 'USER', accountId: 7 });
    expect(created.data).toMatchObject({ passwordHash: 'redacted' });
    expect(changed.data).toEqual({ userId: id, changes: { email: '', lastName: '', viewJudicialProtection: true } });
    expect(password.data).toMatchObject({ passwordHash: 'redacted', reason: 'manager' });
    const text = JSON.stringify(events);
    for (const trace of ['Rosa', 'Camacho', 'rosa', '555-0142', 'Middle Road', 'argon2'])
      expect(text).not.toContain(trace);
    expect(
      await ctx.pool.anyFirst(sql.unsafe`SELECT stream_id FROM es_snapshots WHERE stream_id = ${`user-${id}`}`),
    ).toEqual([]);

    expect(await readStream(ctx.pool, `user-${staff}`)).toEqual(staffBefore);
    // The users read model rebuilt from the redacted log: the purged users stay gone.
    const rows = async () => ctx.pool.anyFirst(sql.unsafe`SELECT username FROM users ORDER BY id`);
    const live = await rows();
    await rebuildProjection(ctx.pool, usersProjection);
    expect(await rows()).toEqual(live);
  });
});
