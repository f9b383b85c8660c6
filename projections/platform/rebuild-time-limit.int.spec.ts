import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createDatabasePool, sql, type DatabasePool } from './database';
import { appendToStream } from './eventstore/index';
import { freshDatabase, logSettled, type TestDatabase } from '../../tests/support/database';
import type { Projection } from './projection';
import { rebuildProjection } from './rebuild';
import '../../tests/support/any-events';

let db: TestDatabase;
let limited: DatabasePool;
beforeAll(async () => {
  db = await freshDatabase();
  limited = await createDatabasePool(db.url, 4, { statementTimeoutMs: 500 });
  // An index that takes 0.3 s a row to build: three rows outlast the pool's limit, as one index of a read model
  // at ten million documents outlasts slonik's 60 s.
  await db.pool.query(sql.unsafe`
    CREATE FUNCTION test_slow_key(key text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
    BEGIN PERFORM pg_sleep(0.3); RETURN key; END $$`);
  await db.pool.query(sql.unsafe`CREATE TABLE test_slow_rows (id text PRIMARY KEY)`);
  await db.pool.query(sql.unsafe`CREATE INDEX test_slow_rows_slow ON test_slow_rows (test_slow_key(id))`);
});
afterAll(async () => {
  await limited.end();
  await db.drop();
});

const slowRows: Projection = {
  name: 'test-slow-rows',
  tables: ['test_slow_rows'],
  eventTypes: ['SlowRowAdded'],
  mode: 'async',
  async apply(tx, events) {
    for (const event of events) {
      await tx.query(sql.unsafe`INSERT INTO test_slow_rows (id) VALUES (${event.streamId}) ON CONFLICT DO NOTHING`);
    }
  },
};

describe('a rebuild beside the live tables', () => {
  it("builds an index that outlasts the pool's statement time limit", async () => {
    for (const id of ['row-1', 'row-2', 'row-3']) {
      await appendToStream(db.pool, id, [{ type: 'SlowRowAdded', data: {} }]);
    }
    await logSettled(db.pool);

    expect(await rebuildProjection(limited, slowRows)).toBe(3);
    expect(await db.pool.anyFirst(sql.unsafe`SELECT id FROM test_slow_rows ORDER BY id`)).toEqual([
      'row-1',
      'row-2',
      'row-3',
    ]);
    const indexes = await db.pool.anyFirst(sql.unsafe`
      SELECT indexname FROM pg_indexes WHERE schemaname = 'public' AND tablename = 'test_slow_rows' ORDER BY 1`);
    expect(indexes).toEqual(['test_slow_rows_pkey', 'test_slow_rows_slow']);
  });
});
