import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from '../database';
import { freshDatabase, logSettled, type TestDatabase } from '../../../tests/support/database';
import { appendToStream, readAll, readStream } from './store';
import { ConcurrencyError, START } from './types';

let db: TestDatabase;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => {
  await db.drop();
});

const event = (n: number) => ({ type: 'CounterIncremented', data: { n }, metadata: { system: 'test' } });

describe('appendToStream', () => {
  it('numbers events within the stream and reports the new version', async () => {
    const first = await appendToStream(db.pool, 'counter-1', [event(1), event(2)], 'no_stream');
    expect(first.nextVersion).toBe(2);
    expect(first.events.map((e) => e.streamPosition)).toEqual([1, 2]);
    const second = await appendToStream(db.pool, 'counter-1', [event(3)], 2);
    expect(second.nextVersion).toBe(3);

    const read = await readStream(db.pool, 'counter-1');
    expect(read.version).toBe(3);
    expect(read.events.map((e) => e.data)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(read.events[0]!.metadata).toEqual({ system: 'test' });
    expect(read.events[0]!.globalPosition).toBeLessThan(read.events[2]!.globalPosition);
  });

  it('refuses each failed expectation with the actual version and writes nothing', async () => {
    await appendToStream(db.pool, 'counter-2', [event(1)], 'no_stream');
    const attempts: Array<[string, Parameters<typeof appendToStream>[3], number | 'no_stream']> = [
      ['counter-2', 'no_stream', 1],
      ['counter-2', 0, 1],
      ['counter-2', 5, 1],
      ['counter-missing', 'stream_exists', 'no_stream'],
      ['counter-missing', 3, 'no_stream'],
    ];
    for (const [stream, expected, actual] of attempts) {
      const error = await appendToStream(db.pool, stream, [event(9)], expected).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ConcurrencyError);
      expect((error as ConcurrencyError).actual).toBe(actual);
    }
    expect((await readStream(db.pool, 'counter-2')).events).toHaveLength(1);
    expect((await readStream(db.pool, 'counter-missing')).version).toBe('no_stream');
  });

  it('appends with "any" whatever the version', async () => {
    await appendToStream(db.pool, 'counter-3', [event(1)], 'any');
    const result = await appendToStream(db.pool, 'counter-3', [event(2)], 'any');
    expect(result.nextVersion).toBe(2);
  });

  it('reads a slice of a stream', async () => {
    await appendToStream(db.pool, 'counter-4', [1, 2, 3, 4, 5].map(event), 'no_stream');
    const slice = await readStream(db.pool, 'counter-4', { from: 2, to: 4 });
    expect(slice.events.map((e) => e.streamPosition)).toEqual([2, 3, 4]);
  });
});

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

  it('let exactly one of twenty racing writers win, for a number and for no_stream', async () => {
    await appendToStream(db.pool, 'race-2', [event(0)], 'no_stream');
    for (const [stream, expected] of [
      ['race-2', 1],
      ['race-3', 'no_stream'],
    ] as const) {
      const outcomes = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          appendToStream(db.pool, stream, [event(i)], expected).then(
            () => 'won',
            (error: unknown) => (error instanceof ConcurrencyError ? 'conflict' : error),
          ),
        ),
      );
      expect(outcomes.filter((o) => o === 'won')).toHaveLength(1);
      expect(outcomes.filter((o) => o === 'conflict')).toHaveLength(19);
    }
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

  it('filters by event type', async () => {
    await appendToStream(db.pool, 'typed-1', [
      { type: 'Opened', data: {} },
      { type: 'Closed', data: {} },
    ]);
    await logSettled(db.pool);
    const closed = await readAll(db.pool, START, { types: ['Closed'] });
    expect(closed.every((e) => e.type === 'Closed')).toBe(true);
    expect(closed.some((e) => e.streamId === 'typed-1')).toBe(true);
  });

  it('uses the commit-order index', async () => {
    const plan = await db.pool.anyFirst(sql.unsafe`
      EXPLAIN SELECT * FROM es_events WHERE (transaction_id, global_position) > ('0'::xid8, 0)
      ORDER BY transaction_id, global_position LIMIT 10`);
    expect(plan.join('\n')).toContain('es_events_commit_order');
  });
});
