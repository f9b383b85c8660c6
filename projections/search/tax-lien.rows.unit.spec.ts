import { describe, expect, it } from '@jest/globals';
import { taxLienRecordSchema } from '@landrecords/contracts/records/feed';
import { taxLienRows } from './other-records.rows';

const lien = (releases: object[]) =>
  taxLienRecordSchema.parse({
    kind: 'taxLien',
    docId: 'TL-9',
    docNumber: '7009',
    instrumentCode: 'FTL',
    recordedDateTime: '2022-09-09T09:00:00+10:00',
    lienNumber: '990011',
    lienDate: '2022-09-01',
    totalAmount: 100,
    releases,
    sourcedDocKey: { docKeyType: 'DOC', docKeyNumber: 'TL-9', imageKeyType: 'LIEN' },
  });
const released = (releases: object[]) => {
  const table = taxLienRows.tables[0]!;
  const row = table.rowsOf(lien(releases))[0]!;
  return row[table.columns.findIndex(([name]) => name === 'released')];
};

describe('a tax lien is released', () => {
  it.each([
    [[], false],
    [[{ partialFullFlag: 'F', releaseDocNumber: '8001' }], true],
    [[{ partialFullFlag: 'P', releaseDocNumber: '8001' }], false],
    [[{ partialFullFlag: 'F', releaseDocNumber: '8001', revokeDocNumber: '8002' }], false],
  ])('by a full release that was not revoked: %j', (releases, expected) => {
    expect(released(releases)).toBe(expected);
  });
});
