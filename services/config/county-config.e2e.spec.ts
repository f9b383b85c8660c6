import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { rebuildProjection } from '../../projections/platform/runner';
import { countyConfigProjection } from '../../projections/config/county-config.projection';
import { accountPageAccess } from '../accounts/account.queries';
import { sql } from '../platform/database';
import { buildApp } from '../platform/http/app';
import { apiClient, clientWithSession, type ApiClient } from '../../tests/support/api-client';
import { givenAccount } from '../../tests/support/accounts';
import { testContext } from '../../tests/support/context';
import { givenUser } from '../../tests/support/people';
import { authRoutes } from '../auth/routes';
import { configRoutes } from './routes';

let ctx: Awaited<ReturnType<typeof testContext>>;
let app: FastifyInstance;
let trimin: ApiClient;
let county: ApiClient;
let accountId: number;

beforeAll(async () => {
  ctx = await testContext();
  app = await buildApp(ctx, { apiRoutes: [authRoutes, configRoutes] });
  trimin = await clientWithSession(app, { userId: '1', username: 'provider.staff', role: 'TRIMIN' });
  county = await clientWithSession(app, { userId: '2', username: 'county.clerk1', role: 'COUNTY' });
  accountId = await givenAccount(ctx.pool, { name: 'Marianas Title' });
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

const eventCount = () => ctx.pool.oneFirst(sql.unsafe`SELECT count(*) FROM es_events`);

describe('controlPanel/countyConfig/{section}', () => {
  it('reads a never-saved section at its defaults', async () => {
    const response = await county.get('/api/controlPanel/countyConfig/loginPageRegistration');
    expect(response.json()).toMatchObject({
      ok: true,
      content: { forgotPasswordLink: true, selfRegistration: true, emaileExpireIn: 4 },
    });
  });

  it('saves a section, answers its section-specific content, and keeps the history of every save', async () => {
    for (const hours of [6, 12, 24]) {
      const saved = await county.post('/api/controlPanel/countyConfig/loginPageRegistration', {
        forgotPasswordLink: hours !== 12,
        selfRegistration: true,
        emaileExpireIn: hours,
      });
      expect(saved.json()).toMatchObject({ ok: true, message: 'Settings updated', content: { emaileExpireIn: hours } });
    }
    const history = (await county.get('/api/controlPanel/countyConfig/loginPageRegistration/history')).json().content;
    expect(history.map((save: { values: { emaileExpireIn: number } }) => save.values.emaileExpireIn)).toEqual([
      24, 12, 6,
    ]);
    expect(history[0]).toMatchObject({ version: 3, savedBy: 'county.clerk1', sourceIp: '127.0.0.1' });
    expect(history[1].values.forgotPasswordLink).toBe(false);
    const slides = await county.post('/api/controlPanel/countyConfig/loginPageSlides', { numberOfSlides: 4 });
    expect(slides.json().content).toEqual({ numberOfSlides: 4 });
  });

  it('refuses a bad save with the spec message and changes nothing', async () => {
    await county.post('/api/controlPanel/countyConfig/userPurgeSchedule', {
      automaticPurge: true,
      automaticPurgeAfterDays: 400,
    });
    const before = await eventCount();
    const refused = await county.post('/api/controlPanel/countyConfig/userPurgeSchedule', {
      automaticPurge: true,
      automaticPurgeAfterDays: 30,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ ok: false, message: 'At least 365 days.' });
    expect(await eventCount()).toBe(before);
    expect(
      (await county.get('/api/controlPanel/countyConfig/userPurgeSchedule')).json().content.automaticPurgeAfterDays,
    ).toBe(400);
    const search = await county.post('/api/controlPanel/countyConfig/search', {
      defaultSearch: 'searchByPlat',
      searchByPlat: false,
    });
    expect(search.json().message).toBe('Your default search needs to be enabled first.');
  });

  it('lets TRIMIN alone reach the technical sections, and refuses other roles and strangers', async () => {
    expect((await county.get('/api/controlPanel/countyConfig/efile')).statusCode).toBe(403);
    expect((await trimin.post('/api/controlPanel/countyConfig/efile', { efile: true })).json().ok).toBe(true);
    const user = await clientWithSession(app, { userId: '3', username: 'public.user1', role: 'USER' });
    expect((await user.get('/api/controlPanel/countyConfig/common')).statusCode).toBe(403);
    const account = await clientWithSession(app, { userId: '4', username: 'title.admin', role: 'ACCOUNT' });
    expect((await account.post('/api/controlPanel/countyConfig/common', {})).statusCode).toBe(403);
    const nobody = await apiClient(app).get('/api/controlPanel/countyConfig/common');
    expect(nobody.json()).toMatchObject({ ok: false, status: 'LOGIN' });
    expect((await county.get('/api/controlPanel/countyConfig/noSuchThing')).statusCode).toBe(404);
    expect((await county.post('/api/controlPanel/countyConfig/reloadConfiguration')).statusCode).toBe(403);
    expect((await trimin.post('/api/controlPanel/countyConfig/reloadConfiguration')).json()).toMatchObject({
      ok: true,
      message: 'Configuration reloaded: 27 sections.',
    });
  });

  it('Search 1 "Save and Update" sets every account’s page access to the county’s searches', async () => {
    const saved = await county.post('/api/controlPanel/countyConfig/search', {
      searchAccess: 'configurable',
      searchByTaxLien: false,
      updateUsers: true,
    });
    expect(saved.json().message).toBe('Settings and Users updated');
    expect((await accountPageAccess(ctx.pool, accountId)).searchByTaxLien).toBe(false);
  });

  it('says honestly that migration from LandShark One is not available', async () => {
    const blank = await trimin.post('/api/controlPanel/migrateLandSharkOneAccountsUsers', {
      landSharkOneDbAddress: '',
    });
    expect(blank.json()).toMatchObject({ ok: false, message: 'Required.' });
    const full = await trimin.post('/api/controlPanel/migrateLandSharkOneAuditLog', {
      landSharkOneDbAddress: 'db.example',
      landSharkOneDbName: 'ls1',
      landSharkOneDbUsername: 'u',
      landSharkOneDbPassword: 'p',
    });
    expect(full.statusCode).toBe(501);
  });

  it('rebuilds the configuration read model to the same rows', async () => {
    const snapshot = () =>
      ctx.pool.oneFirst(sql.unsafe`SELECT md5(string_agg(c::text, '|' ORDER BY section)) FROM county_config c`);
    const before = await snapshot();
    await ctx.pool.query(sql.unsafe`DELETE FROM county_config WHERE section = 'search'`);
    await rebuildProjection(ctx.pool, countyConfigProjection);
    expect(await snapshot()).toBe(before);
  });
});

describe('the county lockout, in two steps', () => {
  it('blocks new sign-ins by the public, then ends every session but the caller’s', async () => {
    await givenUser(ctx.pool, { username: 'early.bird1', accountId });
    const early = apiClient(app);
    await early.post('/api/auth/login', { username: 'early.bird1', password: 'Secret#2024' });
    const set = await county.post('/api/controlPanel/countyConfig/userLockout', {
      lockoutInPlace: true,
      messageLogin: 'Closed for the move to the new building.',
      messageHeadline: 'Closed until Monday',
    });
    expect(set.json().ok).toBe(true);
    const late = await apiClient(app).post('/api/auth/login', { username: 'early.bird1', password: 'Secret#2024' });
    expect(late.json()).toMatchObject({
      ok: false,
      lockout: true,
      message: 'Closed for the move to the new building.',
    });
    expect((await early.get('/api/currentUser/loginStatus')).statusCode).toBe(200);

    const ended = await county.get('/api/controlPanel/endUserSessions');
    expect(ended.json().ok).toBe(true);
    expect(ended.json().content.ended).toBeGreaterThanOrEqual(2);
    expect((await early.get('/api/currentUser/loginStatus')).json()).toMatchObject({ status: 'LOGIN' });
    expect((await trimin.get('/api/controlPanel/countyConfig/common')).statusCode).toBe(403);
    expect((await county.get('/api/controlPanel/countyConfig/common')).statusCode).toBe(200);
    const home = (await apiClient(app).get('/api/home/all')).json();
    expect(home.lockout).toEqual({
      lockoutInPlace: true,
      messageLogin: 'Closed for the move to the new building.',
      messageHeadline: 'Closed until Monday',
    });
  });
});

describe('public pages', () => {
  it('answer the login links, news and slides the county turned on', async () => {
    const links = Array.from({ length: 12 }, (_, i) => ({
      description: i < 2 ? `Link ${i + 1}` : '',
      url: i < 2 ? `https://county.example.gov/${i + 1}` : '',
    }));
    await county.post('/api/controlPanel/countyConfig/loginPageLinks', { paragraphs: links });
    await county.post('/api/controlPanel/countyConfig/loginPageLatestNews', {
      paragraphs: [{ heading: 'Holiday hours', paragraphContent: 'Closed on Liberation Day.' }],
    });
    expect((await apiClient(app).get('/api/auth/loginPageLinks')).json().content.paragraphs).toHaveLength(2);
    expect((await apiClient(app).get('/api/auth/loginPageLatestNews')).json().content.paragraphs[0].heading).toBe(
      'Holiday hours',
    );
    expect((await apiClient(app).get('/api/auth/loginPageSlides')).json().content).toEqual({ numberOfSlides: 4 });
    await county.post('/api/controlPanel/countyConfig/homeSelections', { linksLoginPage: false });
    expect((await apiClient(app).get('/api/auth/loginPageLinks')).json().content.paragraphs).toEqual([]);
  });

  it('build home/all from the configuration, hiding transactions from strangers', async () => {
    await county.post('/api/controlPanel/countyConfig/common', {
      countyName: 'Saipan',
      appTitle: 'Land Records',
      contactPhone: '(670) 555-0100',
      contactEmail: 'recorder@example.gov',
    });
    const home = (await apiClient(app).get('/api/home/all')).json();
    expect(home.content).toMatchObject({
      common: { countyName: 'Saipan', contactPhone: '(670) 555-0100' },
      numberOfSlides: { numberOfSlides: 4 },
      selections: { transactions: false, contactUs: true },
    });
    const signedIn = (await county.get('/api/home/all')).json();
    expect(signedIn.content.selections.transactions).toBe(true);
  });
});
