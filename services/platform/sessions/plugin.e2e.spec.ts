import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sql } from '@landrecords/projections/platform/database';
import { buildHttpApp } from '../http/app';
import { fixedIdleLimit, startSession } from './store';
import { success } from '../http/envelope';
import { testContext } from '../../../tests/support/context';
import { CSRF_COOKIE, CSRF_HEADER, requireSession, SESSION_COOKIE, setSessionCookies } from './plugin';

let ctx: Awaited<ReturnType<typeof testContext>>;
let app: FastifyInstance;

// What the login call will do once users exist: start a session and hand the browser its cookies.
async function routes(api: FastifyInstance) {
  api.post('/sample/signIn', async (request, reply) => {
    const { userId, role } = request.body as { userId: string; role: string };
    const { sessionId, csrfToken } = await startSession(api.ctx.pool, { userId, username: `user-${userId}`, role });
    setSessionCookies(request, reply, sessionId, csrfToken);
    return success(null);
  });
  api.get('/sample/me', { onRequest: requireSession() }, async (request) => success(request.session!.username));
  api.post(
    '/sample/withBody',
    { onRequest: requireSession(), schema: { body: z.object({ secretFieldName: z.string().min(3) }) } },
    async () => success('saved'),
  );
  api.post('/sample/staffOnly', { onRequest: requireSession('TRIMIN', 'COUNTY') }, async () => success('saved'));
}

beforeAll(async () => {
  ctx = await testContext();
  app = await buildHttpApp(ctx, { apiRoutes: [routes], sessionContext: fixedIdleLimit(20) });
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

async function signIn(userId: string, role: string) {
  const response = await app.inject({ method: 'POST', url: '/api/sample/signIn', payload: { userId, role } });
  const cookies = Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie]));
  return { response, session: cookies[SESSION_COOKIE]!, csrf: cookies[CSRF_COOKIE]! };
}

describe('sessions over HTTP', () => {
  it('sets an httpOnly SameSite session cookie and a readable CSRF cookie', async () => {
    const { session, csrf } = await signIn('1', 'USER');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(csrf.httpOnly).toBeFalsy();
  });

  it('answers 403 with status LOGIN when nobody is signed in', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/sample/me' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      ok: false,
      message: 'Please log in.',
      code: 'HTTP_LOGIN_REQUIRED',
      lockout: false,
      content: null,
      status: 'LOGIN',
    });
  });

  it('knows the signed-in user', async () => {
    const { session } = await signIn('2', 'USER');
    const response = await app.inject({
      method: 'GET',
      url: '/api/sample/me',
      cookies: { [SESSION_COOKIE]: session.value },
    });
    expect(response.json()).toMatchObject({ ok: true, content: 'user-2' });
  });

  it('refuses a state-changing call without the CSRF token, and a role not allowed', async () => {
    const staff = await signIn('3', 'COUNTY');
    const cookies = { [SESSION_COOKIE]: staff.session.value };
    const forged = await app.inject({ method: 'POST', url: '/api/sample/staffOnly', cookies, payload: {} });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toBe('This request could not be verified. Reload the page and try again.');
    const allowed = await app.inject({
      method: 'POST',
      url: '/api/sample/staffOnly',
      cookies,
      headers: { [CSRF_HEADER]: staff.csrf.value },
      payload: {},
    });
    expect(allowed.json()).toMatchObject({ ok: true, content: 'saved' });

    const user = await signIn('4', 'USER');
    const refused = await app.inject({
      method: 'POST',
      url: '/api/sample/staffOnly',
      cookies: { [SESSION_COOKIE]: user.session.value },
      headers: { [CSRF_HEADER]: user.csrf.value },
      payload: {},
    });
    expect(refused.statusCode).toBe(403);
  });

  it('ends an idle session at the inactivity limit and clears its cookies', async () => {
    const { session } = await signIn('5', 'USER');
    await ctx.pool.query(
      sql.unsafe`UPDATE auth_sessions SET last_seen_at = now() - interval '21 minutes' WHERE user_id = '5'`,
    );
    const response = await app.inject({
      method: 'GET',
      url: '/api/sample/me',
      cookies: { [SESSION_COOKIE]: session.value },
    });
    expect(response.statusCode).toBe(403);
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
  });

  it('sends security headers on every answer', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'same-origin',
    });
  });
});

describe('the caller before the body', () => {
  it('answers an anonymous caller 403 LOGIN without reading or checking the body', async () => {
    const bad = await app.inject({ method: 'POST', url: '/api/sample/withBody', payload: { nothing: true } });
    expect([bad.statusCode, bad.json().status]).toEqual([403, 'LOGIN']);
    expect(bad.body).not.toContain('secretFieldName');
    const huge = await app.inject({
      method: 'POST',
      url: '/api/sample/withBody',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ secretFieldName: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect([huge.statusCode, huge.json().status]).toEqual([403, 'LOGIN']);
  });
});
