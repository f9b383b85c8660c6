import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from '../database';
import { freshDatabase, logSettled, type TestDatabase } from '../../../tests/support/database';
import { appendToStreams } from './append-streams';
import { appendToStream, readAll, readStream } from './store';
import { ConcurrencyError, START } from './types';
import '../../../tests/support/any-events';

let db: TestDatabase;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => {
  await db.drop();
});

const event = (n: number) => ({ type: 'CounterIncremented', data: { n }, metadata: { system: 'test' } });

// The behaviour every event store has is in event-store.contract.ts (run by postgres.int.spec.ts); here, what
// comes of PostgreSQL itself: transactions, transaction ids (xid8) and the JSON the events travel as.

describe('concurrent appends with the same expected version', () => {
  it('let exactly one win when they overlap in time', async () => {
    await appendToStream(db.pool, 'race-1', [event(0)], 'no_stream');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let firstAppended!: () => void;
    const firstIsIn = new Promise<void>((resolve) => (firstAppended = resolve));

    // The first append sits uncommitted while the second one starts against the same version.
    const first = db.pool.transaction(async (tx) => {
      await appendToStream(tx, 'race-1', [event(1)], 1);
      firstAppended();
      await held;
    });
    await firstIsIn;
    const second = appendToStream(db.pool, 'race-1', [event(2)], 1).then(
      () => 'won',
      (error: unknown) => error,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    await first;
    expect(await second).toBeInstanceOf(ConcurrencyError);
    const read = await readStream(db.pool, 'race-1');
    expect(read.events.map((e) => e.data)).toEqual([{ n: 0 }, { n: 1 }]);
  });
});

describe('readAll', () => {
  it('never skips an event that commits late with a lower global position', async () => {
    const fresh = await freshDatabase();
    try {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let lateAppended!: () => void;
      const lateIsIn = new Promise<void>((resolve) => (lateAppended = resolve));

      const late = fresh.pool.transaction(async (tx) => {
        await appendToStream(tx, 'late-1', [event(1)]);
        lateAppended();
        await held;
      });
      await lateIsIn;
      await appendToStream(fresh.pool, 'early-1', [event(2)]);

      // While the late transaction is open, the early one must not be handed out: a reader that took it
      // and moved its checkpoint past it would never see the late event.
      expect(await readAll(fresh.pool, START)).toEqual([]);

      release();
      await late;
      await logSettled(fresh.pool);
      const all = await readAll(fresh.pool, START);
      expect(all.map((e) => e.streamId)).toEqual(['late-1', 'early-1']);
      expect(all[0]!.globalPosition).toBeLessThan(all[1]!.globalPosition);
      const afterFirst = await readAll(fresh.pool, {
        transactionId: all[0]!.transactionId,
        globalPosition: all[0]!.globalPosition,
      });
      expect(afterFirst.map((e) => e.streamId)).toEqual(['early-1']);
    } finally {
      await fresh.drop();
    }
  });

  it('hands out, when asked for everything committed, what waits behind a running transaction', async () => {
    const fresh = await freshDatabase();
    try {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let started!: () => void;
      const isRunning = new Promise<void>((resolve) => (started = resolve));
      // A transaction with an id of its own, older than the append below, that stays open.
      const running = fresh.pool.transaction(async (tx) => {
        await tx.query(sql.unsafe`SELECT pg_current_xact_id()`);
        started();
        await held;
      });
      await isRunning;
      await appendToStream(fresh.pool, 'committed-1', [event(1)], 'no_stream');
      expect(await readAll(fresh.pool, START)).toEqual([]);
      const all = await readAll(fresh.pool, START, { allCommitted: true });
      expect(all.map((e) => e.streamId)).toEqual(['committed-1']);
      release();
      await running;
    } finally {
      await fresh.drop();
    }
  });

  it('orders transaction ids as numbers, not as text', async () => {
    const fresh = await freshDatabase();
    try {
      for (const [position, transactionId] of [
        [1, '9'],
        [2, '10'],
      ] as const) {
        await fresh.pool.query(sql.unsafe`
          INSERT INTO es_events (global_position, transaction_id, stream_id, stream_position, event_id, type, data)
          VALUES (${position}, ${transactionId}::xid8, ${'s-' + position}, 1, gen_random_uuid(), 'T', '{}')`);
      }
      const all = await readAll(fresh.pool, START);
      expect(all.map((e) => e.transactionId)).toEqual(['9', '10']);
      const rest = await readAll(fresh.pool, { transactionId: '9', globalPosition: 1 });
      expect(rest.map((e) => e.transactionId)).toEqual(['10']);
    } finally {
      await fresh.drop();
    }
  });

  it('uses the commit-order index', async () => {
    const plan = await db.pool.anyFirst(sql.unsafe`
      EXPLAIN SELECT * FROM es_events WHERE (transaction_id, global_position) > ('0'::xid8, 0)
      ORDER BY transaction_id, global_position LIMIT 10`);
    expect(plan.join('\n')).toContain('es_events_commit_order');
  });
});

describe('events as JSON', () => {
  const odd = {
    quote: 'say "hi"\\ and \'bye\'',
    unicode: 'Zoë 🏠 \u00e9\u0301 日本 \u2028',
    looksLikeJson: '{"a":1,"b":[2]}',
    nested: { list: [1, [2, [3, { deep: true }]], null], empty: {}, none: [] },
    numbers: [0, -1, 1.5, 9007199254740991, 1e-7],
    flags: [true, false, null],
    'dotted.key': 'x',
    '': 'empty key',
  };

  it('keep every value through the single and the batched append, stored as JSON objects, not as text', async () => {
    await appendToStream(db.pool, 'json-1', [{ type: 'Odd', data: odd, metadata: { odd } }], 'no_stream');
    await appendToStreams(db.pool, [
      { streamId: 'json-2', expected: 0, events: [{ type: 'Odd', data: odd, metadata: { odd } }] },
      { streamId: 'json-3', expected: 0, events: [{ type: 'Odd', data: [odd, 'text', 7] }] },
    ]);
    for (const stream of ['json-1', 'json-2']) {
      const [read] = (await readStream(db.pool, stream)).events;
      expect(read!.data).toEqual(odd);
      expect(read!.metadata).toEqual({ odd });
    }
    expect((await readStream(db.pool, 'json-3')).events[0]!.data).toEqual([odd, 'text', 7]);
    const kinds = await db.pool.anyFirst(sql.unsafe`
      SELECT jsonb_typeof(data) || '/' || jsonb_typeof(metadata) FROM es_events
      WHERE stream_id IN ('json-1', 'json-2', 'json-3') ORDER BY stream_id`);
    expect(kinds).toEqual(['object/object', 'object/object', 'array/object']);
  });
});
