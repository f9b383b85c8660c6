import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { freshDatabase, logSettled, type TestDatabase } from '../../../tests/support/database';
import { appendToStream } from './store';
import { subscribeToAll } from './subscription';
import type { RecordedEvent } from './types';

let db: TestDatabase;
beforeAll(async () => {
  db = await freshDatabase(12);
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

describe('subscribeToAll', () => {
  it('delivers every event of 8 concurrent writers exactly once, each stream in order', async () => {
    const writers = 8;
    const perWriter = 5000;
    const delivered: RecordedEvent[] = [];
    const subscription = subscribeToAll(db.pool, {
      idleMs: 10,
      handle: async (events) => {
        delivered.push(...events);
      },
    });

    const appendedIds = new Set<string>();
    await Promise.all(
      Array.from({ length: writers }, async (_, writer) => {
        for (let i = 0; i < perWriter; i++) {
          const result = await appendToStream(db.pool, `writer-${writer}-${i % 25}`, [
            { type: 'Written', data: { writer, i } },
          ]);
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
  });

  it('resumes from a checkpoint without repeating what was handled', async () => {
    await appendToStream(db.pool, 'resume-1', [{ type: 'A', data: {} }]);
    // "Caught up" means with what readers may take now; let other test files' transactions end first.
    await logSettled(db.pool);
    const seen: RecordedEvent[] = [];
    const first = subscribeToAll(db.pool, { types: ['A', 'B'], handle: async (events) => void seen.push(...events) });
    await first.caughtUp;
    await first.stop();
    expect(seen.map((e) => e.type)).toEqual(['A']);

    await appendToStream(db.pool, 'resume-1', [{ type: 'B', data: {} }]);
    await logSettled(db.pool);
    const later: RecordedEvent[] = [];
    const second = subscribeToAll(db.pool, {
      from: first.checkpoint(),
      types: ['A', 'B'],
      handle: async (events) => void later.push(...events),
    });
    await second.caughtUp;
    await second.stop();
    expect(later.map((e) => e.type)).toEqual(['B']);
  });
});
