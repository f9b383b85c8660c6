import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from './database';
import { ConcurrencyError, readStream } from './eventstore/index';
import { freshDatabase, type TestDatabase } from '../../tests/support/database';
import { appendWithInlineProjections } from './inline';
import type { Projection } from './projection';
import { rebuildProjection } from './rebuild';
import '../../tests/support/any-events';

let db: TestDatabase;
beforeAll(async () => {
  db = await freshDatabase();
  // A read model of this test's own, shaped like an escrow balance.
  await db.pool.query(sql.unsafe`CREATE TABLE test_balances (account text PRIMARY KEY, cents bigint NOT NULL)`);
});
afterAll(async () => {
  await db.drop();
});

const balances: Projection = {
  name: 'test-balances',
  tables: ['test_balances'],
  eventTypes: ['Deposited'],
  mode: 'inline',
  async apply(tx, events) {
    for (const event of events) {
      const { cents } = event.data as { cents: number };
      if (cents < 0) throw new Error('a deposit cannot be negative');
      await tx.query(sql.unsafe`
        INSERT INTO test_balances (account, cents) VALUES (${event.streamId}, ${cents})
        ON CONFLICT (account) DO UPDATE SET cents = test_balances.cents + EXCLUDED.cents`);
    }
  },
};

const balanceOf = (account: string) =>
  db.pool.maybeOneFirst(sql.unsafe`SELECT cents FROM test_balances WHERE account = ${account}`);

describe('inline projections', () => {
  it('are up to date the moment the append returns', async () => {
    await appendWithInlineProjections(
      db.pool,
      'escrow-1',
      [{ type: 'Deposited', data: { cents: 5000 } }],
      'no_stream',
      [balances],
    );
    expect(await balanceOf('escrow-1')).toBe(5000);
    await appendWithInlineProjections(
      db.pool,
      'escrow-1',
      [
        { type: 'Deposited', data: { cents: 250 } },
        { type: 'Noted', data: {} },
      ],
      1,
      [balances],
    );
    expect(await balanceOf('escrow-1')).toBe(5250);
  });

  it('undo the append when the projection fails, and the append when the version is stale', async () => {
    const failed = appendWithInlineProjections(db.pool, 'escrow-1', [{ type: 'Deposited', data: { cents: -1 } }], 3, [
      balances,
    ]);
    await expect(failed).rejects.toThrow('a deposit cannot be negative');
    const stale = appendWithInlineProjections(db.pool, 'escrow-1', [{ type: 'Deposited', data: { cents: 1 } }], 1, [
      balances,
    ]);
    await expect(stale).rejects.toBeInstanceOf(ConcurrencyError);
    expect((await readStream(db.pool, 'escrow-1')).version).toBe(3);
    expect(await balanceOf('escrow-1')).toBe(5250);
  });

  it('rebuild from the log like any other', async () => {
    await db.pool.query(sql.unsafe`UPDATE test_balances SET cents = 0`);
    await rebuildProjection(db.pool, balances);
    expect(await balanceOf('escrow-1')).toBe(5250);
  });
});
