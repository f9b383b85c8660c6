import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { configMessages as m } from '@landrecords/contracts/config/messages';
import { accountPageAccess } from '@landrecords/projections/accounts/index';
import { sql } from '@landrecords/projections/platform/database';
import { buildApp } from '../app';
import { givenAccount } from '../../tests/support/accounts';
import { apiClient, clientWithSession, type ApiClient } from '../../tests/support/api-client';
import { testContext } from '../../tests/support/context';
import { givenUser } from '../../tests/support/people';
import { configRoutes } from './routes';
import { savedMessages } from './save-answers';

let ctx: Awaited<ReturnType<typeof testContext>>;
let app: FastifyInstance;
let trimin: ApiClient;
let county: ApiClient;

beforeAll(async () => {
  ctx = await testContext();
  app = await buildApp(ctx, { apiRoutes: [configRoutes] });
  trimin = await clientWithSession(app, { userId: '1', username: 'provider.staff', role: 'TRIMIN' });
  county = await clientWithSession(app, { userId: '2', username: 'county.clerk1', role: 'COUNTY' });
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

const url = (section: string) => `/api/controlPanel/countyConfig/${section}`;
const eventCount = () => ctx.pool.oneFirst(sql.unsafe`SELECT count(*) FROM es_events`);

describe('who may reach controlPanel/countyConfig/{section}', () => {
  it('lets TRIMIN and COUNTY read and save a county section', async () => {
    for (const [staff, before, after] of [
      [trimin, true, false],
      [county, false, true],
    ] as const) {
      expect((await staff.get(url('reports'))).json()).toMatchObject({
        ok: true,
        content: { statementReport: before },
      });
      expect((await staff.post(url('reports'), { statementReport: after })).json()).toMatchObject({
        ok: true,
        message: savedMessages.updated.text,
        content: { statementReport: after },
      });
    }
  });

  it('keeps the technical sections for TRIMIN', async () => {
    expect((await county.get(url('efile'))).statusCode).toBe(403);
    expect((await county.post(url('languages'), { languages: true })).statusCode).toBe(403);
    expect((await county.get(`${url('efile')}/history`)).statusCode).toBe(403);
    expect((await trimin.post(url('efile'), { efile: true })).json()).toMatchObject({
      ok: true,
      content: { efile: true },
    });
    expect((await trimin.get(url('efile'))).json().content.efile).toBe(true);
  });

  it('refuses other roles with 403, before looking at the body', async () => {
    for (const role of ['USER', 'ACCOUNT', 'GUEST']) {
      const other = await clientWithSession(app, { userId: '9', username: `someone.${role}`, role });
      expect((await other.get(url('common'))).statusCode).toBe(403);
      const refused = await other.post(url('common'), { countyName: '' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ ok: false, message: 'You do not have access to this.' });
    }
  });

  it('sends a caller with no session to the login page', async () => {
    const response = await apiClient(app).get(url('common'));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ ok: false, status: 'LOGIN' });
  });

  it('answers 404 for a section that does not exist', async () => {
    const response = await county.get(url('noSuchSection'));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ ok: false, content: null });
  });
});

