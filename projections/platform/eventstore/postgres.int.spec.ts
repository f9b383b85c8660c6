import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from '../database';
import { freshDatabase, logSettled, type TestDatabase } from '../../../tests/support/database';
import { eventStoreContract } from './event-store.contract';
import { postgresEventStore } from './postgres';
import { START } from './types';
import '../../../tests/support/any-events';

eventStoreContract('PostgreSQL', async () => {
  const db = await freshDatabase(12);
  return { store: postgresEventStore(db.pool), close: db.drop, settled: () => logSettled(db.pool) };
});

describe('postgresEventStore over a transaction', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await freshDatabase();
  });
  afterAll(async () => {
    await db.drop();
  });

  const event = (n: number) => ({ type: 'CounterIncremented', data: { n } });

  it('reads its own appends inside the transaction, hidden from others until it commits', async () => {
    const outside = postgresEventStore(db.pool);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let appended!: () => void;
    const inIt = new Promise<void>((resolve) => (appended = resolve));
    // slonik refuses the pool inside a transaction's callback: the outside reads happen out here meanwhile.
    const transaction = db.pool.transaction(async (tx) => {
      const inside = postgresEventStore(tx);
      await inside.appendToStream('tx-1', [event(1)], 'no_stream');
      await inside.appendToStreams([{ streamId: 'tx-2', expected: 0, events: [event(2)] }]);
      const seen = [(await inside.readStream('tx-1')).version, (await inside.readStream('tx-2')).version];
      appended();
      await held;
      return seen;
    });
    await inIt;
    expect((await outside.readStream('tx-1')).version).toBe('no_stream');
    expect((await outside.readStream('tx-2')).version).toBe('no_stream');
    release();
    expect(await transaction).toEqual([1, 1]);
    expect((await outside.readStream('tx-1')).events.map((e) => e.data)).toEqual([{ n: 1 }]);
    expect((await outside.readStream('tx-2')).events.map((e) => e.data)).toEqual([{ n: 2 }]);
  });

  it('gives every append of one transaction its transaction id, and writes none of them when it rolls back', async () => {
    const ids = await db.pool.transaction(async (tx) => {
      const inside = postgresEventStore(tx);
      const first = await inside.appendToStream('tx-3', [event(1)], 'no_stream');
      const second = await inside.appendToStream('tx-4', [event(2)], 'no_stream');
      return [first.events[0]!.transactionId, second.events[0]!.transactionId];
    });
    expect(ids[0]).toBe(ids[1]);
    await logSettled(db.pool);
    const all = await postgresEventStore(db.pool).readAll(START, { types: ['CounterIncremented'] });
    expect(all.filter((e) => e.streamId === 'tx-3' || e.streamId === 'tx-4').map((e) => e.transactionId)).toEqual(ids);

    const failed = db.pool.transaction(async (tx) => {
      const inside = postgresEventStore(tx);
      await inside.appendToStream('tx-5', [event(1)], 'no_stream');
      await inside.appendToStream('tx-3', [event(2)], 'no_stream');
    });
    await expect(failed).rejects.toThrow();
    expect((await postgresEventStore(db.pool).readStream('tx-5')).version).toBe('no_stream');
    expect(Number(await db.pool.oneFirst(sql.unsafe`SELECT count(*) FROM es_events WHERE stream_id = 'tx-5'`))).toBe(0);
  });
});
