import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from '@landrecords/projections/platform/database';
import { projectionLag } from '@landrecords/projections/platform/lag';
import { catchUp, catchUpToNow } from '@landrecords/projections/platform/runner';
import { searchProjection } from '@landrecords/projections/search/index';
import { importFeed } from '../services/records/import/import-feed';
import { createDatabasePool } from '@landrecords/projections/platform/database';
import { sampleLandDocument } from './support/records';
import { searchTestApp } from './support/search-fixtures';

let world: Awaited<ReturnType<typeof searchTestApp>>;
beforeAll(async () => {
  world = await searchTestApp();
});
afterAll(() => world.close());

const importDocument = (docId: string) =>
  importFeed(world.ctx.pool, [JSON.stringify(sampleLandDocument({ docId }))], { system: 'test' });
const ready = async () => {
  const response = await world.app.inject({ method: 'GET', url: '/api/ready' });
  return { status: response.statusCode, body: response.json() };
};

describe('a projection held back by a transaction left open', () => {
  it('shows its lag and the transaction that holds it, and /api/ready fails once it has stood still too long', async () => {
    await importDocument('2026400001');
    await catchUpToNow(world.ctx.pool, searchProjection);
    expect(await projectionLag(world.ctx.pool, searchProjection)).toMatchObject({ behindEvents: 0, heldBy: null });
    expect((await ready()).body.content.projections).toContainEqual(
      expect.objectContaining({ name: 'search', behindEvents: 0, stalled: false }),
    );

    // A session somewhere on the server that began writing and went idle: every reader of the log stops at it.
    const idle = await createDatabasePool(process.env.DATABASE_URL!, 2);
    let holderPid = 0;
    const released = new Promise<void>((resolve) => (releaseHolder = resolve));
    const holding = idle.transaction(async (tx) => {
      const row = await tx.one(sql.unsafe`SELECT pg_backend_pid() AS pid, pg_current_xact_id()::text AS xid`);
      holderPid = Number(row.pid);
      await released;
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 50));
      await importDocument('2026400002');
      expect(await catchUp(world.ctx.pool, searchProjection)).toBe(0);
      // Other tests' transactions come and go on this server: the holder is ours once those older than it end.
      let lag = await projectionLag(world.ctx.pool, searchProjection);
      for (let tries = 0; lag.heldBy?.pid !== holderPid && tries < 100; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        lag = await projectionLag(world.ctx.pool, searchProjection);
      }
      expect(lag).toMatchObject({ behindEvents: 1, heldBy: { pid: holderPid, state: 'idle in transaction' } });
      expect((await ready()).status).toBe(200);

      // As if ten minutes had gone by.
      await world.ctx.pool.query(sql.unsafe`UPDATE es_events SET recorded_at = now() - interval '10 minutes'`);
      await world.ctx.pool.query(
        sql.unsafe`UPDATE projection_checkpoints SET updated_at = now() - interval '10 minutes'`,
      );
      const stalled = await ready();
      expect(stalled.status).toBe(503);
      expect(stalled.body).toMatchObject({
        ok: false,
        message: 'Not ready: search stopped moving while events wait for it.',
        content: { projections: expect.arrayContaining([expect.objectContaining({ name: 'search', stalled: true })]) },
      });
      expect(JSON.stringify(stalled.body)).not.toContain(String(holderPid));
    } finally {
      releaseHolder();
      await holding;
      await idle.end();
    }
    expect(await catchUpToNow(world.ctx.pool, searchProjection)).toBeGreaterThan(0);
    expect((await ready()).status).toBe(200);
  });
});

let releaseHolder: () => void = () => {};