describe('saving a section', () => {
  it('refuses a bad save with the spec message and changes nothing', async () => {
    await county.post(url('userPurgeSchedule'), { automaticPurge: true, automaticPurgeAfterDays: 400 });
    const before = await eventCount();
    const refused = await county.post(url('userPurgeSchedule'), { automaticPurge: true, automaticPurgeAfterDays: 30 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      ok: false,
      message: m.userPurgeMinimum.text,
      errors: { automaticPurgeAfterDays: [m.userPurgeMinimum.text] },
    });
    expect(await eventCount()).toBe(before);
    expect((await county.get(url('userPurgeSchedule'))).json().content.automaticPurgeAfterDays).toBe(400);
    const search = await county.post(url('search'), { defaultSearch: 'searchByPlat', searchByPlat: false });
    expect(search.json().message).toBe(m.defaultSearchDisabled.text);
    expect(await eventCount()).toBe(before);
  });

  it('takes and answers amounts in dollars', async () => {
    const rates = [
      { option: true, numberOfPages: 50, cost: 25.5 },
      { option: true, unlimitedNumberOfPages: true, cost: '99.99' },
      {},
      {},
      {},
    ];
    const saved = await county.post(url('flatFee'), { chargingImages: true, rates });
    expect(saved.json().content.chargingImages).toBe(true);
    expect(saved.json().content.rates.map((rate: { cost: number | null }) => rate.cost)).toEqual([
      25.5,
      99.99,
      null,
      null,
      null,
    ]);
    expect((await county.get(url('flatFee'))).json().content.rates[1]).toMatchObject({
      unlimitedNumberOfPages: true,
      cost: 99.99,
    });
    const stored = await ctx.pool.oneFirst(
      sql.unsafe`SELECT "values"->'rates'->1->'cost' FROM county_config WHERE section = 'flatFee'`,
    );
    expect(stored).toBe(9999);
    const override = await county.post(url('flatFeeOverride'), { countyAdminReload: true, accountAdminReload: false });
    expect(Object.keys(override.json().content).sort()).toEqual(['accountAdminReload', 'countyAdminReload', 'rates']);
  });

  it('answers each section as 002 §7 says', async () => {
    const slides = await county.post(url('loginPageSlides'), { numberOfSlides: 4 });
    expect(slides.json().content).toEqual({ numberOfSlides: 4 });
    const registration = await county.post(url('loginPageRegistration'), {
      selfRegistration: false,
      emaileExpireIn: 8,
    });
    expect(registration.json().content).toEqual({
      forgotPasswordLink: true,
      selfRegistration: false,
      emaileExpireIn: 8,
    });
    const search2 = await county.post(url('search2'), { map: true });
    expect(search2.json().content).toEqual({
      name: 'search2',
      baseContent: { map: true, tax: false, allOnlySearch: false, downloadResults: true },
    });
    const lockout = await county.post(url('userLockout'), {
      lockoutInPlace: false,
      messageLogin: 'Closed.',
      messageHeadline: 'Closed',
    });
    expect(lockout.json().message).toBe(savedMessages.updated.text);
  });

  it('keeps the history of three saves, newest first, with who and when', async () => {
    await trimin.post(url('notableDates'), { abstractPosted: '01/02/2026' });
    await county.post(url('notableDates'), { abstractPosted: '02/02/2026' });
    await trimin.post(url('notableDates'), { abstractPosted: '03/02/2026' });
    const { history } = (await county.get(`${url('notableDates')}/history`)).json().content;
    expect(
      history.map((save: { version: number; savedBy: string; values: { abstractPosted: string } }) => [
        save.version,
        save.savedBy,
        save.values.abstractPosted,
      ]),
    ).toEqual([
      [3, 'provider.staff', '03/02/2026'],
      [2, 'county.clerk1', '02/02/2026'],
      [1, 'provider.staff', '01/02/2026'],
    ]);
    expect(history[0]).toMatchObject({ sourceIp: '127.0.0.1', savedAt: expect.any(String) });
  });
});

describe('saves that do more', () => {
  it('Search 1 "Save and Update" gives every account the county searches; "Save Only" does not', async () => {
    const accountId = await givenAccount(ctx.pool, { name: 'Marianas Title' });
    const saveOnly = await county.post(url('search'), {
      searchAccess: 'configurable',
      searchByTaxLien: false,
      updateUsers: false,
    });
    expect(saveOnly.json().message).toBe(savedMessages.updated.text);
    expect(saveOnly.json().content).not.toHaveProperty('updateUsers');
    expect((await accountPageAccess(ctx.pool, accountId)).searchByTaxLien).toBe(true);
    const saveAndUpdate = await county.post(url('search'), {
      searchAccess: 'configurable',
      searchByTaxLien: false,
      updateUsers: true,
    });
    expect(saveAndUpdate.json().message).toBe(savedMessages.updatedWithUsers.text);
    expect((await accountPageAccess(ctx.pool, accountId)).searchByTaxLien).toBe(false);
    const same = await county.post(url('search'), { searchAccess: 'same', updateUsers: true });
    expect(same.json().message).toBe(savedMessages.updated.text);
  });

  it('userPurgeNow purges the users not signed in since the date, and says how many', async () => {
    const accountId = await givenAccount(ctx.pool, { name: 'Purge Title' });
    const idle = await givenUser(ctx.pool, { username: 'long.gone1', accountId });
    await givenUser(ctx.pool, { username: 'still.here1', accountId });
    await ctx.pool.query(sql.unsafe`UPDATE users SET created_at = '2019-06-01' WHERE id = ${idle}`);
    const response = await county.post(url('userPurgeNow'), { purgeDate: '01/05/2020' });
    expect(response.json()).toMatchObject({
      ok: true,
      message: savedMessages.purged({ count: 1, date: '01/05/2020' }).text,
    });
    const left = await ctx.pool.anyFirst(sql.unsafe`SELECT username FROM users WHERE account_id = ${accountId}`);
    expect(left).toEqual(['still.here1']);
  });
});
