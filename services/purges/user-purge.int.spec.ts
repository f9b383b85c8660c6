import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Job } from 'bullmq';
import type { Role } from '@landrecords/contracts/codes';
import { readSection } from '@landrecords/projections/config/index';
import { sql } from '@landrecords/projections/platform/database';
import { readStream } from '@landrecords/projections/platform/eventstore/index';
import { testContext } from '../../tests/support/context';
import { givenUser } from '../../tests/support/people';
import { allJobs } from '../app';
import { saveSection } from '../config/index';
import { createQueue, queueContextOf, upsertSchedules, type JobDefinition } from '../platform/queue/index';
import { userPurgeJob } from './purge.jobs';
import { purgeUsersNow } from './user-purge';

let ctx: Awaited<ReturnType<typeof testContext>>;
beforeAll(async () => {
  ctx = await testContext();
});
afterAll(async () => {
  await ctx.close();
});

const clerk = { actor: { userId: '5', username: 'county.clerk1', role: 'COUNTY' }, sourceIp: '10.0.0.9' };
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

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
const streamOf = async (section: string) => (await readStream(ctx.pool, `config-${section}`)).events;

describe('purge now (002 §3), recorded on config-userPurgeNow', () => {
  it('records who purged, when, the cut-off date and the users purged', async () => {
    const idle = await userSeen('a.user.idle01', 'USER', { created: '2019-01-01T00:00:00Z' });
    await userSeen('a.user.recent', 'USER', { created: '2019-01-01T00:00:00Z', signedIn: daysAgo(1) });

    const searched = (userId: number) =>
      ctx.pool.query(sql.unsafe`
        INSERT INTO search_history (user_id, search_type, criteria, entry) VALUES (${userId}, 'searchByName', '{}', '{}')`);
    const recent = Number(await ctx.pool.oneFirst(sql.unsafe`SELECT id FROM users WHERE username = 'a.user.recent'`));
    await searched(idle);
    await searched(recent);

    expect(await purgeUsersNow(ctx.pool, '03/01/2021', clerk)).toBe(1);
    expect(await remaining('a.')).toEqual(['a.user.recent']);
    // The purged user's recent searches go with it.
    expect(await ctx.pool.anyFirst(sql.unsafe`SELECT user_id FROM search_history ORDER BY id`)).toEqual([recent]);
    const [purge] = await streamOf('userPurgeNow');
    expect(purge).toMatchObject({
      type: 'UsersPurged',
      data: { section: 'userPurgeNow', cutoff: '03/01/2021', count: 1, userIds: [idle] },
      metadata: clerk,
    });
    expect(Date.now() - Date.parse(purge!.recordedAt)).toBeLessThan(60_000);

    // A purge that finds nobody is still the clerk's action, and recorded.
    expect(await purgeUsersNow(ctx.pool, '03/01/2021', clerk)).toBe(0);
    expect((await streamOf('userPurgeNow')).at(-1)).toMatchObject({ type: 'UsersPurged', data: { count: 0 } });
  });

  it("is no save: the section's value and its next save are untouched by the records beside them", async () => {
    await saveSection(ctx.pool, 'userPurgeNow', { purgeDate: '02/02/2020' }, clerk);
    await purgeUsersNow(ctx.pool, '02/02/2020', clerk);
    expect(await readSection(ctx.pool, 'userPurgeNow')).toEqual({ purgeDate: '02/02/2020' });
    await saveSection(ctx.pool, 'userPurgeNow', { purgeDate: '03/03/2020' }, clerk);
    expect(await readSection(ctx.pool, 'userPurgeNow')).toEqual({ purgeDate: '03/03/2020' });
    expect((await streamOf('userPurgeNow')).map((event) => event.type)).toEqual([
      'UsersPurged',
      'UsersPurged',
      'CountyConfigSectionSaved',
      'UsersPurged',
      'CountyConfigSectionSaved',
    ]);
  });
});

describe('the user purge schedule (002 §3 userPurgeSchedule), recorded on config-userPurgeSchedule', () => {
  const run = () => userPurgeJob.process({} as Job<unknown, number>, ctx);

  it('does nothing while automatic purge is off', async () => {
    await userSeen('b.user.idle01', 'USER', { created: daysAgo(800), signedIn: daysAgo(400) });
    expect(await run()).toBe(0);
    expect(await remaining('b.')).toEqual(['b.user.idle01']);
    expect(await streamOf('userPurgeSchedule')).toEqual([]);
  });

  it('purges the users idle longer than automaticPurgeAfterDays once it is on, as the schedule', async () => {
    await userSeen('b.user.recent', 'USER', { created: daysAgo(800), signedIn: daysAgo(300) });
    await userSeen('b.county.idle', 'COUNTY', { created: daysAgo(800) });
    const idle = Number(await ctx.pool.oneFirst(sql.unsafe`SELECT id FROM users WHERE username = 'b.user.idle01'`));
    await saveSection(ctx.pool, 'userPurgeSchedule', { automaticPurge: true, automaticPurgeAfterDays: 365 }, clerk);
    expect(await run()).toBe(1);
    expect(await remaining('b.')).toEqual(['b.county.idle', 'b.user.recent']);
    const cutoff = new Date(Date.now() - 365 * 86_400_000).toLocaleDateString('en-US', {
      timeZone: 'Pacific/Saipan',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    expect((await streamOf('userPurgeSchedule')).at(-1)).toMatchObject({
      type: 'UsersPurged',
      data: { section: 'userPurgeSchedule', cutoff, afterDays: 365, count: 1, userIds: [idle] },
      metadata: { system: 'user-purge-schedule' },
    });
  });

  it('records nothing on a day that purges nobody', async () => {
    const before = (await streamOf('userPurgeSchedule')).length;
    expect(await run()).toBe(0);
    expect(await streamOf('userPurgeSchedule')).toHaveLength(before);
  });

  it('runs daily from a BullMQ job scheduler, among the worker’s jobs', async () => {
    expect(allJobs).toContain(userPurgeJob as JobDefinition);
    await upsertSchedules([userPurgeJob as JobDefinition], queueContextOf(ctx));
    const queue = createQueue(userPurgeJob.queue, queueContextOf(ctx));
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers).toEqual([expect.objectContaining({ key: 'user-purge', pattern: '0 30 2 * * *' })]);
    expect(new Date(schedulers[0]!.next!).getTime() - Date.now()).toBeLessThanOrEqual(86_400_000);
    await queue.obliterate({ force: true });
    await queue.close();
  });
});
