import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { alertMessages as m } from '@landrecords/contracts/alerts/messages';
import { sql } from '@landrecords/projections/platform/database';
import { alertsApp, confirmTokenIn, type AlertsApp } from '../../tests/support/alerts-app';
import { alertUnsubscribeLinks } from './index';
import { subscriberIdOf } from './tokens';

let world: AlertsApp;

beforeAll(async () => {
  world = await alertsApp();
});
afterAll(async () => world.close());

/** A confirmed subscriber with one parcel watch. */
async function confirmed(email: string) {
  const watches = [{ kind: 'PARCEL', parcelId: '1-02139-0051' }];
  await world.post('/api/alerts/subscribe', { email, frequency: 'DAILY', language: 'ENGLISH', watches });
  const token = confirmTokenIn(await world.smtp.nextMailTo(email));
  expect((await world.post('/api/alerts/confirm', { token })).json().ok).toBe(true);
  return subscriberIdOf(email);
}
const rowOf = (id: string) =>
  world.ctx.pool.one(sql.unsafe`
    SELECT status, (SELECT count(*)::int FROM alert_watches WHERE subscriber_id = ${id}) AS watches
    FROM alert_subscribers WHERE id = ${id}`);
const eventsOf = (id: string) =>
  world.ctx.pool.anyFirst(
    sql.unsafe`SELECT type FROM es_events WHERE stream_id = ${`alertSubscriber-${id}`} ORDER BY stream_position`,
  );

describe('alerts/unsubscribe', () => {
  it('unsubscribes with the email’s link, in one click and without signing in, and again changes nothing', async () => {
    const id = await confirmed('leaving@example.org');
    const links = await alertUnsubscribeLinks(world.ctx, id);
    expect(links.page).toMatch(/^https:\/\/records\.example\.gov\/alerts\/unsubscribe\?token=[\w-]{43}$/);
    const token = new URL(links.page).searchParams.get('token')!;
    const answer = await world.post('/api/alerts/unsubscribe', { token });
    expect(answer.json()).toMatchObject({ ok: true, code: m.unsubscribed.code });
    expect(await rowOf(id)).toEqual({ status: 'UNSUBSCRIBED', watches: 0 });
    expect((await world.post('/api/alerts/unsubscribe', { token })).json()).toMatchObject({ ok: true });
    expect(await eventsOf(id)).toEqual([
      'AlertSubscriptionRequested',
      'AlertSubscriptionConfirmed',
      'AlertUnsubscribed',
    ]);
  });

  it('takes the RFC 8058 one-click POST a mail client sends to the List-Unsubscribe address', async () => {
    const id = await confirmed('oneclick@example.org');
    const { oneClick } = await alertUnsubscribeLinks(world.ctx, id);
    expect(oneClick).toMatch(/^https:\/\/records\.example\.gov\/api\/alerts\/unsubscribe\?token=/);
    const url = new URL(oneClick);
    const answer = await world.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(answer.statusCode).toBe(200);
    expect(await rowOf(id)).toEqual({ status: 'UNSUBSCRIBED', watches: 0 });
    const data = await world.ctx.pool.oneFirst(sql.unsafe`
      SELECT data FROM es_events WHERE stream_id = ${`alertSubscriber-${id}`} AND type = 'AlertUnsubscribed'`);
    expect(data).toMatchObject({ how: 'ONE_CLICK' });
  });

  it('takes the one-click POST as multipart/form-data too', async () => {
    const id = await confirmed('multipart@example.org');
    const url = new URL((await alertUnsubscribeLinks(world.ctx, id)).oneClick);
    const boundary = '----alerts';
    const answer = await world.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(answer.statusCode).toBe(200);
    expect(await rowOf(id)).toEqual({ status: 'UNSUBSCRIBED', watches: 0 });
  });

  it('lets an unsubscribed address subscribe again, from scratch, with a new confirmation', async () => {
    const id = await confirmed('returning@example.org');
    const { page } = await alertUnsubscribeLinks(world.ctx, id);
    await world.post('/api/alerts/unsubscribe', { token: new URL(page).searchParams.get('token') });
    await confirmed('returning@example.org');
    expect(await rowOf(id)).toEqual({ status: 'CONFIRMED', watches: 1 });
  });

  it('keeps no token in the log or the read model, only their hashes', async () => {
    const id = await confirmed('hashes@example.org');
    const { page } = await alertUnsubscribeLinks(world.ctx, id);
    const token = new URL(page).searchParams.get('token')!;
    const found = await world.ctx.pool.oneFirst(sql.unsafe`
      SELECT count(*)::int FROM es_events WHERE data::text LIKE ${`%${token}%`}`);
    expect(found).toBe(0);
    const row = await world.ctx.pool.one(sql.unsafe`
      SELECT unsubscribe_token_hash, confirm_token_hash FROM alert_subscribers WHERE id = ${id}`);
    expect(row.unsubscribe_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.confirm_token_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
