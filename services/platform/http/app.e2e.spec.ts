import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { z } from 'zod';
import { testContext } from '../../../tests/support/context';
import type { AppContext } from '../context';
import { buildHttpApp } from './app';
import { fixedIdleLimit } from '../sessions/store';
import { success } from './envelope';
import { UserFacingError } from './errors';
import { paymentMessages } from '@landrecords/contracts/payments/messages';
import { messages } from '@landrecords/contracts/validation/messages';

/** The platform's own tests wire a fixed idle limit where the composition root wires the county's. */
const idle = { sessionContext: fixedIdleLimit(20) };

let ctx: Awaited<ReturnType<typeof testContext>>;
let app: FastifyInstance;

const registration = z.object({
  username: z.string().min(8, messages.username.min.text),
  zip: z.string().regex(/^\d{5}$/, messages.zip.length.text),
  /** A rule with zod's own English, which no catalog knows. */
  nickname: z.string().max(3).optional(),
});

// Routes of the kind capabilities will add: a validated body, a refusal meant for the user, a crash.
async function sampleRoutes(api: FastifyInstance) {
  api.post('/sample/register', { schema: { body: registration } }, async (request) => success(request.body));
  api.get('/sample/refuse', async () => {
    throw new UserFacingError(paymentMessages.insufficientFunds, 409);
  });
  api.get('/sample/ip', async (request) => success(request.ip));
  // What a service must not do: answer words contracts/ does not declare.
  api.get('/sample/undeclared', async (_request, reply) =>
    reply.send({ ok: false, message: 'Made up here.', lockout: false, content: null }),
  );
  api.get('/sample/forged', async () => {
    throw new UserFacingError({ code: 'HTTP_CONFLICT', text: 'Made up here.' });
  });
  api.get('/sample/crash', async () => {
    throw new Error('relation "secret_table" does not exist');
  });
}

beforeAll(async () => {
  ctx = await testContext({
    BODY_LIMIT_BYTES: '2048',
    PUBLIC_URL: 'https://records.example.gov/portal',
    COUNTY_DIRECTORY: 'saipan',
  });
  app = await buildHttpApp(ctx, { ...idle, apiRoutes: [sampleRoutes] });
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

describe('the API envelope', () => {
  it('answers health and readiness', async () => {
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ ok: true, message: null, lockout: false, content: { status: 'alive' } });
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.json().content).toEqual({ status: 'ready', checks: { postgres: 'up', redis: 'up' }, projections: [] });
    expect(health.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('returns the validated body, or 400 with every field error', async () => {
    const good = await app.inject({
      method: 'POST',
      url: '/api/sample/register',
      payload: { username: 'recorder1', zip: '96950' },
    });
    expect(good.json()).toMatchObject({ ok: true, content: { username: 'recorder1', zip: '96950' } });

    const bad = await app.inject({
      method: 'POST',
      url: '/api/sample/register',
      payload: { username: 'short', zip: '9695' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      ok: false,
      message: 'At least 8 characters long.',
      code: 'VALIDATION_USERNAME_MIN',
      lockout: false,
      content: null,
      errors: { username: ['At least 8 characters long.'], zip: ['5-digit zip.'] },
    });
  });

  it('answers a rule with no declared message of its own with a declared one', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/api/sample/register',
      payload: { username: 'recorder1', zip: '96950', nickname: 'Longer' },
    });
    expect(bad.json()).toMatchObject({
      message: 'This value is not valid.',
      code: 'HTTP_FIELD_NOT_VALID',
      errors: { nickname: ['This value is not valid.'] },
    });
  });

  it('fails, under test, a call that answers a message contracts/ does not declare', async () => {
    for (const url of ['/api/sample/undeclared', '/api/sample/forged']) {
      const response = await app.inject({ method: 'GET', url });
      expect([url, response.statusCode]).toEqual([url, 500]);
    }
  });

  it('says what is wrong with a body that is not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/sample/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ ok: false, message: 'The request body is not valid JSON.' });
  });

  it('answers an unknown route with a 404 envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no/such/thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      ok: false,
      message: 'There is no GET /api/no/such/thing.',
      code: 'HTTP_NO_ROUTE',
      params: { method: 'GET', path: '/api/no/such/thing' },
      lockout: false,
      content: null,
    });
  });

  it('refuses a body over the limit with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/sample/register',
      payload: { username: 'x'.repeat(5000), zip: '12345' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ ok: false, message: 'The request body is too large.' });
  });

  it("passes a user-facing refusal's message through", async () => {
    const response = await app.inject({ method: 'GET', url: '/api/sample/refuse' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      ok: false,
      message: 'There are insufficient funds.',
      code: 'PAYMENT_INSUFFICIENT_FUNDS',
    });
  });

  it('hides an unexpected error behind a generic message and a correlation id', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/sample/crash' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toEqual({
      ok: false,
      message: 'An unexpected error has occurred.',
      code: 'HTTP_UNEXPECTED',
      lockout: false,
      content: null,
      correlationId: response.headers['x-request-id'],
    });
    expect(response.body).not.toContain('secret_table');
  });

  it('names the address a request came to when PUBLIC_URL is not set', async () => {
    const local = await buildHttpApp(
      {
        ...ctx,
        config: { ...ctx.config, PUBLIC_URL: undefined, ROUTER_BASE_PATH: '/portal/' },
      },
      idle,
    );
    for (const url of ['/product.json', '/portal/product.json']) {
      const response = await local.inject({ method: 'GET', url, headers: { host: '127.0.0.1:41234' } });
      expect(response.json()).toMatchObject({ serverUrl: 'http://127.0.0.1:41234/api', routerBasePath: '/portal/' });
    }
    await local.close();
  });

  it('serves product.json from configuration', async () => {
    const response = await app.inject({ method: 'GET', url: '/product.json' });
    expect(response.json()).toEqual({
      name: 'land-record-portal',
      version: '5.4.2',
      countyDirectory: 'saipan',
      routerBasePath: '/',
      serverUrl: 'https://records.example.gov/portal/api',
      paymentPageUrl: 'https://records.example.gov/portal/sandbox-payments/payment',
      paymentScriptUrl: 'https://records.example.gov/portal/sandbox-payments/accept.js',
    });
  });
});

