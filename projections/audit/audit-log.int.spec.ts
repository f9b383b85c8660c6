import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from '../platform/database';
import { appendToStream } from '../platform/eventstore/index';
import { createLogger } from '@landrecords/services/platform/logger';
import { freshDatabase, logSettled, type TestDatabase } from '../../tests/support/database';
import { loadCheckpoint } from '../platform/checkpoints';
import { advanceProjection, catchUp, runProjections } from '../platform/runner';
import { rebuildProjection } from '../platform/rebuild';
import { auditLogProjection, streamCategory } from './audit-log.projection';
import '../../tests/support/any-events';

let db: TestDatabase;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => {
  await db.drop();
});

const actor = (n: number) => ({ actor: { userId: `u${n}`, username: `user${n}` }, sourceIp: '127.0.0.1' });

async function tableHash(): Promise<string> {
  return db.pool.oneFirst(sql.unsafe`
    SELECT md5(coalesce(string_agg(a::text, '|' ORDER BY global_position), '')) FROM audit_log a`) as Promise<string>;
}

describe('audit log projection', () => {
  it('records who did what to which stream', async () => {
    await appendToStream(db.pool, 'account-1', [{ type: 'AccountOpened', data: {}, metadata: actor(1) }]);
    await appendToStream(db.pool, 'configSection-fees', [
      { type: 'SectionSaved', data: {}, metadata: { system: 'seed' } },
    ]);
    await logSettled(db.pool);
    await catchUp(db.pool, auditLogProjection);
    const rows = await db.pool.any(sql.unsafe`
      SELECT stream_category, event_type, actor_username, source_ip, system_process FROM audit_log ORDER BY global_position`);
    expect(rows).toEqual([
      {
        stream_category: 'account',
        event_type: 'AccountOpened',
        actor_username: 'user1',
        source_ip: '127.0.0.1',
        system_process: null,
      },
      {
        stream_category: 'configSection',
        event_type: 'SectionSaved',
        actor_username: null,
        source_ip: null,
        system_process: 'seed',
      },
    ]);
  });

  it('names a stream category by what comes before the first dash', () => {
    expect(streamCategory('user-7-x')).toBe('user');
    expect(streamCategory('lockout')).toBe('lockout');
  });

  it('rebuilds to exactly the same rows', async () => {
    for (let i = 0; i < 300; i++) {
      await appendToStream(db.pool, `user-${i % 17}`, [
        { type: 'UserChanged', data: { i }, metadata: actor(i % 5) },
        { type: 'UserSeen', data: { i } },
      ]);
    }
    await logSettled(db.pool);
    await catchUp(db.pool, auditLogProjection, 100);
    const before = await tableHash();
    const count = await db.pool.oneFirst(sql.unsafe`SELECT count(*) FROM audit_log`);
    expect(count).toBe(602);

    // Damage the read model: a rebuild must derive it again from the log, not keep what is there.
    await db.pool.query(sql.unsafe`UPDATE audit_log SET actor_username = 'tampered' WHERE global_position % 7 = 0`);
    await db.pool.query(sql.unsafe`DELETE FROM audit_log WHERE global_position % 11 = 0`);
    expect(await tableHash()).not.toBe(before);

    const replayed = await rebuildProjection(db.pool, auditLogProjection, { batchSize: 64 });
    expect(replayed).toBe(602);
    expect(await tableHash()).toBe(before);
    expect((await loadCheckpoint(db.pool, 'audit-log')).globalPosition).toBe(
      await db.pool.oneFirst(sql.unsafe`SELECT max(global_position) FROM es_events`),
    );
  });

  it('lets one process at a time move a projection', async () => {
    await appendToStream(db.pool, 'user-lock', [{ type: 'UserSeen', data: {} }]);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holder = db.pool.transaction(async (tx) => {
      await tx.query(sql.unsafe`SELECT pg_advisory_xact_lock(hashtext(${'projection:audit-log'}))`);
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await advanceProjection(db.pool, auditLogProjection)).toBe(-1);
    release();
    await holder;
    await logSettled(db.pool);
    expect(await advanceProjection(db.pool, auditLogProjection)).toBe(1);
  });

  it('keeps up with the log while running', async () => {
    const runner = runProjections(db.pool, [auditLogProjection], createLogger({ LOG_LEVEL: 'silent' }), { idleMs: 10 });
    const { events } = await appendToStream(db.pool, 'user-live', [{ type: 'UserSeen', data: {} }]);
    const position = events[0]!.globalPosition;
    const deadline = Date.now() + 10_000;
    while (!(await db.pool.maybeOne(sql.unsafe`SELECT 1 FROM audit_log WHERE global_position = ${position}`))) {
      if (Date.now() > deadline) throw new Error('the runner did not apply the event');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await runner.stop();
  });
});
