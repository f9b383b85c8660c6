import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { saveSection } from '../config/county-config';
import { sql } from '@landrecords/projections/platform/database';
import { buildApp } from '../app';
import { apiClient, type ApiClient } from '../../tests/support/api-client';
import { testContext } from '../../tests/support/context';
import { givenAccount } from '../../tests/support/accounts';
import { givenUser } from '../../tests/support/people';
import { authRoutes } from './routes';
import { signInMessages } from '@landrecords/contracts/auth/messages';

let ctx: Awaited<ReturnType<typeof testContext>>;
let app: FastifyInstance;
let accountId: number;
const staff = { actor: { userId: '1', username: 'countyclerk', role: 'COUNTY' } };

beforeAll(async () => {
  ctx = await testContext();
  app = await buildApp(ctx, { apiRoutes: [authRoutes] });
  accountId = await givenAccount(ctx.pool, {
    name: 'Saipan Title Co',
    accountType: 'A_LA_CARTE',
    paymentMethod: 'ESCROW',
  });
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

async function logIn(username: string, password = 'Secret#2024', language = 'ENGLISH') {
  const client = apiClient(app);
  const response = await client.post('/api/auth/login', { username, password, language });
  return { client, response, body: response.json() };
}

describe('auth/login', () => {
  it('signs in, answers the current user, and sets the session cookies', async () => {
    await givenUser(ctx.pool, { username: 'title.searcher1', accountId });
    const { client, response, body } = await logIn('Title.Searcher1', 'Secret#2024', 'CHAMORRO');
    expect(response.statusCode).toBe(200);
    expect(body).toMatchObject({
      ok: true,
      content: {
        username: 'title.searcher1',
        role: 'USER',
        language: 'CHAMORRO',
        accountType: 'A_LA_CARTE',
        paymentMethod: 'ESCROW',
        usageBalance: { kind: 'ESCROW', value: '$0.00', cents: 0 },
        tabList: ['home', 'search'],
        allowableAccounts: [],
      },
    });
    expect(body.content.searchList).toContain('searchByDocumentNumber');
    expect(Object.keys(client.cookies).sort()).toEqual(['lr_csrf', 'lr_session']);
    const status = await client.get('/api/currentUser/loginStatus');
    expect(status.json()).toMatchObject({ ok: true, content: { username: 'title.searcher1' } });
  });

  it('says the same for an unknown username and a wrong password', async () => {
    await givenUser(ctx.pool, { username: 'wrong.password1', accountId });
    for (const [username, password] of [
      ['nobody.here1', 'Secret#2024'],
      ['wrong.password1', 'Wrong#2024'],
    ]) {
      const { response, body } = await logIn(username!, password);
      expect(response.statusCode).toBe(401);
      expect(body).toEqual({
        ok: false,
        message: signInMessages.wrongCredentials.text,
        code: 'SIGN_IN_WRONG_CREDENTIALS',
        lockout: false,
        content: null,
      });
    }
  });

  it('requires a username and a password', async () => {
    const response = await apiClient(app).post('/api/auth/login', { username: ' ', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ ok: false, message: 'Required.', errors: { username: ['Required.'] } });
  });

  it('refuses pending and inactive users with the reason, once the password is right', async () => {
    await givenUser(ctx.pool, { username: 'not.finished', accountId, status: 'P' });
    expect((await logIn('not.finished')).body.message).toBe(signInMessages.status.P.text);
    expect((await logIn('not.finished', 'Wrong#2024')).body.message).toBe(signInMessages.wrongCredentials.text);
  });

  it('during a county lockout lets only TRIMIN and COUNTY in, others get the lockout message', async () => {
    await givenUser(ctx.pool, { username: 'county.clerk1', role: 'COUNTY', accountId });
    await givenUser(ctx.pool, { username: 'public.user01', accountId });
    const before = await logIn('public.user01');
    await saveSection(
      ctx.pool,
      'userLockout',
      { lockoutInPlace: true, messageLogin: 'The portal is closed for the year-end close.', messageHeadline: 'Closed' },
      staff,
    );
    const refused = await logIn('public.user01');
    expect(refused.response.statusCode).toBe(403);
    expect(refused.body).toMatchObject({
      ok: false,
      lockout: true,
      message: 'The portal is closed for the year-end close.',
    });
    expect((await logIn('county.clerk1')).body.ok).toBe(true);
    // A session begun before the lockout lasts until the second step (endUserSessions) ends it.
    expect((await before.client.get('/api/currentUser/loginStatus')).statusCode).toBe(200);
    await saveSection(
      ctx.pool,
      'userLockout',
      { lockoutInPlace: false, messageLogin: 'x', messageHeadline: 'x' },
      staff,
    );
  });

  it('signs the guest username in as GUEST, whatever password is typed, with no profile', async () => {
    await saveSection(ctx.pool, 'userAccess', { guestUserName: 'guest.visitor' }, staff);
    await givenUser(ctx.pool, { username: 'guest.visitor', role: 'GUEST', accountId });
    const { client, body } = await logIn('GUEST.visitor', 'anything');
    expect(body).toMatchObject({ ok: true, content: { role: 'GUEST', usageBalance: null } });
    expect((await client.get('/api/currentUser/profile')).statusCode).toBe(403);
  });
});

describe('sessions of a signed-in user', () => {
  let client: ApiClient;
  beforeAll(async () => {
    await givenUser(ctx.pool, { username: 'profile.owner', accountId, email: 'owner@example.com' });
    client = (await logIn('profile.owner')).client;
  });

  it('read and save the profile, refusing bad input with the spec message and saving nothing', async () => {
    const profile = (await client.get('/api/currentUser/profile')).json().content;
    expect(profile).toMatchObject({ firstName: 'Rosa', email: 'owner@example.com', username: 'profile.owner' });
    const bad = await client.post('/api/currentUser/profile', { ...profile, zip: '9695' });
    expect(bad.json()).toMatchObject({ ok: false, message: '5-digit zip.' });
    const saved = await client.post('/api/currentUser/profile', { ...profile, city: 'Susupe', company: 'Cruz Title' });
    expect(saved.json()).toMatchObject({ ok: true, message: signInMessages.profileUpdated.text });
    expect((await client.get('/api/currentUser/profile')).json().content).toMatchObject({
      city: 'Susupe',
      zip: '96950',
    });
  });

  it('keep the language chosen in the profile, which the portal then speaks', async () => {
    const profile = (await client.get('/api/currentUser/profile')).json().content;
    expect(profile.language).toBe('ENGLISH');
    expect((await client.post('/api/currentUser/profile', { ...profile, language: 'KLINGON' })).statusCode).toBe(400);
    await client.post('/api/currentUser/profile', { ...profile, language: 'JAPANESE' });
    expect((await client.get('/api/currentUser/loginStatus')).json().content.language).toBe('JAPANESE');
    await client.post('/api/currentUser/profile', { ...profile, language: 'ENGLISH' });
  });

  it('change the password, ending the user’s other sessions but not this one', async () => {
    const other = (await logIn('profile.owner')).client;
    const weak = await client.post('/api/currentUser/password', {
      currentPassword: 'Secret#2024',
      password: 'password',
    });
    expect(weak.json().message).toBe(
      'Must contain a letter, a number and a special character. Special characters are !@#$%^&',
    );
    const missing = await client.post('/api/currentUser/password', { password: 'Newer#Pass1' });
    expect(missing.json()).toMatchObject({ ok: false, errors: { currentPassword: ['Required.'] } });
    const guessed = await client.post('/api/currentUser/password', {
      currentPassword: 'Guess#1',
      password: 'Newer#Pass1',
    });
    expect(guessed.statusCode).toBe(400);
    expect(guessed.json()).toMatchObject({ ok: false, message: signInMessages.currentPasswordWrong.text });
    expect((await logIn('profile.owner', 'Newer#Pass1')).body.ok).toBe(false);
    const changed = await client.post('/api/currentUser/password', {
      currentPassword: 'Secret#2024',
      password: 'Newer#Pass1',
    });
    expect(changed.json()).toMatchObject({ ok: true, message: signInMessages.passwordChanged.text });
    expect((await other.get('/api/currentUser/loginStatus')).statusCode).toBe(403);
    expect((await client.get('/api/currentUser/loginStatus')).statusCode).toBe(200);
    expect((await logIn('profile.owner', 'Newer#Pass1')).body.ok).toBe(true);
  });

  it('refresh the usage balance of the caller', async () => {
    const response = await client.post('/api/currentUser/usageBalance', { userId: 1 });
    expect(response.json()).toMatchObject({ ok: true, content: { usageBalance: { kind: 'ESCROW' } } });
  });

  it('end at the county inactivity limit', async () => {
    await saveSection(ctx.pool, 'userAccess', { inactivityTimeLimit: true, inactivityTimeLimitPeriod: 15 }, staff);
    const idle = (await logIn('profile.owner', 'Newer#Pass1')).client;
    await ctx.pool.query(sql.unsafe`UPDATE auth_sessions SET last_seen_at = now() - interval '16 minutes'`);
    const response = await idle.get('/api/currentUser/loginStatus');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ ok: false, status: 'LOGIN' });
  });

  it('refuse a logout another site triggers (no CSRF header), and keep the session', async () => {
    const session = (await logIn('profile.owner', 'Newer#Pass1')).client;
    const forged = await app.inject({ method: 'GET', url: '/api/auth/logout', cookies: session.cookies });
    expect(forged.statusCode).toBe(403);
    expect((await session.get('/api/currentUser/loginStatus')).statusCode).toBe(200);
  });

  it('log out', async () => {
    const session = (await logIn('profile.owner', 'Newer#Pass1')).client;
    expect((await session.get('/api/auth/logout')).json()).toMatchObject({ ok: true });
    expect((await session.get('/api/currentUser/loginStatus')).json()).toMatchObject({ status: 'LOGIN' });
  });
});