describe('input PostgreSQL cannot store', () => {
  const nested = (depth: number) => JSON.parse(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);

  it('refuses a NUL anywhere (body, key, query) with 400 in the envelope', async () => {
    const attempts = [
      { method: 'POST' as const, url: '/api/sample/register', payload: { username: 'recorder\u00001', zip: '96950' } },
      {
        method: 'POST' as const,
        url: '/api/sample/register',
        payload: { 'user\u0000name': 'recorder1', zip: '96950' },
      },
      { method: 'GET' as const, url: '/api/sample/ip?name=a%00b' },
    ];
    for (const attempt of attempts) {
      const response = await app.inject(attempt);
      expect([attempt.url, response.statusCode, response.json()]).toEqual([
        attempt.url,
        400,
        {
          ok: false,
          message: 'Text may not contain the NUL character.',
          code: 'HTTP_NUL',
          lockout: false,
          content: null,
        },
      ]);
    }
  });

  it('refuses a body nested beyond reason, however deep, with 400', async () => {
    const deep = await app.inject({ method: 'POST', url: '/api/sample/register', payload: nested(40) });
    expect([deep.statusCode, deep.json().message]).toEqual([400, 'The request is nested too deeply.']);
    const huge = await app.inject({
      method: 'POST',
      url: '/api/sample/register',
      headers: { 'content-type': 'application/json' },
      payload: `${'['.repeat(500)}${']'.repeat(500)}`,
    });
    expect([huge.statusCode, huge.json().ok]).toEqual([400, false]);
  });
});

describe('addresses and headers', () => {
  it('takes the client address from the connection, not from X-Forwarded-For, unless a proxy is trusted', async () => {
    const forwarded = { 'x-forwarded-for': '203.0.113.9' };
    const own = await app.inject({ method: 'GET', url: '/api/sample/ip', headers: forwarded });
    expect(own.json().content).toBe('127.0.0.1');
    const behindProxy = await buildHttpApp(
      { ...ctx, config: { ...ctx.config, TRUST_PROXY: '127.0.0.1' } },
      { ...idle, apiRoutes: [sampleRoutes] },
    );
    const trusted = await behindProxy.inject({ method: 'GET', url: '/api/sample/ip', headers: forwarded });
    expect(trusted.json().content).toBe('203.0.113.9');
    await behindProxy.close();
  });

  it('keeps API answers out of every cache and every page, and says so on https', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers).toMatchObject({
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
    });
    expect(response.headers['permissions-policy']).toContain('camera=()');
  });
});

