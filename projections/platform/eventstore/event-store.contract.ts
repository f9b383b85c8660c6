// The behaviour every EventStore adapter must have, as tests. An adapter's spec file calls eventStoreContract
// with a way to open an empty store of its kind (postgres.int.spec.ts does for PostgreSQL).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { setEventCheck } from './event-check';
import type { EventStore } from './port';
import { checkpointOf } from './store';
import { ConcurrencyError, START, type Checkpoint, type ExpectedVersion, type RecordedEvent } from './types';

export type OpenedEventStore = {
  store: EventStore;
  close: () => Promise<void>;
  /**
   * Resolves once everything appended so far is readable by readAll. For a store whose readers may lag a
   * moment behind a returned append (PostgreSQL's wait for older transactions still running); none: no lag.
   */
  settled?: () => Promise<void>;
};

/** Defines the contract's tests for one adapter; `open` must give an empty store of its own each time. */
export function eventStoreContract(name: string, open: () => Promise<OpenedEventStore>): void {
  /** An empty store for the tests of one describe block. */
  const emptyStore = () => {
    let opened: OpenedEventStore | undefined;
    beforeAll(async () => {
      opened = await open();
    });
    afterAll(async () => {
      await opened?.close();
    });
    const current = () => {
      if (!opened) throw new Error('the store is not open');
      return opened;
    };
    return {
      store: () => current().store,
      settled: async () => {
        await current().settled?.();
      },
    };
  };

  const event = (n: number) => ({ type: 'CounterIncremented', data: { n }, metadata: { system: 'test' } });

  /** Everything readAll gives after a checkpoint, page by page. */
  const readRest = async (store: EventStore, from: Checkpoint, pageSize = 1000) => {
    const all: RecordedEvent[] = [];
    for (let after = from; ;) {
      const page = await store.readAll(after, { limit: pageSize });
      all.push(...page);
      if (page.length < pageSize) return all;
      after = checkpointOf(page[page.length - 1]!);
    }
  };

  /** Where the log ends now: the checkpoint of its last readable event. */
  const head = async (store: EventStore) => {
    const all = await readRest(store, START);
    return all.length === 0 ? START : checkpointOf(all[all.length - 1]!);
  };

  const outcomeOf = (attempt: Promise<unknown>) =>
    attempt.then(
      () => 'won' as const,
      (error: unknown) => (error instanceof ConcurrencyError ? ('conflict' as const) : error),
    );

  describe(`event store contract: ${name}`, () => {
    describe('appendToStream', () => {
      const { store } = emptyStore();

      it('numbers events within the stream and reports the new version', async () => {
        const first = await store().appendToStream('counter-1', [event(1), event(2)], 'no_stream');
        expect(first.nextVersion).toBe(2);
        expect(first.events.map((e) => e.streamPosition)).toEqual([1, 2]);
        expect(first.events.every((e) => e.streamId === 'counter-1' && typeof e.id === 'string')).toBe(true);
        const second = await store().appendToStream('counter-1', [event(3)], 2);
        expect(second.nextVersion).toBe(3);

        const read = await store().readStream('counter-1');
        expect(read.version).toBe(3);
        expect(read.events.map((e) => e.data)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
        expect(read.events.map((e) => e.id)).toEqual([...first.events, ...second.events].map((e) => e.id));
        expect(read.events[0]!.type).toBe('CounterIncremented');
        expect(read.events[0]!.metadata).toEqual({ system: 'test' });
        expect(read.events[0]!.globalPosition).toBeLessThan(read.events[2]!.globalPosition);
      });

      it('refuses each failed expectation with the actual version and writes nothing', async () => {
        await store().appendToStream('counter-2', [event(1)], 'no_stream');
        const attempts: Array<[string, ExpectedVersion, number | 'no_stream']> = [
          ['counter-2', 'no_stream', 1],
          ['counter-2', 0, 1],
          ['counter-2', 5, 1],
          ['counter-missing', 'stream_exists', 'no_stream'],
          ['counter-missing', 3, 'no_stream'],
        ];
        for (const [stream, expected, actual] of attempts) {
          const error = await store()
            .appendToStream(stream, [event(9)], expected)
            .catch((e: unknown) => e);
          expect(error).toBeInstanceOf(ConcurrencyError);
          expect((error as ConcurrencyError).streamId).toBe(stream);
          expect((error as ConcurrencyError).expected).toBe(expected);
          expect((error as ConcurrencyError).actual).toBe(actual);
        }
        expect((await store().readStream('counter-2')).events).toHaveLength(1);
        expect((await store().readStream('counter-missing')).version).toBe('no_stream');
      });

      it('appends with "any" whatever the version, to a new stream too', async () => {
        const created = await store().appendToStream('counter-3', [event(1)], 'any');
        expect(created.nextVersion).toBe(1);
        const result = await store().appendToStream('counter-3', [event(2)], 'any');
        expect(result.nextVersion).toBe(2);
        expect((await store().readStream('counter-3')).events.map((e) => e.streamPosition)).toEqual([1, 2]);
      });

      it('appends with "stream_exists" to a stream that has events, and takes 0 as "no_stream"', async () => {
        const created = await store().appendToStream('counter-5', [event(1)], 0);
        expect(created.nextVersion).toBe(1);
        const more = await store().appendToStream('counter-5', [event(2), event(3)], 'stream_exists');
        expect(more.nextVersion).toBe(3);
        expect(more.events.map((e) => e.streamPosition)).toEqual([2, 3]);
      });

      it('keeps the ids it is given, and records an id only once', async () => {
        const id = randomUUID();
        const first = await store().appendToStream('counter-6', [{ ...event(1), id }], 'no_stream');
        expect(first.events[0]!.id).toBe(id);
        // A retried append carrying the same id is refused, whatever version it expects, and writes nothing.
        await expect(store().appendToStream('counter-6', [{ ...event(1), id }], 'any')).rejects.toBeDefined();
        await expect(store().appendToStream('counter-6b', [{ ...event(1), id }], 'no_stream')).rejects.toBeDefined();
        await expect(
          store().appendToStreams([{ streamId: 'counter-6c', expected: 0, events: [{ ...event(1), id }] }]),
        ).rejects.toBeDefined();
        const read = await store().readStream('counter-6');
        expect(read.version).toBe(1);
        expect(read.events.map((e) => e.id)).toEqual([id]);
        expect((await store().readStream('counter-6b')).version).toBe('no_stream');
        expect((await store().readStream('counter-6c')).version).toBe('no_stream');
      });
    });

    describe('readStream', () => {
      const { store } = emptyStore();

      it('reads a slice of a stream', async () => {
        await store().appendToStream('counter-4', [1, 2, 3, 4, 5].map(event), 'no_stream');
        const slice = await store().readStream('counter-4', { from: 2, to: 4 });
        expect(slice.version).toBe(5);
        expect(slice.events.map((e) => e.streamPosition)).toEqual([2, 3, 4]);
        expect(slice.events.map((e) => e.data)).toEqual([{ n: 2 }, { n: 3 }, { n: 4 }]);
        const limited = await store().readStream('counter-4', { from: 3, limit: 2 });
        expect(limited.events.map((e) => e.streamPosition)).toEqual([3, 4]);
      });

      it('reads the whole of a long stream when no limit is given, as its version says', async () => {
        for (let at = 0; at < 10_050; at += 2010) {
          const batch = Array.from({ length: 2010 }, (_, i) => event(at + i + 1));
          await store().appendToStream('counter-long', batch, at === 0 ? 'no_stream' : at);
        }
        const whole = await store().readStream('counter-long');
        expect(whole.version).toBe(10_050);
        expect(whole.events).toHaveLength(10_050);
        expect(whole.events[10_049]!.data).toEqual({ n: 10_050 });
        const tail = await store().readStream('counter-long', { from: 10_001 });
        expect(tail.events.map((e) => e.streamPosition)).toEqual(Array.from({ length: 50 }, (_, i) => 10_001 + i));
      });

      it('reads a stream that does not exist as no_stream, without events', async () => {
        expect(await store().readStream('counter-nowhere')).toEqual({ version: 'no_stream', events: [] });
      });
    });

    describe('appendToStreams', () => {
      const { store } = emptyStore();

      it('appends to new and existing streams at once, each numbered on from its version', async () => {
        await store().appendToStream('batch-old', [event(1)], 'no_stream');
        const appended = await store().appendToStreams([
          { streamId: 'batch-a', expected: 0, events: [event(1), event(2)] },
          { streamId: 'batch-old', expected: 1, events: [event(2)] },
          { streamId: 'batch-b', expected: 0, events: [event(1)] },
        ]);
        expect(appended).toBe(4);
        const a = await store().readStream('batch-a');
        expect(a.version).toBe(2);
        expect(a.events.map((e) => [e.streamPosition, e.data])).toEqual([
          [1, { n: 1 }],
          [2, { n: 2 }],
        ]);
        expect((await store().readStream('batch-old')).events.map((e) => e.streamPosition)).toEqual([1, 2]);
        expect((await store().readStream('batch-b')).version).toBe(1);
        expect(await store().appendToStreams([])).toBe(0);
      });

      it.each([
        ['expects no stream where one exists', { streamId: 'batch-a', expected: 0 }],
        ['expects a version the stream has passed', { streamId: 'batch-a', expected: 1 }],
        ['expects a version of a stream that does not exist', { streamId: 'batch-nowhere', expected: 3 }],
      ])('writes nothing of the batch when one stream %s', async (_case, stale) => {
        // batch-a at version 2, batch-good at 1, whichever test ran first.
        await store()
          .appendToStream('batch-a', [event(1), event(2)], 'no_stream')
          .catch(() => undefined);
        await store()
          .appendToStream('batch-good', [event(1)], 'no_stream')
          .catch(() => undefined);
        const before = [await store().readStream('batch-a'), await store().readStream('batch-good')];
        await expect(
          store().appendToStreams([
            { streamId: 'batch-fresh', expected: 0, events: [event(1)] },
            { streamId: 'batch-good', expected: 1, events: [event(2)] },
            { ...stale, events: [event(9)] },
          ]),
        ).rejects.toBeInstanceOf(ConcurrencyError);
        expect((await store().readStream('batch-fresh')).version).toBe('no_stream');
        expect([await store().readStream('batch-a'), await store().readStream('batch-good')]).toEqual(before);
        expect((await store().readStream('batch-nowhere')).version).toBe('no_stream');
      });

      it('lets exactly one of several batches racing for the same new stream win', async () => {
        const outcomes = await Promise.all(
          [1, 2, 3, 4, 5].map((n) =>
            outcomeOf(store().appendToStreams([{ streamId: 'batch-race', expected: 0, events: [event(n)] }])),
          ),
        );
        expect(outcomes.filter((o) => o === 'won')).toHaveLength(1);
        expect(outcomes.filter((o) => o === 'conflict')).toHaveLength(4);
        expect((await store().readStream('batch-race')).events).toHaveLength(1);
      });
    });

    describe('readAll', () => {
      const { store, settled } = emptyStore();

      it('reads the log after a checkpoint in append order, page by page, each event once', async () => {
        await settled();
        const from = await head(store());
        const ids: string[] = [];
        const note = (events: readonly RecordedEvent[]) => ids.push(...events.map((e) => e.id));
        note((await store().appendToStream('log-1', [event(1), event(2)], 'no_stream')).events);
        note((await store().appendToStream('log-2', [event(3)], 'no_stream')).events);
        note((await store().appendToStream('log-1', [event(4)], 2)).events);
        const batch = [
          { streamId: 'log-3', expected: 0, events: [event(5), event(6)].map((e) => ({ ...e, id: randomUUID() })) },
          { streamId: 'log-2', expected: 1, events: [{ ...event(7), id: randomUUID() }] },
        ];
        await store().appendToStreams(batch);
        ids.push(...batch.flatMap((append) => append.events.map((e) => e.id)));
        await settled();

        const all = await store().readAll(from);
        expect(all.map((e) => e.id)).toEqual(ids);
        expect(all.map((e) => [e.streamId, e.streamPosition, e.data])).toEqual([
          ['log-1', 1, { n: 1 }],
          ['log-1', 2, { n: 2 }],
          ['log-2', 1, { n: 3 }],
          ['log-1', 3, { n: 4 }],
          ['log-3', 1, { n: 5 }],
          ['log-3', 2, { n: 6 }],
          ['log-2', 2, { n: 7 }],
        ]);

        const pages: RecordedEvent[][] = [];
        for (let after = from; ;) {
          const page = await store().readAll(after, { limit: 2 });
          expect(page.length).toBeLessThanOrEqual(2);
          if (page.length === 0) break;
          pages.push(page);
          after = checkpointOf(page[page.length - 1]!);
        }
        expect(pages.map((page) => page.length)).toEqual([2, 2, 2, 1]);
        expect(pages.flat().map((e) => e.id)).toEqual(ids);

        expect((await store().readAll(checkpointOf(all[2]!))).map((e) => e.id)).toEqual(ids.slice(3));
        expect(await store().readAll(checkpointOf(all[all.length - 1]!))).toEqual([]);
      });

      it('filters by event type, with the limit counting only those', async () => {
        await settled();
        const from = await head(store());
        await store().appendToStream(
          'typed-1',
          [
            { type: 'Opened', data: { n: 1 } },
            { type: 'Closed', data: { n: 2 } },
            { type: 'Noted', data: { n: 3 } },
            { type: 'Closed', data: { n: 4 } },
            { type: 'Opened', data: { n: 5 } },
          ],
          'no_stream',
        );
        await settled();
        const closed = await store().readAll(from, { types: ['Closed'] });
        expect(closed.map((e) => [e.type, e.data])).toEqual([
          ['Closed', { n: 2 }],
          ['Closed', { n: 4 }],
        ]);
        const either = await store().readAll(from, { types: ['Closed', 'Opened'], limit: 3 });
        expect(either.map((e) => e.data)).toEqual([{ n: 1 }, { n: 2 }, { n: 4 }]);
        expect(await store().readAll(from, { types: ['NeverWritten'] })).toEqual([]);
      });
    });

    describe('subscribeToAll', () => {
      const { store, settled } = emptyStore();

      const waitFor = async (condition: () => boolean, timeoutMs: number) => {
        const deadline = Date.now() + timeoutMs;
        while (!condition()) {
          if (Date.now() > deadline) throw new Error('timed out waiting');
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      };

      it('delivers every event of 8 concurrent writers exactly once, in the order of the log', async () => {
        const writers = 8;
        const perWriter = 5000;
        await settled();
        const from = await head(store());
        const delivered: RecordedEvent[] = [];
        const subscription = store().subscribeToAll({
          from,
          idleMs: 10,
          handle: async (events) => {
            delivered.push(...events);
          },
        });

        const appendedIds = new Set<string>();
        await Promise.all(
          Array.from({ length: writers }, async (_, writer) => {
            for (let i = 0; i < perWriter; i++) {
              const result = await store().appendToStream(
                `writer-${writer}-${i % 25}`,
                [{ type: 'Written', data: { writer, i } }],
                'any',
              );
              appendedIds.add(result.events[0]!.id);
            }
          }),
        );
        await waitFor(() => delivered.length >= writers * perWriter, 60_000);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await subscription.stop();

        expect(delivered).toHaveLength(writers * perWriter);
        const deliveredIds = new Set(delivered.map((e) => e.id));
        expect(deliveredIds.size).toBe(writers * perWriter);
        expect([...appendedIds].every((id) => deliveredIds.has(id))).toBe(true);

        const lastPosition = new Map<string, number>();
        for (const event of delivered) {
          expect(event.streamPosition).toBe((lastPosition.get(event.streamId) ?? 0) + 1);
          lastPosition.set(event.streamId, event.streamPosition);
        }
        // The log's own order, as a reader paging through it sees it.
        await settled();
        expect((await readRest(store(), from)).map((e) => e.id)).toEqual(delivered.map((e) => e.id));
        expect(subscription.checkpoint()).toEqual(checkpointOf(delivered[delivered.length - 1]!));
      }, 120_000);

      it('resumes from a checkpoint without repeating what was handled', async () => {
        await store().appendToStream('resume-1', [{ type: 'A', data: {} }], 'any');
        // "Caught up" means with what readers may take now.
        await settled();
        const seen: RecordedEvent[] = [];
        const first = store().subscribeToAll({
          types: ['A', 'B'],
          handle: async (events) => void seen.push(...events),
        });
        await first.caughtUp;
        await first.stop();
        expect(seen.map((e) => e.type)).toEqual(['A']);

        await store().appendToStream('resume-1', [{ type: 'B', data: {} }], 'any');
        await settled();
        const later: RecordedEvent[] = [];
        const second = store().subscribeToAll({
          from: first.checkpoint(),
          types: ['A', 'B'],
          handle: async (events) => void later.push(...events),
        });
        await second.caughtUp;
        await second.stop();
        expect(later.map((e) => e.type)).toEqual(['B']);
      });

      it('stops at once while it waits for new events, and hands nothing more after', async () => {
        await settled();
        const delivered: RecordedEvent[] = [];
        const subscription = store().subscribeToAll({
          from: await head(store()),
          idleMs: 60_000,
          handle: async (events) => void delivered.push(...events),
        });
        await subscription.caughtUp;
        const started = Date.now();
        await subscription.stop();
        expect(Date.now() - started).toBeLessThan(1000);
        await store().appendToStream('after-stop', [event(1)], 'no_stream');
        await settled();
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(delivered).toEqual([]);
      });
    });

    describe('concurrent writers to one stream', () => {
      const { store } = emptyStore();

      it('let exactly one of twenty racing writers win, for a number and for no_stream', async () => {
        await store().appendToStream('race-2', [event(0)], 'no_stream');
        for (const [stream, expected] of [
          ['race-2', 1],
          ['race-3', 'no_stream'],
        ] as const) {
          const outcomes = await Promise.all(
            Array.from({ length: 20 }, (_, i) => outcomeOf(store().appendToStream(stream, [event(i)], expected))),
          );
          expect(outcomes.filter((o) => o === 'won')).toHaveLength(1);
          expect(outcomes.filter((o) => o === 'conflict')).toHaveLength(19);
        }
        expect((await store().readStream('race-2')).version).toBe(2);
        expect((await store().readStream('race-3')).version).toBe(1);
      });

      it('let exactly one writer win each version when eight read, decide and retry', async () => {
        const writers = 8;
        const perWriter = 15;
        const wins = new Map<number, number>();
        let conflicts = 0;
        await Promise.all(
          Array.from({ length: writers }, async (_, writer) => {
            for (let i = 0; i < perWriter;) {
              const { version } = await store().readStream('race-loop');
              const expected = version === 'no_stream' ? 'no_stream' : version;
              try {
                const result = await store().appendToStream(
                  'race-loop',
                  [{ type: 'Written', data: { writer, i } }],
                  expected,
                );
                wins.set(result.nextVersion, (wins.get(result.nextVersion) ?? 0) + 1);
                i++;
              } catch (error) {
                if (!(error instanceof ConcurrencyError)) throw error;
                conflicts++;
              }
            }
          }),
        );
        const total = writers * perWriter;
        expect([...wins.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
        expect([...wins.values()].every((count) => count === 1)).toBe(true);
        const read = await store().readStream('race-loop');
        expect(read.version).toBe(total);
        expect(read.events.map((e) => e.streamPosition)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
        for (let writer = 0; writer < writers; writer++) {
          const own = read.events
            .map((e) => e.data as { writer: number; i: number })
            .filter((d) => d.writer === writer);
          expect(own.map((d) => d.i)).toEqual(Array.from({ length: perWriter }, (_, i) => i));
        }
        // Not a proof of overlap, but eight writers on one stream that never collided would test nothing.
        expect(conflicts).toBeGreaterThan(0);
      });
    });

    describe('the event check', () => {
      const { store } = emptyStore();
      const checked: string[] = [];
      beforeAll(() => {
        setEventCheck((candidate) => {
          checked.push(candidate.type);
          if (candidate.type === 'Malformed' || (candidate.data as { n?: unknown }).n === undefined) {
            throw new Error(`malformed ${candidate.type}`);
          }
        });
      });
      afterAll(() => {
        setEventCheck(null);
      });

      it('refuses an append holding an event the check throws on, and leaves the stream unchanged', async () => {
        await store().appendToStream('checked-1', [event(1)], 'no_stream');
        expect(checked).toEqual(['CounterIncremented']);
        const before = await store().readStream('checked-1');
        await expect(
          store().appendToStream('checked-1', [event(2), { type: 'Malformed', data: { n: 3 } }], 1),
        ).rejects.toThrow('malformed Malformed');
        await expect(store().appendToStream('checked-1', [{ type: 'Counted', data: {} }], 'any')).rejects.toThrow(
          'malformed Counted',
        );
        await expect(
          store().appendToStream('checked-2', [{ type: 'Malformed', data: {} }], 'no_stream'),
        ).rejects.toThrow('malformed');
        expect(await store().readStream('checked-1')).toEqual(before);
        expect((await store().readStream('checked-2')).version).toBe('no_stream');
      });

      it('refuses a batch of many streams when one event is refused, writing nothing of it', async () => {
        await expect(
          store().appendToStreams([
            { streamId: 'checked-3', expected: 0, events: [event(1)] },
            { streamId: 'checked-1', expected: 1, events: [event(2), { type: 'Malformed', data: { n: 3 } }] },
          ]),
        ).rejects.toThrow('malformed Malformed');
        expect((await store().readStream('checked-3')).version).toBe('no_stream');
        expect((await store().readStream('checked-1')).version).toBe(1);
      });

      it('lets the append through once the check is removed', async () => {
        setEventCheck(null);
        const result = await store().appendToStream('checked-1', [{ type: 'Malformed', data: {} }], 1);
        expect(result.nextVersion).toBe(2);
      });
    });
  });
}
