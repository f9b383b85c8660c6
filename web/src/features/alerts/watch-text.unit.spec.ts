import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { TFunction } from 'i18next';
import { watchSchema, watchKinds } from '@landrecords/contracts/alerts/watch';
import { blankWatch, watchText } from './watch-text';

const en: unknown = JSON.parse(readFileSync(join(process.cwd(), 'web', 'src', 'locales', 'en.json'), 'utf8'));

/** The English catalog's text of a key with its values put in, as i18next does. */
const t = ((key: string, values: Record<string, string> = {}) => {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en) as string;
  return text.replace(/\{\{(\w+)\}\}/g, (_all, name: string) => values[name] ?? '');
}) as unknown as TFunction;

describe('a watch in words', () => {
  it('names each kind as the confirmation and My property alerts list it', () => {
    expect(watchText(t, { kind: 'NAME', lastName: 'CAMACHO', firstName: 'ROSA' })).toBe('Name: CAMACHO, ROSA');
    expect(watchText(t, { kind: 'NAME', lastName: 'ACME HOLDINGS LLC', firstName: '' })).toBe(
      'Name: ACME HOLDINGS LLC',
    );
    expect(watchText(t, { kind: 'PARCEL', parcelId: '1-02139-0051' })).toBe('Parcel ID: 1-02139-0051');
    expect(watchText(t, { kind: 'PLAT', plat: 'OAK HILLS', lot: '5', block: '' })).toBe('Plat: OAK HILLS, lot 5');
    expect(watchText(t, { kind: 'PLAT', plat: 'OAK HILLS', lot: '', block: '' })).toBe('Plat: OAK HILLS');
    expect(watchText(t, { kind: 'STR', section: '12', township: '45N', range: '3W' })).toBe(
      'Section 12, township 45N, range 3W',
    );
  });

  it('starts each kind blank, which the shared rules then refuse until it is filled in', () => {
    for (const kind of watchKinds) {
      const blank = blankWatch(kind);
      expect(blank.kind).toBe(kind);
      expect(watchSchema.safeParse(blank).success).toBe(false);
    }
  });
});