describe('front ends', () => {
  // As web/vite.config.ts writes it for the portal's build.
  const screens = [
    { paths: ['/', '/login'], modules: ['assets/Login-1.js', 'assets/zod-2.js'], fetches: ['auth/loginPageSlides'] },
    { paths: ['/search/'], modules: ['assets/Search-3.js'], fetches: [] },
  ];
  const html = (title: string) => `<!doctype html><html><head><title>${title}</title><style>.x{}</style></head></html>`;
  let served: FastifyInstance;
  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'frontends-'));
    for (const [folder, title] of [
      ['web', 'Portal'],
      ['admin', 'Administration'],
    ] as const) {
      mkdirSync(join(root, folder, 'assets'), { recursive: true });
      writeFileSync(join(root, folder, 'index.html'), html(title));
      writeFileSync(join(root, folder, 'assets', 'index-abc123.js'), 'console.log(1)'.repeat(200));
      writeFileSync(join(root, folder, 'assets', 'index-abc123.js.gz'), gzipSync('console.log(1)'.repeat(200)));
    }
    writeFileSync(join(root, 'web', 'screens.json'), JSON.stringify(screens));
    served = await buildHttpApp(ctx, {
      ...idle,
      frontEnds: [
        { prefix: '/admin/', root: join(root, 'admin') },
        { prefix: '/missing/', root: join(root, 'not-built') },
        { prefix: '/', root: join(root, 'web') },
      ],
    });
  });
  afterAll(() => served.close());
  const page = (url: string) => served.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('serves the portal at / and the admin app at /admin/, each under a base of its prefix', async () => {
    expect((await page('/')).body).toMatch(/^<!doctype html><html><head><base href="\/"><meta property="csp-nonce"/);
    expect((await page('/admin/')).body).toMatch(
      /<head><base href="\/admin\/"><meta property="csp-nonce" content="[^"]+"><title>Administration/,
    );
    expect((await served.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ ok: true });
  });

  it('answers a deep link or a reload with the page, and an API path or a missing file with 404', async () => {
    for (const url of ['/home', '/passwordReset/abc?x=1', '/search/searchHistory/searchByName/1']) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>Portal</title>');
    }
    expect((await page('/admin/users/3')).body).toContain('Administration');
    expect((await page('/api/nothing')).statusCode).toBe(404);
    const missingScript = await served.inject({ method: 'GET', url: '/assets/gone.js' });
    expect(missingScript.statusCode).toBe(404);
    expect(missingScript.json()).toMatchObject({ ok: false });
  });

  it("puts a screen's chunks and first calls into the page at its addresses, and no other screen's", async () => {
    const login =
      '<link rel="modulepreload" crossorigin href="assets/Login-1.js">' +
      '<link rel="modulepreload" crossorigin href="assets/zod-2.js">' +
      '<link rel="preload" href="/api/auth/loginPageSlides" as="fetch" crossorigin="use-credentials"></head>';
    for (const url of ['/', '/login', '/login/', '/login?next=/admin/'])
      expect((await page(url)).body).toContain(login);
    for (const url of ['/search/searchByName', '/search/searchHistory/searchByName/1']) {
      const body = (await page(url)).body;
      expect(body).toContain('<link rel="modulepreload" crossorigin href="assets/Search-3.js"></head>');
      expect(body).not.toContain('Login-1');
    }
    for (const url of ['/home', '/loginx', '/searchx', '/admin/login'])
      expect((await page(url)).body).not.toContain('modulepreload');
  });

  it('sends the build’s compressed copy to a browser that accepts it', async () => {
    const compressed = await served.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate' },
    });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(compressed.rawPayload).toString()).toBe('console.log(1)'.repeat(200));
    const plain = await served.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)'.repeat(200));
  });

  it('gives every page answer a policy with a nonce of its own, in its styles and for the app to read', async () => {
    const [first, second] = [await page('/home'), await page('/home')];
    const nonceOf = (body: string) => /<meta property="csp-nonce" content="([^"]+)">/.exec(body)?.[1];
    const nonce = nonceOf(first.body)!;
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceOf(second.body)).not.toBe(nonce);
    expect(first.body).toContain(`<style nonce="${nonce}">`);
    const policy = String(first.headers['content-security-policy']);
    expect(policy).toContain(`style-src 'self' 'nonce-${nonce}'`);
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
  });

  it('caches hashed assets for a year', async () => {
    const asset = await served.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('readiness', () => {
  it('answers 503 naming the service that is down', async () => {
    const deadRedis = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      retryStrategy: () => null,
    });
    const broken: AppContext = { ...ctx, redis: deadRedis };
    const brokenApp = await buildHttpApp(broken, idle);
    const response = await brokenApp.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ ok: false, content: { checks: { postgres: 'up', redis: 'down' } } });
    await brokenApp.close();
    deadRedis.disconnect();
  });
});

describe('closing', () => {
  it('lets a request in flight finish', async () => {
    let started: () => void = () => {};
    const handling = new Promise<void>((resolve) => (started = resolve));
    const slowApp = await buildHttpApp(ctx, {
      ...idle,
      apiRoutes: [
        async (api) => {
          api.get('/sample/slow', async () => {
            started();
            await new Promise((resolve) => setTimeout(resolve, 300));
            return success('done');
          });
        },
      ],
    });
    const address = await slowApp.listen({ host: '127.0.0.1', port: 0 });
    const inFlight = fetch(`${address}/api/sample/slow`).then((r) => r.json());
    // Closing once the request is being handled, however busy the machine (a fixed wait was flaky under load).
    await handling;
    await slowApp.close();
    expect(await inFlight).toMatchObject({ ok: true, content: 'done' });
    await expect(fetch(`${address}/api/health`)).rejects.toThrow();
  });
});
