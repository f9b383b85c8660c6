import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { defaultCountyConfig, defaultSection } from '@landrecords/contracts/config/index';
import { configMessages as m } from '@landrecords/contracts/config/messages';
import { sql } from '@landrecords/projections/platform/database';
import { readStream } from '@landrecords/projections/platform/eventstore/index';
import { RequestValidationError } from '../platform/http/validation';
import { freshDatabase, type TestDatabase } from '../../tests/support/database';
import { readCountyConfig, readSection } from '@landrecords/projections/config/index';
import { saveSection, sectionHistory } from './county-config';

let db: TestDatabase;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => {
  await db.drop();
});

const clerk = (username: string) => ({ actor: { userId: '7', username, role: 'COUNTY' }, sourceIp: '10.0.0.9' });
const eventCount = () => db.pool.oneFirst(sql.unsafe`SELECT count(*) FROM es_events`);
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => (error instanceof RequestValidationError ? error.fieldErrors : error),
  );

describe('county configuration read model', () => {
  it('reads every section at its defaults before anyone saves', async () => {
    expect(await readCountyConfig(db.pool)).toEqual(defaultCountyConfig());
    expect(await readSection(db.pool, 'userAccess')).toEqual(defaultSection('userAccess'));
  });

  it('stores a save as one event and has it in force at once, amounts in cents', async () => {
    const saved = await saveSection(
      db.pool,
      'escrow',
      { feeCode: 'ESC', chargeCode: 'DEP', creditCardSurcharge: 2.5 },
      clerk('ana.clerk'),
    );
    expect(saved).toMatchObject({ feeCode: 'ESC', creditCardSurcharge: 250 });
    expect(await readSection(db.pool, 'escrow')).toEqual(saved);
    const { events } = await readStream(db.pool, 'config-escrow');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'CountyConfigSectionSaved',
      data: { section: 'escrow', values: saved },
      metadata: clerk('ana.clerk'),
    });
    const row = await db.pool.one(sql.unsafe`SELECT version, saved_by FROM county_config WHERE section = 'escrow'`);
    expect(row).toEqual({ version: 1, saved_by: 'ana.clerk' });
    expect((await readCountyConfig(db.pool)).escrow).toEqual(saved);
  });

  it('refuses a save with the spec message and stores nothing', async () => {
    await saveSection(db.pool, 'common', { countyName: 'Saipan Recorder' }, clerk('ana.clerk'));
    const before = await eventCount();
    expect(await refusal(saveSection(db.pool, 'common', { countyName: '' }, clerk('ana.clerk')))).toEqual({
      countyName: [m.required.text],
    });
    expect(await eventCount()).toBe(before);
    expect((await readSection(db.pool, 'common')).countyName).toBe('Saipan Recorder');
  });

  it('gives a field added after a save its default', async () => {
    await saveSection(db.pool, 'search2', { map: true }, clerk('ana.clerk'));
    await db.pool.query(
      sql.unsafe`UPDATE county_config SET "values" = "values" - 'downloadResults' WHERE section = 'search2'`,
    );
    expect(await readSection(db.pool, 'search2')).toEqual({
      map: true,
      tax: false,
      allOnlySearch: false,
      downloadResults: true,
    });
  });

  it('keeps every save in the history, newest first, with who saved it and when', async () => {
    for (const [username, hours] of [
      ['ana.clerk', 6],
      ['ben.clerk', 12],
      ['cruz.clerk', 24],
    ] as const) {
      await saveSection(db.pool, 'loginPageRegistration', { emaileExpireIn: hours }, clerk(username));
    }
    const history = await sectionHistory(db.pool, 'loginPageRegistration');
    expect(
      history.map(({ version, savedBy, sourceIp, values }) => [version, savedBy, sourceIp, values.emaileExpireIn]),
    ).toEqual([
      [3, 'cruz.clerk', '10.0.0.9', 24],
      [2, 'ben.clerk', '10.0.0.9', 12],
      [1, 'ana.clerk', '10.0.0.9', 6],
    ]);
    expect(Date.parse(history[0]!.savedAt)).toBeGreaterThanOrEqual(Date.parse(history[2]!.savedAt));
    expect(await sectionHistory(db.pool, 'reports')).toEqual([]);
  });

  it('lets two saves at the same moment both land, one after the other', async () => {
    await Promise.all([
      saveSection(db.pool, 'loginPageSlides', { numberOfSlides: 2 }, clerk('ana.clerk')),
      saveSection(db.pool, 'loginPageSlides', { numberOfSlides: 5 }, clerk('ben.clerk')),
    ]);
    const history = await sectionHistory(db.pool, 'loginPageSlides');
    expect(history.map((save) => save.version)).toEqual([2, 1]);
    expect((await readSection(db.pool, 'loginPageSlides')).numberOfSlides).toBe(history[0]!.values.numberOfSlides);
  });

  it('never lets the form set when billing last ran', async () => {
    await saveSection(
      db.pool,
      'billingSchedule',
      { renewalDay: 15, lastRan: '2026-01-01T00:00:00Z' },
      clerk('ana.clerk'),
    );
    expect(await readSection(db.pool, 'billingSchedule')).toMatchObject({ renewalDay: 15, lastRan: null });
  });

  it('resets the credit card special rates to the a la carte ones, keeping the card rates', async () => {
    await saveSection(
      db.pool,
      'creditCard',
      { applyAlternateRates: true, searchNameCreditCard: 2 },
      clerk('ana.clerk'),
    );
    const rates = [
      { documentType: 'PLAT', documentRate: 10 },
      { documentType: '0', instrumentCode: 'MTG', firstPageRate: 2 },
    ];
    const saved = await saveSection(db.pool, 'aLaCarteSpecialRates', { rates }, clerk('ana.clerk'));
    const card = await readSection(db.pool, 'creditCard');
    expect(card).toMatchObject({ applyAlternateRates: true, searchNameCreditCard: 200 });
    expect(card.specialRates).toEqual(saved.rates);
    expect(saved.rates.map((rate) => rate.documentType)).toEqual(['0', 'PLAT']);
  });

  it('refuses a purge date after today in the county', async () => {
    const nextYear = `01/01/${new Date().getUTCFullYear() + 1}`;
    expect(await refusal(saveSection(db.pool, 'userPurgeNow', { purgeDate: nextYear }, clerk('ana.clerk')))).toEqual({
      purgeDate: [m.futureDate.text],
    });
    expect(
      (await saveSection(db.pool, 'userPurgeNow', { purgeDate: '03/01/2021' }, clerk('ana.clerk'))).purgeDate,
    ).toBe('03/01/2021');
  });
});
