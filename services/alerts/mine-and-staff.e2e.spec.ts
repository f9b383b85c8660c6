import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { alertMessages as m } from '@landrecords/contracts/alerts/messages';
import { sql } from '@landrecords/projections/platform/database';
import { givenAccount } from '../../tests/support/accounts';
import { alertsApp, confirmTokenIn, type AlertsApp } from '../../tests/support/alerts-app';
import { clientWithSession, type ApiClient } from '../../tests/support/api-client';
import { givenUser } from '../../tests/support/people';

let world: AlertsApp;
let searcher: ApiClient;
let clerk: ApiClient;
let accountAdmin: ApiClient;

beforeAll(async () => {
  world = await alertsApp();
  const accountId = await givenAccount(world.ctx.pool, { name: 'Title Co' });
  const userId = await givenUser(world.ctx.pool, {
    username: 'title.searcher',
    accountId,
    email: 'Searcher@Title.example',
  });
  searcher = await clientWithSession(world.app, { userId: String(userId), username: 'title.searcher', role: 'USER' });
  clerk = await clientWithSession(world.app, { userId: '900', username: 'county.clerk', role: 'COUNTY' });
  accountAdmin = await clientWithSession(world.app, { userId: '901', username: 'title.admin', role: 'ACCOUNT' });
});
afterAll(async () => world.close());

const parcel = { kind: 'PARCEL', parcelId: '1-02139-0051' };
const name = { kind: 'NAME', lastName: 'Tenorio' };

describe('a signed-in user’s own alerts', () => {
  it('adds watches on the account’s address at once, with no email, and manages them', async () => {
    expect((await searcher.get('/api/alerts/mine')).json().content).toEqual({
      email: 'searcher@title.example',
      subscription: null,
    });
    const added = (await searcher.post('/api/alerts/mine/watches', parcel)).json();
    expect(added).toMatchObject({
      ok: true,
      code: m.watchAdded.code,
      content: {
        subscription: { status: 'CONFIRMED', watches: [{ kind: 'PARCEL', status: 'ACTIVE', watch: parcel }] },
      },
    });
    const second = (await searcher.post('/api/alerts/mine/watches', name)).json();
    expect(second.content.subscription.watches).toHaveLength(2);
    const duplicate = await searcher.post('/api/alerts/mine/watches', { kind: 'PARCEL', parcelId: '1-2139-51' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().code).toBe(m.duplicateWatch.code);
    expect(world.smtp.received).toEqual([]);

    const frequency = (await searcher.put('/api/alerts/mine/frequency', { frequency: 'IMMEDIATE' })).json();
    expect(frequency.content.subscription.frequency).toBe('IMMEDIATE');
    const watchId = second.content.subscription.watches[0].id as string;
    const removed = (await searcher.delete(`/api/alerts/mine/watches/${watchId}`)).json();
    expect(removed.content.subscription.watches.map((w: { kind: string }) => w.kind)).toEqual(['NAME']);
    expect((await searcher.delete(`/api/alerts/mine/watches/${watchId}`)).statusCode).toBe(404);
    expect((await searcher.delete('/api/alerts/mine/watches/not-a-uuid')).statusCode).toBe(404);
    expect((await searcher.post('/api/alerts/mine/watches', { kind: 'NAME', lastName: 'Yu' })).json()).toMatchObject({
      ok: false,
      errors: { lastName: [m.nameTooShort.text] },
    });
  });

  it('asks for a sign-in without a session, and refuses the shared GUEST sign-in', async () => {
    const anonymous = await world.app.inject({ method: 'GET', url: '/api/alerts/mine' });
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json()).toMatchObject({ ok: false, status: 'LOGIN' });
    const guest = await clientWithSession(world.app, { userId: '902', username: 'guest', role: 'GUEST' });
    expect((await guest.get('/api/alerts/mine')).statusCode).toBe(403);
  });
});

describe('the staff’s view of alerts', () => {
  it('is refused to USER and ACCOUNT roles and to anyone signed out', async () => {
    for (const client of [searcher, accountAdmin]) {
      for (const [method, url] of [
        ['get', '/api/alerts/staff/summary'],
        ['get', '/api/alerts/staff/people?email=sea'],
        ['delete', '/api/alerts/staff/watches/00000000-0000-4000-8000-000000000000'],
        ['delete', '/api/alerts/staff/people/00000000-0000-4000-8000-000000000000'],
      ] as const) {
        const answer = await client[method](url);
        expect(answer.statusCode).toBe(403);
        expect(answer.json().ok).toBe(false);
      }
    }
    expect((await world.app.inject({ method: 'GET', url: '/api/alerts/staff/summary' })).statusCode).toBe(403);
  });

  it('counts people and watches, finds a person by address, and removes a watch and a person as events', async () => {
    // One confirmed by the emailed link, one still waiting: only the confirmed count.
    const subscribe = (email: string) =>
      world.post('/api/alerts/subscribe', { email, frequency: 'DAILY', language: 'ENGLISH', watches: [parcel, name] });
    await subscribe('owner@example.org');
    await subscribe('waiting@example.org');
    const token = confirmTokenIn(await world.smtp.nextMailTo('owner@example.org'));
    await world.post('/api/alerts/confirm', { token });

    const summary = (await clerk.get('/api/alerts/staff/summary')).json();
    expect(summary).toMatchObject({ ok: true, content: { people: 2, watches: 3, sentPerDay: [] } });

    const found = (await clerk.get('/api/alerts/staff/people?email=OWNER@')).json().content.people;
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ email: 'owner@example.org', status: 'CONFIRMED', bounceCount: 0 });
    expect(found[0].watches).toHaveLength(2);
    expect(found[0]).not.toHaveProperty('confirmTokenHash');
    expect((await clerk.get('/api/alerts/staff/people?email=%25')).json().content.people).toEqual([]);

    const watchId = found[0].watches[0].id as string;
    expect((await clerk.delete(`/api/alerts/staff/watches/${watchId}`)).json()).toMatchObject({ ok: true });
    expect((await clerk.delete(`/api/alerts/staff/watches/${watchId}`)).statusCode).toBe(404);
    const personId = found[0].id as string;
    expect((await clerk.delete(`/api/alerts/staff/people/${personId}`)).json()).toMatchObject({
      ok: true,
      code: m.personRemoved.code,
    });
    expect((await clerk.delete(`/api/alerts/staff/people/${personId}`)).statusCode).toBe(404);
    expect((await clerk.get('/api/alerts/staff/people?email=owner')).json().content.people).toEqual([]);

    const removals = await world.ctx.pool.any(sql.unsafe`
      SELECT type, data->'by'->>'username' AS by FROM es_events
      WHERE stream_id = ${`alertSubscriber-${personId}`} AND type IN ('AlertWatchRemoved', 'AlertSubscriberRemoved')
      ORDER BY stream_position`);
    expect(removals).toEqual([
      { type: 'AlertWatchRemoved', by: 'county.clerk' },
      { type: 'AlertSubscriberRemoved', by: 'county.clerk' },
    ]);
  });
});
