import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DatabaseTransactionConnection } from 'slonik';
import { sql } from '@landrecords/projections/platform/database';
import { redactedFields } from '@landrecords/projections/platform/eventstore/chain-encoding';
import { verifyChain, verifyChainIn } from '@landrecords/projections/platform/eventstore/chain-verify';
import { readStream } from '@landrecords/projections/platform/eventstore/index';
import { personalFields } from '@landrecords/projections/users/index';
import { testContext } from '../../tests/support/context';
import { givenUser } from '../../tests/support/people';
import { purgeUsersNotSignedInSince } from '../users/index';
import { changePassword, changeUser } from '../users/user.commands';
import { purgeUsersNow } from './user-purge';

// The event log's chain (docs/decisions.md) after a lawful purge: the redacted events still verify, because
// their content hash leaves the person out; any other change to them is still found.

let ctx: Awaited<ReturnType<typeof testContext>>;
beforeAll(async () => {
  ctx = await testContext();
});
afterAll(async () => {
  await ctx.close();
});

const clerk = { actor: { userId: '5', username: 'county.clerk1', role: 'COUNTY' }, sourceIp: '10.0.0.9' };

async function idleUser(username: string) {
  const id = await givenUser(ctx.pool, { username, role: 'USER', accountId: 7 });
  await ctx.pool.query(sql.unsafe`UPDATE users SET created_at = '2019-05-01T00:00:00Z' WHERE id = ${id}`);
  return id;
}

class RolledBack extends Error {}
async function verifiedAfter(tamper: (tx: DatabaseTransactionConnection) => Promise<unknown>) {
  let result: Awaited<ReturnType<typeof verifyChainIn>> | undefined;
  await ctx.pool
    .transaction(async (tx) => {
      await tamper(tx);
      result = await verifyChainIn(tx);
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return result!;
}

let purged: number;
const createdEvent = async () => (await readStream(ctx.pool, `user-${purged}`)).events[0]!;

describe("a purge's redaction and the chain", () => {
  it('blanks the fields the chain leaves out of its kept hash', () => {
    expect([...redactedFields].sort()).toEqual([...personalFields].sort());
  });

  it('still verifies after purge now: the redacted events are counted as such', async () => {
    purged = await idleUser('p.user.idle01');
    await changeUser(ctx.pool, purged, { email: 'rosa.new@example.com', lastName: 'Camacho Cruz' }, clerk);
    await changePassword(ctx.pool, purged, 'argon2-hash-of-a-new-password', 'manager', clerk);
    expect((await verifyChain(ctx.pool)).breaks).toEqual([]);

    expect(await purgeUsersNow(ctx.pool, '03/01/2021', clerk)).toBe(1);
    const created = await createdEvent();
    expect(created.data).toMatchObject({ firstName: '', email: '', passwordHash: 'redacted' });
    const result = await verifyChain(ctx.pool);
    expect(result.breaks).toEqual([]);
    expect(result.redacted).toBe(3);
  });

  it.each([
    [
      'a personal field given back a value',
      (id: string) => sql.unsafe`UPDATE es_events SET data = data || '{"firstName": "Eve"}' WHERE event_id = ${id}`,
      'personal fields changed after the purge blanked them',
    ],
    [
      'a field the purge keeps (the username)',
      (id: string) =>
        sql.unsafe`UPDATE es_events SET data = data || '{"username": "someone.else"}' WHERE event_id = ${id}`,
      'its content (type, data, metadata, time or place) is not what was appended',
    ],
  ])('finds an UPDATE of a redacted event: %s', async (_what, update, reason) => {
    const created = await createdEvent();
    const result = await verifiedAfter((tx) => tx.query(update(created.id)));
    expect(result.breaks).toEqual([
      {
        streamId: `user-${purged}`,
        streamPosition: 1,
        eventId: created.id,
        globalPosition: created.globalPosition,
        reason,
      },
    ]);
  });

  it('finds a redaction no UsersPurged event records', async () => {
    const unrecorded = await idleUser('p.user.idle02');
    const result = await verifiedAfter((tx) => purgeUsersNotSignedInSince(tx, '03/01/2021', clerk));
    expect(result.breaks).toEqual([
      expect.objectContaining({
        streamId: `user-${unrecorded}`,
        streamPosition: 1,
        reason: 'personal fields changed, but no UsersPurged event lists this user',
      }),
    ]);
  });
});
