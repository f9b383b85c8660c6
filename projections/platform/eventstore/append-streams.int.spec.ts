import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from '../database';
import { freshDatabase, type TestDatabase } from '../../../tests/support/database';
import { appendToStreams } from './append-streams';
import { appendToStream, readStream } from './store';
import { ConcurrencyError } from './types';
import '../../../tests/support/any-events';

// What every store's appendToStreams does is in event-store.contract.ts; here, its life in PostgreSQL
// transactions.

let db: TestDatabase;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => {
  await db.drop();
});

const event = (n: number) => ({ type: 'CounterIncremented', data: { n }, metadata: { system: 'test' } });
const eventCount = async () => Number(await db.pool.oneFirst(sql.unsafe`SELECT count(*) FROM es_events`));

describe('appendToStreams in a transaction', () => {
  it.each([
    ['expects no stream where one exists', { streamId: 'batch-a', expected: 0 }],
    ['expects a version the stream has passed', { streamId: 'batch-a', expected: 1 }],
    ['expects a version of a stream that does not exist', { streamId: 'batch-nowhere', expected: 3 }],
  ])('writes nothing of the transaction when one stream %s', async (_case, stale) => {
    await appendToStream(db.pool, 'batch-a', [event(1), event(2)], 'no_stream').catch(() => undefined);
    const before = await eventCount();
    await expect(
      db.pool.transaction(async (tx) => {
        await appendToStream(tx, 'batch-single', [event(1)], 'no_stream');
        return appendToStreams(tx, [
          { streamId: 'batch-fresh', expected: 0, events: [event(1)] },
          { ...stale, events: [event(9)] },
        ]);
      }),
    ).rejects.toBeInstanceOf(ConcurrencyError);
    expect(await eventCount()).toBe(before);
    expect((await readStream(db.pool, 'batch-fresh')).version).toBe('no_stream');
    expect((await readStream(db.pool, 'batch-single')).version).toBe('no_stream');
  });

  it('lets one of two batches racing for the same new stream win', async () => {
    const race = (n: number) =>
      db.pool.transaction(async (tx) => {
        await tx.query(sql.unsafe`SELECT pg_sleep(0.05)`);
        return appendToStreams(tx, [{ streamId: 'batch-race', expected: 0, events: [event(n)] }]);
      });
    const results = await Promise.allSettled([race(1), race(2), race(3)]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results.filter((each) => each.status === 'rejected')) {
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(ConcurrencyError);
    }
    expect((await readStream(db.pool, 'batch-race')).events).toHaveLength(1);
  });
});
