import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { freshDatabase, logSettled, type TestDatabase } from '../../../tests/support/database';
import { appendToStream } from './store';
import { subscribeToAll } from './subscription';
import type { RecordedEvent } from './types';
import '../../../tests/support/any-events';

// What every store's subscription does is in event-store.contract.ts; here, the subscription over a PostgreSQL
// pool and the transactions it must wait for.

let db: TestDatabase;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => {
  await db.drop();
});

const waitFor = async (condition: () => boolean, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('subscribeToAll over a pool', () => {
  it('holds back what commits after a transaction still running, then delivers both in commit-safe order', async () => {
    const delivered: RecordedEvent[] = [];
    const subscription = subscribeToAll(db.pool, {
      idleMs: 10,
      handle: async (events) => void delivered.push(...events),
    });
    await subscription.caughtUp;

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let lateAppended!: () => void;
    const lateIsIn = new Promise<void>((resolve) => (lateAppended = resolve));
    const late = db.pool.transaction(async (tx) => {
      await appendToStream(tx, 'late-1', [{ type: 'Late', data: {} }]);
      lateAppended();
      await held;
    });
    await lateIsIn;
    await appendToStream(db.pool, 'early-1', [{ type: 'Early', data: {} }]);
    // Several rounds of polling while the late transaction is open: nothing may be handed out yet.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(delivered).toEqual([]);

    release();
    await late;
    await logSettled(db.pool);
    await waitFor(() => delivered.length >= 2, 30_000);
    await subscription.stop();
    expect(delivered.map((e) => e.streamId)).toEqual(['late-1', 'early-1']);
  });
});
