import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { alertSubscribersProjection } from '@landrecords/projections/alerts/index';
import { sql } from '@landrecords/projections/platform/database';
import { rebuildProjection } from '@landrecords/projections/platform/rebuild';
import { testContext } from '../../tests/support/context';
import {
  addAccountWatch,
  confirmSubscription,
  recordAlertBounce,
  removeWatch,
  requestSubscription,
  unsubscribe,
} from './subscriber.commands';

let ctx: Awaited<ReturnType<typeof testContext>>;
beforeAll(async () => {
  ctx = await testContext();
});
afterAll(async () => ctx.close());

const by = { userId: 5, username: 'ana.cruz01', role: 'USER' };
const parcel = { kind: 'PARCEL', parcelId: '1-02139-0051' } as const;
const plat = { kind: 'PLAT', plat: 'SV-12', lot: '4', block: '' } as const;

const dump = async () => ({
  subscribers: await ctx.pool.any(sql.unsafe`
    SELECT id, email, language, frequency, status, bounce_count, confirm_token_hash, unsubscribe_token_hash, user_id,
      confirmed_at, unsubscribed_at FROM alert_subscribers ORDER BY id`),
  watches: await ctx.pool.any(sql.unsafe`
    SELECT id, subscriber_id, kind, watch, status, active_from FROM alert_watches ORDER BY id`),
  keys: await ctx.pool.any(sql.unsafe`SELECT key, watch_id FROM alert_watch_keys ORDER BY key, watch_id`),
});

describe('the alert subscribers read model', () => {
  it('is rebuilt from the log with the same rows', async () => {
    const subscribe = (email: string) =>
      requestSubscription(ctx.pool, { email, language: 'JAPANESE', frequency: 'DAILY', watches: [parcel, plat] }, {});
    const confirmed = await subscribe('kept@example.org');
    await confirmSubscription(ctx.pool, confirmed.subscriberId, confirmed.token, {});
    await subscribe('waiting@example.org');
    const leaving = await subscribe('leaving@example.org');
    await confirmSubscription(ctx.pool, leaving.subscriberId, leaving.token, {});
    await unsubscribe(ctx.pool, leaving.subscriberId, 'LINK', null, {});
    const { state } = await addAccountWatch(
      ctx.pool,
      { email: 'Account@Example.org', language: 'ENGLISH' },
      parcel,
      by,
      {},
    );
    const platWatch = await ctx.pool.oneFirst(sql.unsafe`
      SELECT id FROM alert_watches WHERE subscriber_id = ${confirmed.subscriberId} AND kind = 'PLAT'`);
    await removeWatch(ctx.pool, confirmed.subscriberId, platWatch as string, by, {});
    await recordAlertBounce(ctx.pool, confirmed.subscriberId, '550 mailbox unavailable');
    expect(state.status).toBe('CONFIRMED');

    const before = await dump();
    expect(before.subscribers.map((row) => row.status).sort()).toEqual([
      'CONFIRMED',
      'CONFIRMED',
      'PENDING',
      'UNSUBSCRIBED',
    ]);
    expect(before.watches.filter((row) => row.status === 'ACTIVE').every((row) => Number(row.active_from) > 0)).toBe(
      true,
    );
    await rebuildProjection(ctx.pool, alertSubscribersProjection);
    expect(await dump()).toEqual(before);
  });

  it('stops an address after three bounces', async () => {
    const { subscriberId, token } = await requestSubscription(
      ctx.pool,
      { email: 'bouncing@example.org', language: 'ENGLISH', frequency: 'IMMEDIATE', watches: [parcel] },
      {},
    );
    await confirmSubscription(ctx.pool, subscriberId, token, {});
    expect(await recordAlertBounce(ctx.pool, subscriberId, 'full')).toEqual({ stopped: false, bounceCount: 1 });
    await recordAlertBounce(ctx.pool, subscriberId, 'full');
    expect(await recordAlertBounce(ctx.pool, subscriberId, 'full')).toEqual({ stopped: true, bounceCount: 3 });
    expect(await ctx.pool.oneFirst(sql.unsafe`SELECT status FROM alert_subscribers WHERE id = ${subscriberId}`)).toBe(
      'BOUNCED',
    );
  });
});
