import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { signInMessages } from '@landrecords/contracts/auth/messages';
import { auditLogProjection } from '@landrecords/projections/audit/index';
import { sql } from '@landrecords/projections/platform/database';
import { catchUpToNow } from '@landrecords/projections/platform/runner';
import { configRoutes, saveSection } from '../config/index';
import { apiClient, clientWithSession } from '../../tests/support/api-client';
import { givenAccount } from '../../tests/support/accounts';
import { givenUser } from '../../tests/support/people';
import { mailingApp } from '../../tests/support/mailing-app';
import { mailText } from '../../tests/support/smtp-listener';
import { authRoutes } from './routes';
import { REFUSAL_FLOOR_MS } from './sign-in';

/** The failed-attempts lock (002 §4) and what keeps it from telling names apart or locking people out for good. */
let world: Awaited<ReturnType<typeof mailingApp>>;
let ctx: Awaited<ReturnType<typeof mailingApp>>['ctx'];
let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof mailingApp>>['smtp'];
let accountId: number;
const staff = { actor: { userId: '1', username: 'countyclerk', role: 'COUNTY' } };

beforeAll(async () => {
  // The address's own limit is another test's: here one address tries many names.
  world = await mailingApp([authRoutes, configRoutes], { SIGN_IN_RATE_LIMIT: '1000' });
  ({ ctx, app, smtp } = world);
  accountId = await givenAccount(ctx.pool, { name: 'Lock Title', accountType: 'A_LA_CARTE', paymentMethod: 'ESCROW' });
  await saveSection(ctx.pool, 'userAccess', { limitLoginAttempts: true, maxloginAttempts: 3 }, staff);
});
afterAll(async () => world.close());

/** One attempt: what it answered and how long it took. */
async function attempt(username: string, password: string) {
  const client = apiClient(app);
  const started = performance.now();
  const response = await client.post('/api/auth/login', { username, password, language: 'ENGLISH' });
  const took = performance.now() - started;
  return { client, took, answer: [response.statusCode, response.json().message] as [number, string] };
}

/** After the third failure in a row the next attempt waits a second. */
const waitOutTheDelay = () => sleep(1_100);

const statusOf = (username: string) =>
  ctx.pool.oneFirst(sql.unsafe`SELECT status FROM users WHERE lower(username) = lower(${username})`);

/** Three wrong passwords, the delay, then the right one (for an unknown name, any). */
async function lockOut(username: string) {
  const answers = [];
  for (const password of ['Nope#0001', 'Nope#0002', 'Nope#0003']) answers.push(await attempt(username, password));
  await waitOutTheDelay();
  answers.push(await attempt(username, 'Secret#2024'));
  return answers;
}

describe('the failed-attempts lock', () => {
  it('answers a real name and an unknown one alike, lock included, each refusal no sooner than the floor', async () => {
    await givenUser(ctx.pool, { username: 'real.person1', accountId });
    const real = await lockOut('real.person1');
    const unknown = await lockOut('made.up.name');
    const expected = [
      [401, signInMessages.wrongCredentials.text],
      [401, signInMessages.wrongCredentials.text],
      [401, signInMessages.nowLocked.text],
      [401, signInMessages.status.L.text],
    ];
    expect(real.map(({ answer }) => answer)).toEqual(expected);
    expect(unknown.map(({ answer }) => answer)).toEqual(expected);
    expect(await statusOf('real.person1')).toBe('L');
    for (const { took } of [...real, ...unknown]) expect(took).toBeGreaterThanOrEqual(REFUSAL_FLOOR_MS - 5);
  });

  it('answers a locked user the same, whatever the password', async () => {
    await waitOutTheDelay();
    const right = await attempt('real.person1', 'Secret#2024');
    await waitOutTheDelay();
    const wrong = await attempt('real.person1', 'Wrong#2024');
    expect(right.answer).toEqual([401, signInMessages.status.L.text]);
    expect(wrong.answer).toEqual(right.answer);
  });

  it('makes each attempt after the third failure wait longer, for any name, the right password too', async () => {
    await saveSection(ctx.pool, 'userAccess', { limitLoginAttempts: true, maxloginAttempts: 10 }, staff);
    await givenUser(ctx.pool, { username: 'slow.typist1', accountId });
    for (const username of ['slow.typist1', 'no.such.typist']) {
      for (const password of ['Nope#0001', 'Nope#0002', 'Nope#0003']) await attempt(username, password);
      const tooSoon = await apiClient(app).post('/api/auth/login', { username, password: 'Secret#2024' });
      expect([tooSoon.statusCode, tooSoon.json().message]).toEqual([429, signInMessages.waitAfterFailures.text]);
      expect(tooSoon.headers['retry-after']).toBe('1');
      await waitOutTheDelay();
      expect((await attempt(username, 'Nope#0004')).answer).toEqual([401, signInMessages.wrongCredentials.text]);
      const longer = await apiClient(app).post('/api/auth/login', { username, password: 'Nope#0005' });
      expect([longer.statusCode, longer.headers['retry-after']]).toEqual([429, '2']);
    }
    await saveSection(ctx.pool, 'userAccess', { limitLoginAttempts: true, maxloginAttempts: 3 }, staff);
  });

  it('ends the sessions of the user it locks at once', async () => {
    await givenUser(ctx.pool, { username: 'working.user1', accountId });
    const working = await attempt('working.user1', 'Secret#2024');
    expect(working.answer[0]).toBe(200);
    const attacker = await lockOut('working.user1');
    expect(attacker[2]!.answer).toEqual([401, signInMessages.nowLocked.text]);
    expect((await working.client.get('/api/currentUser/loginStatus')).statusCode).toBe(403);
  });

  it('tells staff: the audit log and a notice on the user access page', async () => {
    await catchUpToNow(ctx.pool, auditLogProjection);
    const audited = await ctx.pool.any(sql.unsafe`
      SELECT stream_id FROM audit_log WHERE event_type = 'UserStatusChanged' ORDER BY global_position`);
    expect(audited.length).toBeGreaterThanOrEqual(2);
    const county = await clientWithSession(app, { userId: '1', username: 'countyclerk', role: 'COUNTY' });
    const page = (await county.get('/api/controlPanel/countyConfig/userAccess')).json();
    expect(page.message).toMatch(/^2 users are locked after too many failed sign-ins\./);
    expect(page.content.lockedUsers.map((user: { username: string }) => user.username)).toEqual([
      'working.user1',
      'real.person1',
    ]);
  });

  it('lets a locked user unlock itself with the emailed password reset', async () => {
    await givenUser(ctx.pool, { username: 'self.helper1', accountId, email: 'helper@example.com' });
    await lockOut('self.helper1');
    expect(await statusOf('self.helper1')).toBe('L');
    const asked = await apiClient(app).post('/api/auth/forgotPassword', {
      username: 'self.helper1',
      email: 'helper@example.com',
    });
    expect(asked.json()).toMatchObject({ ok: true, message: signInMessages.forgotPasswordSent.text });
    const link = /\/passwordReset\/([A-Za-z0-9_-]+)/.exec(mailText(await smtp.nextMailTo('helper@example.com')));
    const reset = await apiClient(app).post('/api/auth/resetPassword', { ticket: link![1], password: 'Fresh#Start9' });
    expect(reset.json()).toMatchObject({ ok: true, message: signInMessages.passwordUpdated.text });
    expect(await statusOf('self.helper1')).toBe('A');
    await waitOutTheDelay();
    expect((await attempt('self.helper1', 'Fresh#Start9')).answer[0]).toBe(200);
  });
});
