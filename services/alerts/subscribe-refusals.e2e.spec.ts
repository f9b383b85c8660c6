import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { alertMessages as m } from '@landrecords/contracts/alerts/messages';
import { sql } from '@landrecords/projections/platform/database';
import { alertsApp, type AlertsApp } from '../../tests/support/alerts-app';
import { CONFIRMATIONS_PER_ADDRESS_PER_DAY } from './mail-limit';
import { SUBSCRIBES_PER_HOUR } from './public.routes';

let world: AlertsApp;

beforeAll(async () => {
  world = await alertsApp();
});
afterAll(async () => world.close());

const subscribe = (body: unknown, remoteAddress?: string) => world.post('/api/alerts/subscribe', body, remoteAddress);
const valid = {
  email: 'clerk@example.org',
  frequency: 'DAILY',
  language: 'JAPANESE',
  watches: [{ kind: 'PARCEL', parcelId: '012-345' }],
};
const eventCount = async () => Number(await world.ctx.pool.oneFirst(sql.unsafe`SELECT count(*) FROM es_events`));

describe('alerts/subscribe refuses bad input field by field', () => {
  it.each([
    ['not an email', { email: 'clerk-at-county' }, 'email', m.email.text],
    ['a two-letter name', { watches: [{ kind: 'NAME', lastName: 'Li' }] }, 'watches.0.lastName', m.nameTooShort.text],
    [
      'a name of punctuation',
      { watches: [{ kind: 'NAME', lastName: "O'-." }] },
      'watches.0.lastName',
      m.nameTooShort.text,
    ],
    [
      'a parcel with no digit',
      { watches: [{ kind: 'PARCEL', parcelId: 'ABC-DEF' }] },
      'watches.0.parcelId',
      m.parcelForm.text,
    ],
    [
      'a parcel of odd signs',
      { watches: [{ kind: 'PARCEL', parcelId: '12%34' }] },
      'watches.0.parcelId',
      m.parcelForm.text,
    ],
    ['a plat left blank', { watches: [{ kind: 'PLAT', plat: ' ', lot: '4' }] }, 'watches.0.plat', m.platRequired.text],
    [
      'a legal description without its range',
      { watches: [{ kind: 'STR', section: '12', township: '31N', range: '' }] },
      'watches.0.range',
      m.sectionTownshipRange.text,
    ],
    ['no watch', { watches: [] }, 'watches', m.watchesRequired.text],
    ['21 watches', { watches: Array.from({ length: 21 }, () => valid.watches[0]) }, 'watches', m.tooManyWatches.text],
    ['an unknown frequency', { frequency: 'HOURLY' }, 'frequency', m.frequency.text],
  ])('%s', async (_case, change, field, message) => {
    const before = await eventCount();
    const answer = await subscribe({ ...valid, ...change });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ ok: false, errors: { [field]: [message] } });
    expect(await eventCount()).toBe(before);
  });

  it.each([
    ['no body', undefined],
    ['an array', [1, 2]],
    ['a string', 'hello'],
    ['watches not a list', { ...valid, watches: 'all' }],
    ['an unknown kind', { ...valid, watches: [{ kind: 'ADDRESS', street: 'Main' }] }],
    ['a watch of nulls', { ...valid, watches: [null] }],
    ['a huge email', { ...valid, email: `${'a'.repeat(5000)}@example.org` }],
  ])('answers %s with the envelope, never a 500', async (_case, body) => {
    const answer = await subscribe(body);
    expect([400, 415]).toContain(answer.statusCode);
    expect(answer.json()).toMatchObject({ ok: false });
  });

  it('answers odd tokens with the envelope', async () => {
    for (const url of ['/api/alerts/confirm', '/api/alerts/unsubscribe']) {
      for (const payload of [{}, { token: 12 }, { token: '' }, { token: 'z'.repeat(500) }, { token: 'q'.repeat(43) }]) {
        const answer = await world.post(url, payload);
        expect([400]).toContain(answer.statusCode);
        expect(answer.json().ok).toBe(false);
      }
    }
  });
});

describe('alerts/subscribe rate limits', () => {
  it(`mails one address at most ${CONFIRMATIONS_PER_ADDRESS_PER_DAY} times a day, whoever asks`, async () => {
    const victim = { ...valid, email: 'Victim@Example.org' };
    for (let i = 0; i < CONFIRMATIONS_PER_ADDRESS_PER_DAY; i++) {
      expect((await subscribe(victim)).statusCode).toBe(200);
      await world.smtp.nextMailTo('victim@example.org');
    }
    const refused = await subscribe({ ...victim, email: 'VICTIM@example.org' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ ok: false, code: m.tooManyEmails.code, message: m.tooManyEmails.text });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(world.smtp.received.filter((mail) => mail.to.some((to) => to.includes('victim@')))).toEqual([]);
  });

  it(`lets one client address ask ${SUBSCRIBES_PER_HOUR} times an hour`, async () => {
    const bot = world.newAddress();
    for (let i = 0; i < SUBSCRIBES_PER_HOUR; i++) {
      expect((await subscribe({ ...valid, email: `person${i}@example.net` }, bot)).statusCode).toBe(200);
    }
    const refused = await subscribe({ ...valid, email: 'one.more@example.net' }, bot);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ ok: false, code: m.tooManyRequests.code });
    expect((await subscribe({ ...valid, email: 'one.more@example.net' })).statusCode).toBe(200);
  });
});
