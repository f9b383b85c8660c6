import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { saveSection } from '@landrecords/services/config/county-config';
import { sql } from '../platform/database';
import { readStream } from '../platform/eventstore/index';
import { freshDatabase, type TestDatabase } from '../../tests/support/database';
import { rebuildProjection } from '../platform/rebuild';
import { countyConfigProjection } from './county-config.projection';

let db: TestDatabase;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => {
  await db.drop();
});

const clerk = { actor: { userId: '7', username: 'ana.clerk', role: 'COUNTY' } };
const rows = () =>
  db.pool.any(sql.unsafe`SELECT section, "values", version, saved_at, saved_by FROM county_config ORDER BY section`);

describe('county configuration projection', () => {
  beforeAll(async () => {
    for (const hours of [6, 12, 24])
      await saveSection(db.pool, 'loginPageRegistration', { emaileExpireIn: hours }, clerk);
    await saveSection(
      db.pool,
      'flatFee',
      { chargingImages: true, rates: [{ option: true, numberOfPages: 50, cost: 25 }, {}, {}, {}, {}] },
      clerk,
    );
    await saveSection(db.pool, 'common', { countyName: 'Saipan Recorder' }, { system: 'demo-data' });
  });

  it('keeps one row per saved section: the latest save, who made it', async () => {
    expect((await rows()).map((row) => [row.section, row.version, row.saved_by])).toEqual([
      ['common', 1, 'demo-data'],
      ['flatFee', 1, 'ana.clerk'],
      ['loginPageRegistration', 3, 'ana.clerk'],
    ]);
  });

  it('rebuilds from the log to exactly the same rows', async () => {
    const before = await rows();
    await db.pool.query(
      sql.unsafe`UPDATE county_config SET "values" = '{}'::jsonb, version = 1 WHERE section = 'loginPageRegistration'`,
    );
    await db.pool.query(sql.unsafe`DELETE FROM county_config WHERE section = 'flatFee'`);
    expect(await rows()).not.toEqual(before);
    expect(await rebuildProjection(db.pool, countyConfigProjection)).toBe(5);
    expect(await rows()).toEqual(before);
  });

  it('never moves a row back to an older save when an old event is applied again', async () => {
    const before = await rows();
    const { events } = await readStream(db.pool, 'config-loginPageRegistration');
    await db.pool.transaction((tx) => countyConfigProjection.apply(tx, [events[0]!]));
    expect(await rows()).toEqual(before);
  });
});
