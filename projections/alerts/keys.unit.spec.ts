import { describe, expect, it } from '@jest/globals';
import { landDocumentRecordSchema } from '@landrecords/contracts/records/feed';
import { sampleLandDocument } from '../../tests/support/records';
import { documentKeys, watchKeys, type WatchTarget } from './keys';

type DocumentInput = Parameters<typeof sampleLandDocument>[0];
const documentOf = (overrides: Partial<DocumentInput>) =>
  landDocumentRecordSchema.parse(sampleLandDocument({ docId: 'D1', ...overrides }));

/** Whether a document would be found by the watch: one of its keys equals one of the watch's. */
const matches = (watch: WatchTarget, overrides: Partial<DocumentInput>) => {
  const keys = new Set(documentKeys(documentOf(overrides)).map(({ key }) => key));
  return watchKeys(watch).some(({ key }) => keys.has(key));
};
const parties = (lastName: string, firstName = '') => ({
  grantors: [{ lastName, firstName, middleInitial: '' }],
  grantees: [],
});

describe('alert keys (issue 29): a watch finds a document by equal keys, folded as the searches fold', () => {
  it('a last name matches whatever its accents, case, punctuation and spacing', () => {
    const watch: WatchTarget = { kind: 'NAME', lastName: "o'brien" };
    expect(matches(watch, parties("O'BRIEN", 'Mary'))).toBe(true);
    expect(matches(watch, parties('OBRIEN'))).toBe(true);
    expect(matches(watch, parties('O BRIEN'))).toBe(true);
    expect(matches({ kind: 'NAME', lastName: 'Nuñez' }, parties('NUNEZ'))).toBe(true);
    expect(matches({ kind: 'NAME', lastName: 'Sablan' }, {})).toBe(true);
  });

  it('a last name matches leading whole words of the party, not a longer name', () => {
    expect(matches({ kind: 'NAME', lastName: 'Smith' }, parties('SMITH FAMILY TRUST'))).toBe(true);
    expect(matches({ kind: 'NAME', lastName: 'Smith' }, parties('SMITH-JONES'))).toBe(true);
    expect(matches({ kind: 'NAME', lastName: 'Smith' }, parties('SMITHSON'))).toBe(false);
    expect(matches({ kind: 'NAME', lastName: 'Family Trust' }, parties('SMITH FAMILY TRUST'))).toBe(false);
  });

  it('a first name begins the party first name; a party without one does not match it', () => {
    const john: WatchTarget = { kind: 'NAME', lastName: 'Smith', firstName: 'John' };
    expect(matches(john, parties('Smith', 'John A'))).toBe(true);
    expect(matches(john, parties('Smith', 'JOHNNY'))).toBe(true);
    expect(matches(john, parties('Smith', 'Jane'))).toBe(false);
    expect(matches(john, parties('Smith'))).toBe(false);
    expect(matches(john, parties('Smithson', 'John'))).toBe(false);
    expect(matches(john, parties('SMITH JOHN'))).toBe(true);
    expect(matches({ kind: 'NAME', lastName: 'Sablan', firstName: 'jose' }, {})).toBe(true);
  });

  it('a watch has one key a folding, and says what it watches', () => {
    expect(watchKeys({ kind: 'NAME', lastName: 'Smith', firstName: 'John' })).toEqual([
      { key: 'N:SMITH|JOHN', why: { kind: 'NAME', name: 'Smith, John' } },
    ]);
    expect(watchKeys({ kind: 'NAME', lastName: "O'Brien" }).map(({ key }) => key)).toEqual(['N:O BRIEN', 'N:OBRIEN']);
  });

  it('a parcel matches by segments or written without separators', () => {
    const watch: WatchTarget = { kind: 'PARCEL', parcelId: '1-02139-0051' };
    expect(matches(watch, { parcelIds: ['1-2139-51'] })).toBe(true);
    expect(matches(watch, { parcelIds: ['1021390051'] })).toBe(true);
    expect(matches(watch, { parcelIds: ['1-02139-0052'] })).toBe(false);
    expect(matches(watch, { parcelIds: ['1-02139-00510'] })).toBe(false);
  });

  it('a plat matches alone or with the lot and block watched', () => {
    const legal = { type: 'LB' as const, platCode: 'SUN-VALLEY', lot: '12-A', block: '3' };
    expect(matches({ kind: 'PLAT', plat: 'sun valley' }, { legals: [legal] })).toBe(true);
    expect(matches({ kind: 'PLAT', plat: 'SUNVALLEY', lot: '12a' }, { legals: [legal] })).toBe(true);
    expect(matches({ kind: 'PLAT', plat: 'SUNVALLEY', block: '3' }, { legals: [legal] })).toBe(true);
    expect(matches({ kind: 'PLAT', plat: 'SUNVALLEY', lot: '12A', block: '3' }, { legals: [legal] })).toBe(true);
    expect(matches({ kind: 'PLAT', plat: 'SUNVALLEY', lot: '12', block: '3' }, { legals: [legal] })).toBe(false);
    expect(matches({ kind: 'PLAT', plat: 'SUNVALLEY', lot: '12A', block: '4' }, { legals: [legal] })).toBe(false);
  });

  it('a section, township and range match a metes and bounds legal', () => {
    const legal = { type: 'MB' as const, section: '12', township: '45N', range: '3W' };
    expect(matches({ kind: 'STR', section: '12', township: '45 N', range: '3-W' }, { legals: [legal] })).toBe(true);
    expect(matches({ kind: 'STR', section: '13', township: '45N', range: '3W' }, { legals: [legal] })).toBe(false);
  });

  it("a document's key says which party, parcel or legal it comes from", () => {
    const keys = documentKeys(documentOf({ parcelIds: ['1-2139-51'] }));
    expect(keys.find(({ key }) => key === 'N:SABLAN|JOSE')?.why).toEqual({
      kind: 'NAME',
      side: 'GRANTEE',
      name: 'Sablan, José',
    });
    expect(keys.find(({ key }) => key === 'P:1 2139 51')?.why).toEqual({ kind: 'PARCEL', parcelId: '1-2139-51' });
  });
});
