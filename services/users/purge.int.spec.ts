import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Job } from 'bullmq';
import type { Role } from '@landrecords/contracts/codes';
import { testContext } from '../../tests/support/context';
import { givenUser } from '../../tests/support/people';
import { saveSection } from '../config/county-config';
import { allJobs } from '../app';
import { sql } from '@landrecords/projections/platform/database';
import { readStream } from '@landrecords/projections/platform/eventstore/index';
import { createQueue, queueContextOf, upsertSchedules, type JobDefinition } from '../platform/queue/index';
import { userPurgeJob } from './purge.job';
import { purgeUsersNotSignedInSince } from './purge';

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

describe('purgeUsersNotSignedInSince (002 §3 Purge now)', () => {
  // The county's time zone is Pacific/Saipan (UTC+10): 03/01/2021 begins at 2021-02-28 14:00 UTC.
  it('deletes USER and GUEST users not seen since the start of the date in the county, never staff', async () => {
    const old = { created: '2019-05-01T00:00:00Z' };
    for (const role of ['TRIMIN', 'COUNTY', 'ACCOUNT'] as const)
      await userSeen(`a.${role.toLowerCase()}.old`, role, old);
    const guest = await userSeen('a.guest.old', 'GUEST', old);
    await userSeen('a.user.never1', 'USER', old);
    await userSeen('a.user.before', 'USER', { ...old, signedIn: '2021-02-28T13:59:00Z' });
    await userSeen('a.user.after1', 'USER', { ...old, signedIn: '2021-02-28T14:01:00Z' });
    await userSeen('a.user.new001', 'USER', { created: '2021-02-28T14:30:00Z' });

    expect(await purgeUsersNotSignedInSince(ctx.pool, '03/01/2021', clerk)).toBe(3);
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
    expect(await purgeUsersNotSignedInSince(ctx.pool, '03/01/2021', clerk)).toBe(0);
    await expect(purgeUsersNotSignedInSince(ctx.pool, '2021-03-01', clerk)).rejects.toThrow('MM/DD/YYYY');
  });
});

describe('the user purge schedule (002 §3 userPurgeSchedule)', () => {
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
  const run = () => userPurgeJob.process({} as Job<unknown, number>, ctx);

  it('does nothing while automatic purge is off', async () => {
    await userSeen('b.user.idle01', 'USER', { created: daysAgo(800), signedIn: daysAgo(400) });
    expect(await run()).toBe(0);
    expect(await remaining('b.')).toEqual(['b.user.idle01']);
  });

  it('deletes the users idle longer than automaticPurgeAfterDays once it is on', async () => {
    await userSeen('b.user.recent', 'USER', { created: daysAgo(800), signedIn: daysAgo(300) });
    await userSeen('b.county.idle', 'COUNTY', { created: daysAgo(800) });
    await saveSection(ctx.pool, 'userPurgeSchedule', { automaticPurge: true, automaticPurgeAfterDays: 365 }, clerk);
    // b.user.idle01, and the two users of 2021 that the purge above kept.
    expect(await run()).toBe(3);
    expect(await remaining('b.')).toEqual(['b.county.idle', 'b.user.recent']);
    expect(await remaining('a.user')).toEqual([]);
  });

  it('runs daily from a BullMQ job scheduler, among the worker’s jobs', async () => {
    expect(allJobs).toContain(userPurgeJob as JobDefinition);
    await upsertSchedules([userPurgeJob as JobDefinition], queueContextOf(ctx));
    const queue = createQueue(userPurgeJob.queue, queueContextOf(ctx));
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers).toEqual([expect.objectContaining({ key: 'user-purge', pattern: '0 30 2 * * *' })]);
    const next = new Date(schedulers[0]!.next!);
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(86_400_000);
    await queue.obliterate({ force: true });
    await queue.close();
  });
});
