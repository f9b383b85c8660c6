import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Logger } from 'pino';
import { sql } from './database';
import { appendToStream } from './eventstore/index';
import { freshDatabase, logSettled, type TestDatabase } from '../../tests/support/database';
import type { Projection } from './projection';
import { catchUp, runProjections } from './runner';
import '../../tests/support/any-events';

let db: TestDatabase;
beforeAll(async () => {
  // 8 writers, and three runners whose transactions each hold a connection.
  db = await freshDatabase(16);
  // A read model of this test's own: how many times each event was applied.
  await db.pool.query(sql.unsafe`
    CREATE TABLE test_applications (event_id uuid PRIMARY KEY, applied integer NOT NULL)`);
});
afterAll(async () => {
  await db.drop();
});

const counting: Projection = {
  name: 'test-applications',
  tables: ['test_applications'],
  eventTypes: ['Counted'],
  mode: 'async',
  async apply(tx, events) {
    await tx.query(sql.unsafe`
      INSERT INTO test_applications (event_id, applied)
      SELECT id, 1 FROM unnest(${sql.array(
        events.map((event) => event.id),
        'uuid',
      )}::uuid[]) AS id
      ON CONFLICT (event_id) DO UPDATE SET applied = test_applications.applied + 1`);
  },
};

/** A logger that keeps what the runner reports as failed. */
const recordingLogger = (failures: unknown[]) =>
  ({ error: (details: unknown) => void failures.push(details) }) as unknown as Logger;

describe('runProjections', () => {
  it('applies every event exactly once while 8 writers append and three runners compete', async () => {
    const writers = 8;
    const perWriter = 200;
    const failures: unknown[] = [];
    // The API and the worker (and one more) each run the runner, as production does; small batches make them
    // take turns often.
    const runners = Array.from({ length: 3 }, () =>
      runProjections(db.pool, [counting], recordingLogger(failures), { idleMs: 5, batchSize: 50 }),
    );

    const appended: string[] = [];
    try {
      await Promise.all(
        Array.from({ length: writers }, async (_, writer) => {
          for (let i = 0; i < perWriter; i++) {
            const events = [{ type: 'Counted', data: { writer, i } }];
            // Other event types in the log are not the projection's: they must be passed over, not counted.
            if (i % 10 === 0) events.push({ type: 'Ignored', data: { writer, i } });
            const result = await appendToStream(db.pool, `counted-${writer}-${i % 20}`, events);
            appended.push(...result.events.filter((e) => e.type === 'Counted').map((e) => e.id));
          }
        }),
      );
    } finally {
      await Promise.all(runners.map((runner) => runner.stop()));
    }
    const appliedWhileRunning = Number(await db.pool.oneFirst(sql.unsafe`SELECT count(*) FROM test_applications`));

    await logSettled(db.pool);
    await catchUp(db.pool, counting);

    expect(failures).toEqual([]);
    // The runners did the work as the writers wrote, not the catch-up afterwards.
    expect(appliedWhileRunning).toBeGreaterThan(0);
    const rows = await db.pool.any(sql.unsafe`SELECT event_id::text AS event_id, applied FROM test_applications`);
    expect(appended).toHaveLength(writers * perWriter);
    expect(rows).toHaveLength(writers * perWriter);
    expect(rows.filter((row) => row.applied !== 1)).toEqual([]);
    expect(new Set(rows.map((row) => row.event_id as string))).toEqual(new Set(appended));
    // And nothing is left for a later catch-up to apply again.
    expect(await catchUp(db.pool, counting)).toBe(0);
  });
});
