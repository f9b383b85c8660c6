import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { configMessages as m } from '@landrecords/contracts/config/messages';
import { restoreMessages } from '@landrecords/contracts/config/restore-messages';
import { sql } from '@landrecords/projections/platform/database';
import { appendToStream } from '@landrecords/projections/platform/eventstore/index';
import { buildApp } from '../app';
import { clientWithSession, type ApiClient } from '../../tests/support/api-client';
import { testContext } from '../../tests/support/context';
import { configStreamId } from './config.events';
import { configRoutes } from './routes';

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
type Entry = {
  version: number;
  type: string;
  savedBy: string | null;
  restoredFrom?: number;
  values?: Record<string, unknown>;
  data?: Record<string, unknown>;
};
const historyOf = async (client: ApiClient, section: string): Promise<Entry[]> =>
  (await client.get(`${url(section)}/history`)).json().content.history;
/** Saves a section as its form does: the whole section as read, with these fields changed. */
const save = async (client: ApiClient, section: string, changes: Record<string, unknown>) => {
  const current = (await client.get(url(section))).json().content;
  const answer = await client.post(url(section), { ...current, ...changes });
  expect(answer.json()).toMatchObject({ ok: true });
};

describe('restoring an earlier version of a section', () => {
  it('saves that version again as a new change, in dollars on the wire and cents in force, remembering which', async () => {
    await save(county, 'common', { contactName: 'Ana Cruz' });
    await save(county, 'escrow', { reloadByCreditCard: true, minReloadAmount: 25.5, maxReloadAmount: 100 });
    await save(trimin, 'common', { contactName: 'Ben Santos' });
    await save(county, 'escrow', { reloadByCreditCard: true, minReloadAmount: 40, maxReloadAmount: 100 });
    const [later, earlier] = await historyOf(county, 'common');
    expect([later!.values!.contactName, earlier!.values!.contactName]).toEqual(['Ben Santos', 'Ana Cruz']);

    const restored = await county.post(`${url('common')}/restore`, { version: earlier!.version });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({
      ok: true,
      code: restoreMessages.restored.code,
      message: restoreMessages.restored({ version: earlier!.version }).text,
      content: { contactName: 'Ana Cruz' },
    });
    expect((await county.get(url('common'))).json().content.contactName).toBe('Ana Cruz');
    const [newest] = await historyOf(county, 'common');
    expect(newest).toMatchObject({
      version: later!.version + 1,
      type: 'CountyConfigSectionSaved',
      savedBy: 'county.clerk1',
      restoredFrom: earlier!.version,
      values: { contactName: 'Ana Cruz' },
    });

    // Amounts: the version's dollars come back as they were saved, not a hundred times over.
    const escrow = await historyOf(county, 'escrow');
    const withDeposit = escrow.find((entry) => entry.values?.minReloadAmount === 25.5)!;
    expect(withDeposit).toBeDefined();
    const back = await trimin.post(`${url('escrow')}/restore`, { version: withDeposit.version });
    expect(back.json()).toMatchObject({ ok: true, content: { minReloadAmount: 25.5 } });
    expect((await county.get(url('escrow'))).json().content.minReloadAmount).toBe(25.5);
  });

  it('refuses a version the section never had, or no version, and changes nothing', async () => {
    await save(county, 'reports', {});
    const before = await eventCount();
    const missing = await county.post(`${url('reports')}/restore`, { version: 999 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      ok: false,
      code: restoreMessages.versionNotFound.code,
      message: restoreMessages.versionNotFound({ version: 999 }).text,
      errors: { version: [restoreMessages.versionNotFound({ version: 999 }).text] },
    });
    for (const body of [{}, { version: 'first' }, { version: 0 }, { version: 1.5 }]) {
      const refused = await county.post(`${url('reports')}/restore`, body);
      expect({ body, status: refused.statusCode, answer: refused.json() }).toMatchObject({
        body,
        status: 400,
        answer: { ok: false, message: restoreMessages.version.text },
      });
    }
    expect(await eventCount()).toBe(before);
  });

  it('puts an old version through today’s rules: one that no longer passes them is refused with their messages', async () => {
    // A save from before a rule existed: an email the contact field now refuses.
    const current = (await county.get(url('common'))).json().content;
    await appendToStream(ctx.pool, configStreamId('common'), [
      {
        type: 'CountyConfigSectionSaved',
        data: { section: 'common', values: { ...current, contactEmail: 'not an address' } },
        metadata: { system: 'import' },
      },
    ]);
    await save(county, 'common', { contactEmail: 'clerk@county.test' });
    const old = (await historyOf(county, 'common')).find((entry) => entry.values?.contactEmail === 'not an address')!;
    const before = await eventCount();
    const refused = await county.post(`${url('common')}/restore`, { version: old.version });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ ok: false, errors: { contactEmail: [m.email.text] } });
    expect(await eventCount()).toBe(before);
    expect((await county.get(url('common'))).json().content.contactEmail).toBe('clerk@county.test');
  });

  it('is for the section’s own roles: a technical section is TRIMIN’s only', async () => {
    await save(trimin, 'efile', {});
    await save(trimin, 'efile', {});
    const [, first] = await historyOf(trimin, 'efile');
    expect((await county.post(`${url('efile')}/restore`, { version: first!.version })).statusCode).toBe(403);
    expect((await county.get(`${url('efile')}/history`)).statusCode).toBe(403);
    expect((await trimin.post(`${url('efile')}/restore`, { version: first!.version })).json()).toMatchObject({
      ok: true,
    });
  });
});

describe('a section’s history', () => {
  it('lists the other events of the section’s stream beside its saves, and restores only saves', async () => {
    // The purges and billing runs append their own events to their sections' streams; any event that is not a
    // save is listed as its type and data (a declared event type stands in for them here).
    await save(county, 'userPurgeSchedule', {});
    await appendToStream(ctx.pool, configStreamId('userPurgeSchedule'), [
      { type: 'DemoRecordsLoaded', data: { records: 3 }, metadata: { system: 'purge schedule' } },
    ]);
    const [action, saved] = await historyOf(county, 'userPurgeSchedule');
    expect(action).toMatchObject({ type: 'DemoRecordsLoaded', savedBy: 'purge schedule', data: { records: 3 } });
    expect(action).not.toHaveProperty('values');
    expect(saved).toMatchObject({ type: 'CountyConfigSectionSaved', savedBy: 'county.clerk1' });
    const refused = await county.post(`${url('userPurgeSchedule')}/restore`, { version: action!.version });
    expect(refused.json()).toMatchObject({ ok: false, code: restoreMessages.versionNotFound.code });
  });
});
