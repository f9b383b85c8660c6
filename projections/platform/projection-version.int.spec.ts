import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { sql } from './database';
import { builtByVersion } from './checkpoints';
import { appendToStream } from './eventstore/index';
import type { Projection } from './projection';
import { catchUp, runProjections } from './runner';
import { freshDatabase, logSettled, type TestDatabase } from '../../tests/support/database';
import '../../tests/support/any-events';

let db: TestDatabase;
beforeAll(async () => {
  db = await freshDatabase();
  await db.pool.query(sql.unsafe`CREATE TABLE version_test_rows (n integer PRIMARY KEY, shown text NOT NULL)`);
});
afterAll(async () => {
  await db.drop();
});

/** A read model whose version 2 shows its numbers differently from version 1. */
const counter = (version: number): Projection => ({
  name: 'version-test',
  tables: ['version_test_rows'],
  eventTypes: ['CounterIncremented'],
  mode: 'async',
  version,
  async apply(tx, events) {
    for (const event of events) {
      const n = (event.data as { n: number }).n;
      await tx.query(sql.unsafe`
        INSERT INTO version_test_rows VALUES (${n}, ${version === 1 ? String(n) : `#${n}`})`);
    }
  },
});
const shown = () => db.pool.anyFirst(sql.unsafe`SELECT shown FROM version_test_rows ORDER BY n`);

describe('a projection whose code version was raised', () => {
  it('is rebuilt by the runner when it starts, and then moves on as usual', async () => {
    for (const n of [1, 2, 3]) {
      await appendToStream(db.pool, `counter-${n}`, [{ type: 'CounterIncremented', data: { n } }], 'no_stream');
    }
    await logSettled(db.pool);
    await catchUp(db.pool, counter(1));
    expect(await shown()).toEqual(['1', '2', '3']);
    expect(await builtByVersion(db.pool, 'version-test')).toBe(1);

    const runner = runProjections(db.pool, [counter(2)], pino({ level: 'silent' }), { idleMs: 20 });
    try {
      for (let tries = 0; (await builtByVersion(db.pool, 'version-test')) !== 2 && tries < 200; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(await shown()).toEqual(['#1', '#2', '#3']);
      await appendToStream(db.pool, 'counter-4', [{ type: 'CounterIncremented', data: { n: 4 } }], 'no_stream');
      for (let tries = 0; (await shown()).length < 4 && tries < 200; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(await shown()).toEqual(['#1', '#2', '#3', '#4']);
    } finally {
      await runner.stop();
    }
  });
});
