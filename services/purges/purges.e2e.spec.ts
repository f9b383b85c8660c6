import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { configMessages as m } from '@landrecords/contracts/config/messages';
import { sql } from '@landrecords/projections/platform/database';
import { readStream } from '@landrecords/projections/platform/eventstore/index';
import { clientWithSession, type ApiClient } from '../../tests/support/api-client';
import { testContext } from '../../tests/support/context';
import { givenUser } from '../../tests/support/people';
import { buildApp } from '../app';
import { configRoutes } from '../config/index';

let ctx: Awaited<ReturnType<typeof testContext>>;
let app: FastifyInstance;
let county: ApiClient;
beforeAll(async () => {
  ctx = await testContext();
  app = await buildApp(ctx, { apiRoutes: [configRoutes] });
  county = await clientWithSession(app, { userId: '2', username: 'county.clerk1', role: 'COUNTY' });
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

const url = (section: string) => `/api/controlPanel/countyConfig/${section}`;
const eventCount = () => ctx.pool.oneFirst(sql.unsafe`SELECT count(*) FROM es_events`);

describe('purge minimums (002 §5: user purge at least 365 days, audit log purge at least 60)', () => {
  it.each([
    ['userPurgeSchedule', 364, 365, m.userPurgeMinimum.text],
    ['auditLogPurgeSchedule', 59, 60, m.auditLogPurgeMinimum.text],
  ] as const)('%s refuses %i days with the spec’s number and takes %i', async (section, below, minimum, message) => {
    expect(message).toContain(String(minimum));
    const before = await eventCount();
    const refused = await county.post(url(section), { automaticPurge: true, automaticPurgeAfterDays: below });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ ok: false, message, errors: { automaticPurgeAfterDays: [message] } });
    expect(await eventCount()).toBe(before);

    const saved = await county.post(url(section), { automaticPurge: true, automaticPurgeAfterDays: minimum });
    expect(saved.json()).toMatchObject({
      ok: true,
      content: { automaticPurge: true, automaticPurgeAfterDays: minimum },
    });
  });
});

describe('purge now through the control panel', () => {
  it('saves the date, purges, and records the purge with who and from where, in one go', async () => {
    const idle = await givenUser(ctx.pool, { username: 'idle.user01', accountId: 7 });
    await ctx.pool.query(sql.unsafe`UPDATE users SET created_at = '2019-01-01' WHERE id = ${idle}`);
    const response = await county.post(url('userPurgeNow'), { purgeDate: '01/05/2020' });
    expect(response.json()).toMatchObject({
      ok: true,
      message: m.purged({ count: 1, date: '01/05/2020' }).text,
      content: { purgeDate: '01/05/2020' },
    });
    const { events } = await readStream(ctx.pool, 'config-userPurgeNow');
    expect(events.map((event) => event.type)).toEqual(['CountyConfigSectionSaved', 'UsersPurged']);
    expect(events[1]).toMatchObject({
      data: { cutoff: '01/05/2020', count: 1, userIds: [idle] },
      metadata: { actor: { username: 'county.clerk1', role: 'COUNTY' }, sourceIp: expect.any(String) },
    });
    expect((await county.get(url('userPurgeNow'))).json().content).toEqual({ purgeDate: '01/05/2020' });
  });
});
