import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sectionNames } from '@landrecords/contracts/config/index';
import type { FastifyInstance } from 'fastify';
import { authRoutes } from '../auth/routes';
import { CSRF_COOKIE, CSRF_HEADER, csrfRefused } from '../platform/sessions/plugin';
import { sql } from '@landrecords/projections/platform/database';
import { buildApp } from '../app';
import { givenAccount } from '../../tests/support/accounts';
import { apiClient, clientWithSession, type ApiClient } from '../../tests/support/api-client';
import { testContext } from '../../tests/support/context';
import { givenUser } from '../../tests/support/people';
import { controlPanelMessages } from './control-panel.routes';
import { configRoutes } from './routes';
import { savedMessages } from './save-answers';

let ctx: Awaited<ReturnType<typeof testContext>>;
let app: FastifyInstance;
let trimin: ApiClient;
let county: ApiClient;

beforeAll(async () => {
  ctx = await testContext();
  app = await buildApp(ctx, { apiRoutes: [authRoutes, configRoutes] });
  trimin = await clientWithSession(app, { userId: '1', username: 'provider.staff', role: 'TRIMIN' });
  county = await clientWithSession(app, { userId: '2', username: 'county.clerk1', role: 'COUNTY' });
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

/** endUserSessions is a GET that must carry the CSRF header, as the portal sends it. */
const endUserSessions = (client: ApiClient, withToken = true) =>
  app.inject({
    method: 'GET',
    url: '/api/controlPanel/endUserSessions',
    cookies: client.cookies,
    headers: withToken && client.cookies[CSRF_COOKIE] ? { [CSRF_HEADER]: client.cookies[CSRF_COOKIE] } : {},
  });
const logIn = async (username: string) => {
  const client = apiClient(app);
  const response = await client.post('/api/auth/login', { username, password: 'Secret#2024', language: 'ENGLISH' });
  return { client, body: response.json() };
};

describe('the county lockout, in two steps', () => {
  it('first keeps the public from signing in, then ends every session but the caller’s', async () => {
    const accountId = await givenAccount(ctx.pool, { name: 'Marianas Title' });
    await givenUser(ctx.pool, { username: 'early.bird1', accountId });
    const early = await logIn('early.bird1');
    const otherClerk = await clientWithSession(app, { userId: '3', username: 'county.clerk2', role: 'COUNTY' });

    const lockout = {
      lockoutInPlace: true,
      messageLogin: 'Closed for the move.',
      messageHeadline: 'Closed until Monday',
    };
    const set = await county.post('/api/controlPanel/countyConfig/userLockout', lockout);
    expect(set.json()).toMatchObject({ ok: true, message: savedMessages.lockoutInPlace.text });
    expect((await logIn('early.bird1')).body).toMatchObject({
      ok: false,
      lockout: true,
      message: 'Closed for the move.',
    });
    expect((await early.client.get('/api/controlPanel/countyConfig/common')).statusCode).toBe(403);
    expect((await otherClerk.get('/api/controlPanel/countyConfig/common')).statusCode).toBe(200);

    const sessionsBefore = Number(await ctx.pool.oneFirst(sql.unsafe`SELECT count(*) FROM auth_sessions`));
    const ended = await endUserSessions(county);
    expect(ended.json()).toMatchObject({
      ok: true,
      message: controlPanelMessages.sessionsEnded({ count: sessionsBefore - 1 }).text,
      content: { ended: sessionsBefore - 1 },
    });
    for (const gone of [early.client, otherClerk, trimin]) {
      const next = await gone.get('/api/controlPanel/countyConfig/common');
      expect(next.statusCode).toBe(403);
      expect(next.json()).toMatchObject({ status: 'LOGIN' });
    }
    expect((await county.get('/api/controlPanel/countyConfig/common')).statusCode).toBe(200);
    trimin = await clientWithSession(app, { userId: '1', username: 'provider.staff', role: 'TRIMIN' });
  });

  it('ends no session on a GET without the CSRF header, or from a role that may not', async () => {
    const bystander = await clientWithSession(app, { userId: '4', username: 'by.stander1', role: 'USER' });
    expect((await endUserSessions(county, false)).json()).toMatchObject({
      ok: false,
      message: csrfRefused.text,
    });
    expect((await endUserSessions(bystander)).statusCode).toBe(403);
    expect((await endUserSessions(apiClient(app))).json()).toMatchObject({ status: 'LOGIN' });
    expect((await bystander.get('/api/auth/loginPageSlides')).statusCode).toBe(200);
    expect(await ctx.pool.oneFirst(sql.unsafe`SELECT count(*) FROM auth_sessions WHERE user_id = '4'`)).toBe(1);
  });
});

describe('reload configuration', () => {
  it('is for TRIMIN, and says how many sections it loaded', async () => {
    expect((await county.post('/api/controlPanel/countyConfig/reloadConfiguration')).statusCode).toBe(403);
    expect((await trimin.post('/api/controlPanel/countyConfig/reloadConfiguration')).json()).toMatchObject({
      ok: true,
      message: `Configuration reloaded: ${sectionNames.length} sections.`,
      content: { sections: sectionNames.length },
    });
  });

  it('rebuilds a read model that differs from the log, and names a stored section its rules now refuse', async () => {
    const common = (await trimin.get('/api/controlPanel/countyConfig/common')).json().content;
    await trimin.post('/api/controlPanel/countyConfig/common', { ...common, countyName: 'Saipan Recorder' });
    await ctx.pool.query(sql.unsafe`DELETE FROM county_config WHERE section = 'common'`);
    await ctx.pool.query(sql.unsafe`
      INSERT INTO county_config (section, "values", version, saved_at) VALUES ('reports', '{"statementReport": "no"}', 9, now())`);
    const reload = (await trimin.post('/api/controlPanel/countyConfig/reloadConfiguration')).json();
    expect(reload.message).toBe(
      `Configuration reloaded: ${sectionNames.length} sections. The stored settings differed from their history and were rebuilt from it.`,
    );
    expect((await trimin.get('/api/controlPanel/countyConfig/common')).json().content.countyName).toBe(
      'Saipan Recorder',
    );
    expect(await ctx.pool.maybeOne(sql.unsafe`SELECT 1 FROM county_config WHERE section = 'reports'`)).toBeNull();

    await ctx.pool.query(
      sql.unsafe`UPDATE county_config SET "values" = "values" || '{"stateCode": "XX"}' WHERE section = 'common'`,
    );
    expect((await trimin.post('/api/controlPanel/countyConfig/reloadConfiguration')).json().message).toBe(
      `Configuration reloaded: ${sectionNames.length} sections. These no longer pass their rules and are used as saved: common.`,
    );
  });
});

describe('migration from LandShark One', () => {
  const database = {
    landSharkOneDbAddress: 'db.county.example',
    landSharkOneDbName: 'landshark',
    landSharkOneDbUsername: 'reader',
    landSharkOneDbPassword: 'secret',
  };

  it.each(['migrateLandSharkOneAccountsUsers', 'migrateLandSharkOneAuditLog'])(
    '%s asks for the four database fields, then says it is not available and changes nothing',
    async (call) => {
      const events = await ctx.pool.oneFirst(sql.unsafe`SELECT count(*) FROM es_events`);
      const blank = await trimin.post(`/api/controlPanel/${call}`, { ...database, landSharkOneDbName: '' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toMatchObject({
        ok: false,
        message: 'Required.',
        errors: { landSharkOneDbName: ['Required.'] },
      });
      const full = await trimin.post(`/api/controlPanel/${call}`, database);
      expect(full.statusCode).toBe(501);
      expect(full.json()).toMatchObject({ ok: false, message: controlPanelMessages.migrationUnavailable.text });
      expect((await county.post(`/api/controlPanel/${call}`, database)).statusCode).toBe(403);
      expect(await ctx.pool.oneFirst(sql.unsafe`SELECT count(*) FROM es_events`)).toBe(events);
    },
  );
});
