import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { setTimeout as sleep } from 'node:timers/promises';
import { signInMessages } from '@landrecords/contracts/auth/messages';
import { sql } from '@landrecords/projections/platform/database';
import { apiClient } from '../../tests/support/api-client';
import { givenAccount } from '../../tests/support/accounts';
import { givenUser } from '../../tests/support/people';
import { recordFailedSignIn } from '../users/index';
import { enrolled, login, nextCode, secondStepApp } from '../../tests/support/second-step-app';

/**
 * Lockouts that cannot shut staff out (issue 28): an enrolled user is not locked by wrong passwords, a lock can
 * expire, and guesses of the current password on a password change count as failed sign-ins.
 */
let env: Awaited<ReturnType<typeof secondStepApp>>;
let accountId: number;

beforeAll(async () => {
  env = await secondStepApp();
  accountId = await givenAccount(env.ctx.pool, { name: 'County Recorder' });
  await env.userAccess({ secondStepStaff: true, limitLoginAttempts: true, maxloginAttempts: 3 });
});
afterAll(async () => env.close());

const statusOf = (username: string) =>
  env.ctx.pool.oneFirst(sql.unsafe`SELECT status FROM users WHERE username = ${username}`);
const answerOf = async (response: Promise<{ statusCode: number; json: () => { message: string } }>) => {
  const done = await response;
  return [done.statusCode, done.json().message];
};
/** After the third failure in a row the next attempt waits a second. */
const waitOutTheDelay = () => sleep(1_100);

describe('an enrolled user and wrong passwords', () => {
  it('is not locked by anonymous failures (the password alone opens nothing), and signs in with its code', async () => {
    await givenUser(env.ctx.pool, { username: 'county.target1', role: 'COUNTY', accountId });
    const { secret } = await enrolled(env.app, 'county.target1');
    for (const password of ['Nope#0001', 'Nope#0002', 'Nope#0003']) {
      expect(await answerOf(login(apiClient(env.app), 'county.target1', password))).toEqual([
        401,
        signInMessages.wrongCredentials.text,
      ]);
    }
    expect(await statusOf('county.target1')).toBe('A');
    // The waits stay.
    expect((await login(apiClient(env.app), 'county.target1')).statusCode).toBe(429);
    await waitOutTheDelay();
    const client = apiClient(env.app);
    const ticket = (await login(client, 'county.target1')).json().content.ticket;
    expect((await client.post('/api/auth/secondStep', { ticket, code: nextCode(secret) })).json().ok).toBe(true);
  });

  it('locks a user without a second factor as before', async () => {
    await givenUser(env.ctx.pool, { username: 'public.target1', accountId });
    const answers = [];
    for (const password of ['Nope#0001', 'Nope#0002', 'Nope#0003'])
      answers.push(await answerOf(login(apiClient(env.app), 'public.target1', password)));
    expect(answers[2]).toEqual([401, signInMessages.nowLocked.text]);
    expect(await statusOf('public.target1')).toBe('L');
  });
});

describe('a lock that expires (lockMode MINUTES)', () => {
  const lockedAt = (username: string, minutesAgo: number, lockMinutes: number) =>
    env.ctx.pool
      .oneFirst(sql.unsafe`SELECT id FROM users WHERE username = ${username}`)
      .then((id) =>
        recordFailedSignIn(
          env.ctx.pool,
          Number(id),
          { maxAttempts: 1, windowMinutes: 15, lockMinutes },
          { system: 'test' },
          new Date(Date.now() - minutesAgo * 60_000),
        ),
      );

  it('lets the user in once its minutes have passed, and not before', async () => {
    await env.userAccess({ secondStepStaff: true, maxloginAttempts: 3, lockMode: 'MINUTES', lockMinutes: 30 });
    await givenUser(env.ctx.pool, { username: 'public.expired1', accountId });
    await givenUser(env.ctx.pool, { username: 'public.locked1', accountId });
    expect((await lockedAt('public.expired1', 31, 30)).locked).toBe(true);
    expect((await lockedAt('public.locked1', 29, 30)).locked).toBe(true);
    expect(await statusOf('public.expired1')).toBe('L');

    expect((await login(apiClient(env.app), 'public.expired1')).json()).toMatchObject({
      ok: true,
      content: { username: 'public.expired1' },
    });
    expect(await statusOf('public.expired1')).toBe('A');
    expect(await answerOf(login(apiClient(env.app), 'public.locked1'))).toEqual([401, signInMessages.status.L.text]);
    const reason = await env.ctx.pool.oneFirst(sql.unsafe`
      SELECT data->>'reason' FROM es_events WHERE type = 'UserStatusChanged' AND data->>'status' = 'A'`);
    expect(reason).toBe('lockExpired');
  });

  it('records when a lock from failed sign-ins ends', async () => {
    await givenUser(env.ctx.pool, { username: 'public.target2', accountId });
    for (const password of ['Nope#0001', 'Nope#0002', 'Nope#0003'])
      await login(apiClient(env.app), 'public.target2', password);
    const until = await env.ctx.pool.oneFirst(sql.unsafe`
      SELECT extract(epoch FROM locked_until - now()) / 60 FROM users WHERE username = 'public.target2'`);
    expect(Number(until)).toBeGreaterThan(29);
    expect(Number(until)).toBeLessThanOrEqual(30);
  });

  it('keeps a lock until an administrator activates the user in ACTIVATE mode, whatever its time', async () => {
    await env.userAccess({ secondStepStaff: true, maxloginAttempts: 3, lockMode: 'ACTIVATE' });
    await givenUser(env.ctx.pool, { username: 'public.held1', accountId });
    await lockedAt('public.held1', 120, 30);
    expect(await answerOf(login(apiClient(env.app), 'public.held1'))).toEqual([401, signInMessages.status.L.text]);
  });
});

describe('guesses of the current password', () => {
  it('count as failed sign-ins of the user: the same waits, then the lock, which ends the session', async () => {
    await env.userAccess({ secondStepStaff: true, maxloginAttempts: 4, lockMode: 'ACTIVATE' });
    await givenUser(env.ctx.pool, { username: 'public.session1', accountId });
    const client = apiClient(env.app);
    expect((await login(client, 'public.session1')).json().ok).toBe(true);
    const guess = (currentPassword: string) =>
      answerOf(
        client.post('/api/currentUser/password', {
          currentPassword,
          password: 'Brand#New2024',
          passwordConfirm: 'Brand#New2024',
        }),
      );
    for (const attempt of ['Guess#0001', 'Guess#0002', 'Guess#0003'])
      expect(await guess(attempt)).toEqual([400, signInMessages.currentPasswordWrong.text]);
    expect(await guess('Guess#0004')).toEqual([429, signInMessages.waitAfterFailures.text]);
    // The sign-in page hears the same wait: one count for the name.
    expect((await login(apiClient(env.app), 'public.session1')).statusCode).toBe(429);
    await waitOutTheDelay();
    expect(await guess('Guess#0005')).toEqual([400, signInMessages.nowLocked.text]);
    expect(await statusOf('public.session1')).toBe('L');
    expect((await client.get('/api/currentUser/loginStatus')).statusCode).toBe(403);
  });
});
