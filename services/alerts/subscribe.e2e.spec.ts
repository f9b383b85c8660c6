import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { alertMessages as m } from '@landrecords/contracts/alerts/messages';
import { sql } from '@landrecords/projections/platform/database';
import { alertsApp, confirmTokenIn, type AlertsApp } from '../../tests/support/alerts-app';
import { apiClient } from '../../tests/support/api-client';
import { mailSubject, mailText } from '../../tests/support/smtp-listener';
import { saveSection } from '../config/index';

let world: AlertsApp;
const staff = { actor: { userId: '1', username: 'countyclerk', role: 'COUNTY' } };

beforeAll(async () => {
  world = await alertsApp();
});
afterAll(async () => world.close());

const watches = [
  { kind: 'NAME', lastName: "O'Brien", firstName: 'Ana' },
  { kind: 'PARCEL', parcelId: '1-02139-0051' },
  { kind: 'PLAT', plat: 'SV-12', lot: '4', block: 'B' },
  { kind: 'STR', section: '12', township: '31N', range: '14W' },
];
const subscribe = (body: Record<string, unknown>, remoteAddress?: string) =>
  world.post('/api/alerts/subscribe', { frequency: 'IMMEDIATE', language: 'ENGLISH', watches, ...body }, remoteAddress);
const statusOf = (email: string) =>
  world.ctx.pool.maybeOneFirst(sql.unsafe`SELECT status FROM alert_subscribers WHERE email = ${email}`);

describe('alerts/subscribe and confirm (double opt-in)', () => {
  it('says whether the county offers alerts', async () => {
    expect((await apiClient(world.app).get('/api/alerts/settings')).json()).toMatchObject({
      ok: true,
      content: { enabled: true },
    });
  });

  it('emails a link, sends nothing before it is opened, and the link turns the watches on', async () => {
    const answer = await subscribe({ email: ' Ana.OBrien@Example.COM ' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ ok: true, message: m.checkYourEmail.text, code: m.checkYourEmail.code });
    expect(await statusOf('ana.obrien@example.com')).toBe('PENDING');

    const mail = await world.smtp.nextMailTo('ana.obrien@example.com');
    expect(mailSubject(mail)).toBe('Confirm your property alerts');
    const text = mailText(mail);
    expect(text).toContain("Name: O'Brien, Ana");
    expect(text).toContain('Parcel ID: 1-02139-0051');
    const token = confirmTokenIn(mail);
    const active = () =>
      world.ctx.pool.oneFirst(sql.unsafe`
        SELECT count(*) FROM alert_watches w JOIN alert_subscribers s ON s.id = w.subscriber_id
        WHERE s.email = 'ana.obrien@example.com' AND w.status = 'ACTIVE'`);
    expect(Number(await active())).toBe(0);

    const confirmed = (await world.post('/api/alerts/confirm', { token })).json();
    expect(confirmed).toMatchObject({ ok: true, code: m.confirmed.code, content: { email: 'a***@example.com' } });
    expect(confirmed.content.watches.map((w: { kind: string }) => w.kind)).toEqual(['NAME', 'PARCEL', 'PLAT', 'STR']);
    expect(await statusOf('ana.obrien@example.com')).toBe('CONFIRMED');
    expect(Number(await active())).toBe(4);
    // Each watch is stored under its folded keys, for the matcher's lookup.
    const keys = await world.ctx.pool.anyFirst(sql.unsafe`
      SELECT k.key FROM alert_watch_keys k JOIN alert_watches w ON w.id = k.watch_id
      JOIN alert_subscribers s ON s.id = w.subscriber_id WHERE s.email = 'ana.obrien@example.com' ORDER BY 1`);
    expect(keys).toEqual(
      expect.arrayContaining(['N:O BRIEN|ANA', 'N:OBRIEN|ANA', 'P:1 2139 51', 'L:SV12|4|B', 'S:12|31N|14W']),
    );

    // The same link again answers the same; a made-up one is refused.
    expect((await world.post('/api/alerts/confirm', { token })).json()).toMatchObject({
      ok: true,
      code: m.confirmed.code,
    });
    const wrong = await world.post('/api/alerts/confirm', { token: 'x'.repeat(43) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ ok: false, code: m.badToken.code });
  });

  it('answers the same for a new, waiting or confirmed address, and asks a confirmed one to confirm new watches', async () => {
    const address = world.newAddress();
    const first = (await subscribe({ email: 'rosa@example.org', watches: [watches[1]] }, address)).json();
    await world.smtp.nextMailTo('rosa@example.org');
    const again = (await subscribe({ email: 'rosa@example.org', watches: [watches[1]] }, address)).json();
    expect(again).toEqual(first);
    const token = confirmTokenIn(await world.smtp.nextMailTo('rosa@example.org'));
    await world.post('/api/alerts/confirm', { token });
    const confirmedAgain = (await subscribe({ email: 'rosa@example.org', watches: [watches[3]] }, address)).json();
    expect(confirmedAgain).toEqual(first);
    // The new watch waits for its own link; the confirmed one stays on.
    const rows = await world.ctx.pool.any(sql.unsafe`
      SELECT w.kind, w.status FROM alert_watches w JOIN alert_subscribers s ON s.id = w.subscriber_id
      WHERE s.email = 'rosa@example.org' ORDER BY w.kind`);
    expect(rows).toEqual([
      { kind: 'PARCEL', status: 'ACTIVE' },
      { kind: 'STR', status: 'PENDING' },
    ]);
  });

  it('writes the confirmation in the person’s language', async () => {
    await subscribe({ email: 'kenji@example.jp', language: 'JAPANESE', watches: [watches[0]] });
    const mail = await world.smtp.nextMailTo('kenji@example.jp');
    // An encoded word (RFC 2047), as nodemailer writes a subject that is not ASCII.
    const subject = mailSubject(mail).replace(/=\?UTF-8\?B\?([^?]*)\?=\s*/gi, (_word, text: string) =>
      Buffer.from(text, 'base64').toString('utf8'),
    );
    expect(subject).toBe('不動産アラートの確認');
    expect(mailText(mail)).toContain("氏名: O'Brien, Ana");
    expect(confirmTokenIn(mail)).toMatch(/^[\w-]{43}$/);
  });

  it('answers "not offered" while the county has alerts off', async () => {
    await saveSection(world.ctx.pool, 'propertyAlerts', { enabled: false }, staff);
    try {
      expect((await apiClient(world.app).get('/api/alerts/settings')).json().content).toEqual({ enabled: false });
      const refused = await subscribe({ email: 'off@example.org' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ ok: false, code: m.notOffered.code, message: m.notOffered.text });
      expect((await world.post('/api/alerts/confirm', { token: 'y'.repeat(43) })).json().code).toBe(m.notOffered.code);
      expect(await statusOf('off@example.org')).toBeNull();
    } finally {
      await saveSection(world.ctx.pool, 'propertyAlerts', { enabled: true }, staff);
    }
  });
});
