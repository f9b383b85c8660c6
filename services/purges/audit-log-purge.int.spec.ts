import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Job } from 'bullmq';
import { auditLogProjection } from '@landrecords/projections/audit/index';
import { sql } from '@landrecords/projections/platform/database';
import { readStream } from '@landrecords/projections/platform/eventstore/index';
import { rebuildProjection } from '@landrecords/projections/platform/rebuild';
import { catchUp } from '@landrecords/projections/platform/runner';
import { testContext } from '../../tests/support/context';
import { logSettled } from '../../tests/support/database';
import { allJobs } from '../app';
import { saveSection } from '../config/index';
import { createQueue, queueContextOf, upsertSchedules, type JobDefinition } from '../platform/queue/index';
import { auditLogPurgeJob } from './purge.jobs';

let ctx: Awaited<ReturnType<typeof testContext>>;
beforeAll(async () => {
  ctx = await testContext();
});
afterAll(async () => {
  await ctx.close();
});

const clerk = { actor: { userId: '5', username: 'county.clerk1', role: 'COUNTY' }, sourceIp: '10.0.0.9' };
const run = () => auditLogPurgeJob.process({} as Job<unknown, number>, ctx);
const projectAudit = async () => {
  await logSettled(ctx.pool);
  await catchUp(ctx.pool, auditLogProjection);
};
/** The audit rows, as (stream, position, event) triples. */
const auditRows = async () =>
  ctx.pool.any(sql.unsafe`
    SELECT stream_id, stream_position, event_type, recorded_at FROM audit_log ORDER BY global_position`);
/** Events saved this many days ago: the log's time and so the audit row's (as a rebuild would read it). */
const age = (streamId: string, days: number) =>
  ctx.pool.query(sql.unsafe`
    UPDATE es_events SET recorded_at = now() - make_interval(days => ${days}) WHERE stream_id = ${streamId}`);

describe('the audit log purge schedule (002 §3 auditLogPurgeSchedule)', () => {
  beforeAll(async () => {
    await saveSection(ctx.pool, 'latestNews', { paragraphs: [] }, clerk);
    await saveSection(ctx.pool, 'externalLinks', { paragraphs: [] }, clerk);
    await saveSection(ctx.pool, 'notableDates', {}, clerk);
    await age('config-latestNews', 200);
    await age('config-externalLinks', 61);
    await age('config-notableDates', 59);
    await projectAudit();
  });

  it('does nothing while automatic purge is off', async () => {
    const before = await auditRows();
    expect(await run()).toBe(0);
    expect(await auditRows()).toEqual(before);
    expect((await readStream(ctx.pool, 'config-auditLogPurgeSchedule')).events).toEqual([]);
  });

  it('deletes the rows older than automaticPurgeAfterDays once it is on, records the purge, and a rebuild agrees', async () => {
    await saveSection(ctx.pool, 'auditLogPurgeSchedule', { automaticPurge: true, automaticPurgeAfterDays: 60 }, clerk);
    await projectAudit();
    const before = await auditRows();
    expect(before.map((row) => row.stream_id)).toContain('config-latestNews');

    expect(await run()).toBe(2);
    const streams = (await auditRows()).map((row) => row.stream_id);
    expect(streams).not.toContain('config-latestNews');
    expect(streams).not.toContain('config-externalLinks');
    expect(streams).toContain('config-notableDates');

    const { events } = await readStream(ctx.pool, 'config-auditLogPurgeSchedule');
    const purge = events.at(-1)!;
    expect(purge).toMatchObject({
      type: 'AuditLogPurged',
      data: { section: 'auditLogPurgeSchedule', afterDays: 60, count: 2 },
      metadata: { system: 'audit-log-purge-schedule' },
    });
    const cutoff = Date.parse((purge.data as { cutoff: string }).cutoff);
    expect(Math.abs(Date.now() - 60 * 86_400_000 - cutoff)).toBeLessThan(60_000);
    // The events themselves stay: the log is the record.
    expect((await readStream(ctx.pool, 'config-latestNews')).events).toHaveLength(1);

    await projectAudit();
    const after = await auditRows();
    expect(after.at(-1)).toMatchObject({ stream_id: 'config-auditLogPurgeSchedule', event_type: 'AuditLogPurged' });
    await rebuildProjection(ctx.pool, auditLogProjection);
    expect(await auditRows()).toEqual(after);
  });

  it('records nothing on a day that finds nothing to purge', async () => {
    const before = (await readStream(ctx.pool, 'config-auditLogPurgeSchedule')).events.length;
    expect(await run()).toBe(0);
    expect((await readStream(ctx.pool, 'config-auditLogPurgeSchedule')).events).toHaveLength(before);
  });

  it('runs daily from a BullMQ job scheduler, among the worker’s jobs', async () => {
    expect(allJobs).toContain(auditLogPurgeJob as JobDefinition);
    await upsertSchedules([auditLogPurgeJob as JobDefinition], queueContextOf(ctx));
    const queue = createQueue(auditLogPurgeJob.queue, queueContextOf(ctx));
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers).toEqual([expect.objectContaining({ key: 'audit-log-purge', pattern: '0 45 2 * * *' })]);
    await queue.obliterate({ force: true });
    await queue.close();
  });
});
