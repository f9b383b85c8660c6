import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { freshDatabase, type TestDatabase } from '../../tests/support/database';
import { saveSection } from '@landrecords/services/config/county-config';
import { feedKeyAccepted, parcelIdLink, readRecordsIndex } from './records-index';

let db: TestDatabase;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => {
  await db.drop();
});

const key = 'Feed-Key-0123456789-abcdefghijklmnop';

describe('the records index settings on the server', () => {
  it('accepts no feed key while the county has set none', async () => {
    expect((await readRecordsIndex(db.pool)).feedKey).toBe('');
    expect(await feedKeyAccepted(db.pool, '')).toBe(false);
    expect(await feedKeyAccepted(db.pool, undefined)).toBe(false);
  });

  it('accepts exactly the county key once set', async () => {
    await saveSection(db.pool, 'recordsIndex', { feedKey: key }, { system: 'test' });
    expect(await feedKeyAccepted(db.pool, key)).toBe(true);
    expect(await feedKeyAccepted(db.pool, key.toLowerCase())).toBe(false);
    expect(await feedKeyAccepted(db.pool, `${key}x`)).toBe(false);
    expect(await feedKeyAccepted(db.pool, undefined)).toBe(false);
  });

  it('puts the parcel ID, encoded, wherever the template names it', () => {
    expect(parcelIdLink('https://tax.example.gov/parcel/{parcelId}', '012-345 A/B')).toBe(
      'https://tax.example.gov/parcel/012-345%20A%2FB',
    );
    expect(parcelIdLink('https://gis.example.gov/?p={parcelId}&q={parcelId}', 'a&b')).toBe(
      'https://gis.example.gov/?p=a%26b&q=a%26b',
    );
  });
});
