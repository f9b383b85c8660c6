import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from '../database';
import { freshDatabase, type TestDatabase } from '../../../tests/support/database';
import { isPlainJson, readSnapshot, writeSnapshot } from './snapshots';
import { appendToStream } from './store';
import '../../../tests/support/any-events';

let db: TestDatabase;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => {
  await db.drop();
});

const events = (count: number) => Array.from({ length: count }, (_, n) => ({ type: 'Counted', data: { n } }));

describe('snapshots', () => {
  it('give back the state kept at a version, a newer one replacing an older one and never the reverse', async () => {
    await appendToStream(db.pool, 'snap-1', events(5), 'no_stream');
    await writeSnapshot(db.pool, 'snap-1', 'code-a', 3, { total: 3, names: ['a', 'b'] });
    expect(await readSnapshot(db.pool, 'snap-1', 'code-a')).toEqual({
      version: 3,
      state: { total: 3, names: ['a', 'b'] },
    });
    await writeSnapshot(db.pool, 'snap-1', 'code-a', 5, { total: 5 });
    await writeSnapshot(db.pool, 'snap-1', 'code-a', 4, { total: 4 });
    expect(await readSnapshot(db.pool, 'snap-1', 'code-a')).toEqual({ version: 5, state: { total: 5 } });
  });

  it('are kept apart by the fingerprint of the code that folded them', async () => {
    await writeSnapshot(db.pool, 'snap-1', 'code-b', 2, { other: true });
    expect(await readSnapshot(db.pool, 'snap-1', 'code-b')).toEqual({ version: 2, state: { other: true } });
    expect(await readSnapshot(db.pool, 'snap-1', 'code-c')).toBeNull();
    expect((await readSnapshot(db.pool, 'snap-1', 'code-a'))?.version).toBe(5);
  });

  it('are never written ahead of the stream, nor for a stream that does not exist', async () => {
    await appendToStream(db.pool, 'snap-2', events(2), 'no_stream');
    await writeSnapshot(db.pool, 'snap-2', 'code-a', 3, { total: 3 });
    await writeSnapshot(db.pool, 'snap-none', 'code-a', 1, { total: 1 });
    expect(await readSnapshot(db.pool, 'snap-2', 'code-a')).toBeNull();
    expect(await readSnapshot(db.pool, 'snap-none', 'code-a')).toBeNull();
  });

  it('are not used once the event they were folded up to is no longer the one in the stream', async () => {
    await appendToStream(db.pool, 'snap-3', events(4), 'no_stream');
    await writeSnapshot(db.pool, 'snap-3', 'code-a', 4, { total: 4 });
    // A restore, or a stream written anew under the same id: the positions are there, the events are others.
    await db.pool.query(sql.unsafe`DELETE FROM es_events WHERE stream_id = 'snap-3'`);
    await db.pool.query(sql.unsafe`DELETE FROM es_streams WHERE stream_id = 'snap-3'`);
    await appendToStream(db.pool, 'snap-3', events(2), 'no_stream');
    expect(await readSnapshot(db.pool, 'snap-3', 'code-a')).toBeNull();
    await appendToStream(db.pool, 'snap-3', events(2), 2);
    expect(await readSnapshot(db.pool, 'snap-3', 'code-a')).toBeNull();
  });

  it('of code no process has run for a day are dropped when the stream gets a new one', async () => {
    await appendToStream(db.pool, 'snap-5', events(3), 'no_stream');
    await writeSnapshot(db.pool, 'snap-5', 'code-old', 1, { total: 1 });
    await writeSnapshot(db.pool, 'snap-5', 'code-recent', 1, { total: 1 });
    await db.pool.query(sql.unsafe`
      UPDATE es_snapshots SET taken_at = now() - interval '25 hours'
      WHERE stream_id = 'snap-5' AND fingerprint = 'code-old'`);
    await writeSnapshot(db.pool, 'snap-5', 'code-new', 3, { total: 3 });
    const kept = await db.pool.anyFirst(
      sql.unsafe`SELECT fingerprint FROM es_snapshots WHERE stream_id = 'snap-5' ORDER BY fingerprint`,
    );
    expect(kept).toEqual(['code-new', 'code-recent']);
  });

  it('go with the transaction that wrote them when it rolls back', async () => {
    await appendToStream(db.pool, 'snap-4', events(3), 'no_stream');
    await expect(
      db.pool.transaction(async (tx) => {
        await writeSnapshot(tx, 'snap-4', 'code-a', 3, { total: 3 });
        throw new Error('the command failed');
      }),
    ).rejects.toThrow('the command failed');
    expect(await readSnapshot(db.pool, 'snap-4', 'code-a')).toBeNull();
  });
});

describe('isPlainJson', () => {
  it('takes what JSON gives back unchanged', () => {
    expect(isPlainJson({ a: 1, b: 'x', c: [true, null, { d: 2.5 }], e: undefined })).toBe(true);
    expect(isPlainJson(null)).toBe(true);
  });

  it('refuses what JSON would change', () => {
    for (const value of [
      { at: new Date() },
      { ids: new Set([1]) },
      { byId: new Map() },
      { cents: 10n },
      { ratio: Number.NaN },
      { ratio: Infinity },
      { zero: -0 },
      [1, undefined],
      // eslint-disable-next-line no-sparse-arrays
      [1, , 3],
      { run: () => 1 },
      new (class Account {})(),
    ]) {
      expect(isPlainJson(value)).toBe(false);
    }
  });
});
