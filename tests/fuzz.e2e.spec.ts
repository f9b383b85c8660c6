// Thousands of generated bodies and queries to every call of the API, as anonymous and as provider staff: wrong
// types, NUL, huge text, deep nesting, prototype keys, odd numbers. Whatever comes, no answer is a 500 and every
// answer is in the envelope (or a file, or a react-admin list).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance, InjectOptions } from 'fastify';
import fp from 'fastify-plugin';
import { buildApp } from '../services/app';
import { apiRoutes } from '../services/app';
import { apiClient, clientWithSession, type ApiClient } from './support/api-client';
import { testContext } from './support/context';
import { givenAccount } from './support/accounts';
import { givenUser } from './support/people';

let ctx: Awaited<ReturnType<typeof testContext>>;
let app: FastifyInstance;
let staff: ApiClient;
const routes: Array<{ method: string; url: string }> = [];

/** A small seeded generator, so a failure names a case that can be run again. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  return { next, pick };
}

const oddStrings = ['', ' ', 'a\u0000b', '\u0000', 'x'.repeat(100_000), '<script>', "' OR 1=1 --", '1e30', '-0', 'NaN'];
const oddNumbers = [0, -1, 1.5, 1e30, -1e30, Number.MAX_SAFE_INTEGER, 2 ** 31];
const nested = (depth: number): unknown => (depth === 0 ? 'leaf' : { a: nested(depth - 1) });

function oddValue(random: ReturnType<typeof generator>, depth = 0): unknown {
  const kind = random.pick(['string', 'number', 'bool', 'null', 'array', 'object', 'deep'] as const);
  if (kind === 'string') return random.pick(oddStrings);
  if (kind === 'number') return random.pick(oddNumbers);
  if (kind === 'bool') return random.next() < 0.5;
  if (kind === 'null') return null;
  if (kind === 'deep') return nested(random.pick([5, 40, 200]));
  if (depth > 2) return 'x';
  if (kind === 'array') return Array.from({ length: random.pick([0, 1, 3]) }, () => oddValue(random, depth + 1));
  return oddBody(random, depth + 1);
}

const fieldNames = [
  'id',
  'username',
  'password',
  'email',
  'filter',
  'sort',
  'range',
  'q',
  'status',
  'fromDate',
  'toDate',
  'reportType',
  'lastName1',
  'documentNumber',
  'page',
  'batch',
  'ticket',
  'language',
  'level',
  'message',
];

function oddBody(random: ReturnType<typeof generator>, depth = 0): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (let count = random.pick([0, 1, 2, 4]); count > 0; count--)
    body[random.pick(fieldNames)] = oddValue(random, depth);
  if (random.next() < 0.1)
    Object.assign(body, JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"x": 1}}'));
  return body;
}

beforeAll(async () => {
  ctx = await testContext({ SIGN_IN_RATE_LIMIT: '100000' });
  const accountId = await givenAccount(ctx.pool, { name: 'Fuzz Title' });
  await givenUser(ctx.pool, { username: 'fuzz.target1', accountId });
  // Not encapsulated (fastify-plugin), so it hears every route the /api scope registers after it.
  const collect = fp(async (api: FastifyInstance) => {
    api.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) if (method !== 'HEAD') routes.push({ method, url: route.url });
    });
  });
  app = await buildApp(ctx, { apiRoutes: [collect, ...apiRoutes] });
  await app.ready();
  staff = await clientWithSession(app, { userId: '1', username: 'trimin.fuzz', role: 'TRIMIN' });
}, 120_000);
afterAll(async () => {
  await app.close();
  await ctx.close();
});

const concrete = (url: string, random: ReturnType<typeof generator>) =>
  url.replace(/:(\w+)/g, () =>
    encodeURIComponent(String(random.pick(['1', '0', 'searchByName', '1e30', 'x%00', '-1']))),
  );

/**
 * Real bodies of calls that reach the database: each field in turn replaced by every odd value, so the odd value
 * gets past the schema's other rules (a random body is mostly refused for a missing field).
 */
const corpus: Array<{ url: string; body: Record<string, unknown> }> = [
  { url: '/api/auth/login', body: { username: 'fuzz.target1', password: 'Secret#2024', language: 'ENGLISH' } },
  { url: '/api/auth/forgotUsername', body: { email: 'fuzz@example.com' } },
  { url: '/api/auth/forgotPassword', body: { username: 'fuzz.target1', email: 'fuzz@example.com' } },
  { url: '/api/auth/completeRegistration', body: { ticket: 'abcdefghijklmnopqrstuvwxyz' } },
  { url: '/api/search/searchByName', body: { grantorGranteeLastName1: 'Camacho', updateHistory: false } },
  { url: '/api/search/searchByDocumentNumber', body: { documentNumber: '1003', updateHistory: false } },
  { url: '/api/search/searchByParcelId', body: { parcelId: '01-234-56', updateHistory: false } },
  { url: '/api/helperdata/codeList', body: { list: 'documentTypes' } },
  { url: '/api/helperdata/userscodedescription', body: { filterText: 'fuzz' } },
  { url: '/api/logReact', body: { level: 'error', message: 'boom' } },
  { url: '/api/home/transactionReport', body: { reportType: 'USER', reportRange: 'CUSTOM', fromDate: '01/01/2026' } },
];
const oddValues: unknown[] = [...oddStrings, ...oddNumbers, null, true, [], {}, nested(40), ['a\u0000']];

describe('every call under generated input', () => {
  it('answers real bodies with each field made odd without a 500', async () => {
    const failures: string[] = [];
    for (const { url, body } of corpus) {
      for (const field of Object.keys(body)) {
        for (const odd of oddValues) {
          const response = await staff.post(url, { ...body, [field]: odd });
          if (response.statusCode >= 500)
            failures.push(
              `${url} ${field}=${JSON.stringify(odd)?.slice(0, 40)} → ${response.statusCode} ${response.body.slice(0, 200)}`,
            );
        }
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('knows the calls it fuzzes', () => {
    expect(routes.length).toBeGreaterThan(80);
  });

  for (const [who, seed] of [
    ['anonymous', 11],
    ['staff', 29],
  ] as const) {
    it(`answers ${who} callers without a 500, in the envelope`, async () => {
      const random = generator(seed);
      const failures: string[] = [];
      const rounds = 12;
      for (const route of routes.filter((candidate) => candidate.url.startsWith('/api/'))) {
        for (let round = 0; round < rounds; round++) {
          const url = concrete(route.url, random);
          const query = new URLSearchParams({ [random.pick(fieldNames)]: String(oddValue(random)) }).toString();
          const client = who === 'staff' ? staff : apiClient(app);
          const options: InjectOptions = {
            method: route.method as InjectOptions['method'],
            url: `${url}?${query}`,
            cookies: client.cookies,
            headers: client.cookies.lr_csrf ? { 'x-csrf-token': client.cookies.lr_csrf } : {},
            ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: oddBody(random) }),
          };
          const response = await app.inject(options);
          const type = String(response.headers['content-type'] ?? '');
          const enveloped = !type.includes('json') || response.statusCode < 400 || 'ok' in response.json();
          if (response.statusCode >= 500 || !enveloped) {
            failures.push(
              `${route.method} ${options.url?.toString().slice(0, 120)} → ${response.statusCode} ${response.body.slice(0, 200)}`,
            );
          }
        }
      }
      expect(failures).toEqual([]);
    }, 600_000);
  }
});
