import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { signInMessages } from '@landrecords/contracts/auth/messages';
import { auditLogProjection } from '@landrecords/projections/audit/index';
import { sql } from '@landrecords/projections/platform/database';
import { catchUpToNow } from '@landrecords/projections/platform/runner';
import { buildApp } from '../services/app';
import { authRoutes } from '../services/auth/index';
import { configRoutes, saveSection } from '../services/config/index';
import { apiClient, clientWithSession, type ApiResponse } from './support/api-client';
import { givenAccount } from './support/accounts';
import { testContext } from './support/context';
import { givenUser } from './support/people';

/**
 * A crowd at one stream: sign-ins as the guest username, as one user, wrong passwords for one user, and saves
 * of one configuration section, all at the same moment. None may answer 500 or lose its record.
 */
let ctx: Awaited<ReturnType<typeof testContext>>;
let app: FastifyInstance;
let accountId: number;
const staff = { actor: { userId: '1', username: 'countyclerk', role: 'COUNTY' } };

beforeAll(async () => {
  ctx = await testContext({ SIGN_IN_RATE_LIMIT: '100000' });
  app = await buildApp(ctx, { apiRoutes: [authRoutes, configRoutes] });
  accountId = await givenAccount(ctx.pool, { name: 'Crowd Title', accountType: 'A_LA_CARTE', paymentMethod: 'ESCROW' });
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

const logIn = (username: string, password = 'Secret#2024') =>
  apiClient(app).post('/api/auth/login', { username, password, language: 'ENGLISH' });

const inEnvelope = (response: ApiResponse) => {
  const body = response.json();
  return typeof body.ok === 'boolean' && (body.ok || typeof body.message === 'string');
};

/** How many answers had each status, e.g. { 200: 198, 500: 2 }. */
const statusCounts = (responses: ApiResponse[]) =>
  responses.reduce<Record<number, number>>((counts, { statusCode }) => {
    counts[statusCode] = (counts[statusCode] ?? 0) + 1;
    return counts;
  }, {});

function expectNo500(responses: ApiResponse[]) {
  expect(Object.keys(statusCounts(responses)).filter((status) => Number(status) >= 500)).toEqual([]);
  expect(responses.every(inEnvelope)).toBe(true);
}

const eventCount = async (streamId: string, type: string) =>
  Number(
    await ctx.pool.oneFirst(
      sql.unsafe`SELECT count(*) FROM es_events WHERE stream_id = ${streamId} AND type = ${type}`,
    ),
  );

const auditCount = async (streamId: string, type: string) => {
  await catchUpToNow(ctx.pool, auditLogProjection);
  return Number(
    await ctx.pool.oneFirst(
      sql.unsafe`SELECT count(*) FROM audit_log WHERE stream_id = ${streamId} AND event_type = ${type}`,
    ),
  );
};

const all = <T>(count: number, call: () => Promise<T>) => Promise.all(Array.from({ length: count }, call));

describe('a crowd at one stream', () => {
  it('signs in 200 guests at once, each recorded', async () => {
    await saveSection(ctx.pool, 'userAccess', { guestUserName: 'guest' }, staff);
    const guestId = await givenUser(ctx.pool, { username: 'guest', role: 'GUEST', accountId });
    const responses = await all(200, () => logIn('guest', 'anything'));
    expectNo500(responses);
    expect(statusCounts(responses)).toEqual({ 200: 200 });
    expect(await eventCount(`user-${guestId}`, 'UserSignedIn')).toBe(200);
    expect(await auditCount(`user-${guestId}`, 'UserSignedIn')).toBe(200);
  });

  it('signs in one user 200 times at once', async () => {
    const userId = await givenUser(ctx.pool, { username: 'busy.user1', accountId });
    const responses = await all(200, () => logIn('busy.user1'));
    expectNo500(responses);
    expect(statusCounts(responses)).toEqual({ 200: 200 });
    expect(await eventCount(`user-${userId}`, 'UserSignedIn')).toBe(200);
    expect(await auditCount(`user-${userId}`, 'UserSignedIn')).toBe(200);
  });

  it('counts 25 wrong passwords at once and locks the user once', async () => {
    await saveSection(ctx.pool, 'userAccess', { guestUserName: 'guest', maxloginAttempts: 10 }, staff);
    const userId = await givenUser(ctx.pool, { username: 'guessed.user1', accountId });
    const responses = await all(25, () => logIn('guessed.user1', 'Wrong#2024'));
    expectNo500(responses);
    expect(responses.every((response) => response.statusCode === 401 || response.statusCode === 403)).toBe(true);
    expect(responses.every((response) => response.json().message !== signInMessages.status.L.text)).toBe(true);
    expect(await eventCount(`user-${userId}`, 'UserSignInFailed')).toBe(10);
    expect(await eventCount(`user-${userId}`, 'UserStatusChanged')).toBe(1);
    expect(await auditCount(`user-${userId}`, 'UserStatusChanged')).toBe(1);
  });

  it('saves one configuration section 20 times at once, every save recorded', async () => {
    const county = await clientWithSession(app, { userId: '1', username: 'countyclerk', role: 'COUNTY' });
    const before = await eventCount('config-notableDates', 'CountyConfigSectionSaved');
    const responses = await all(20, () =>
      county.post('/api/controlPanel/countyConfig/notableDates', { abstractPosted: '01/02/2026' }),
    );
    expect(statusCounts(responses)).toEqual({ 200: 20 });
    expectNo500(responses);
    const saved = responses.filter((response) => response.statusCode === 200).length;
    expect(saved).toBe(20);
    expect(await eventCount('config-notableDates', 'CountyConfigSectionSaved')).toBe(before + saved);
    expect(await auditCount('config-notableDates', 'CountyConfigSectionSaved')).toBe(before + saved);
  });
});
