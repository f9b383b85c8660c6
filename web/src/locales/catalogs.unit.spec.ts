// Every catalog has exactly the English catalog's keys, and every key the portal's code names exists in English.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { catalogKeysOfMessages } from '@landrecords/ui/i18n/server-messages';
import { languages } from '@landrecords/ui/i18n/languages';
import { catalogEntries as entries, placeholdersOf as placeholders } from '@landrecords/ui/i18n/catalog-entries';

const folder = join(process.cwd(), 'web', 'src', 'locales');
type Catalog = { [key: string]: string | Catalog };
const read = (tag: string) => JSON.parse(readFileSync(join(folder, `${tag}.json`), 'utf8')) as Catalog;

const english = entries(read('en'));
const tags = (text: string) => [...text.matchAll(/<\/?(\w+)>/g)].map((match) => match[0]).sort();

describe('the portal’s language catalogs (000 §1)', () => {
  it('exist for the fourteen languages, and no others', () => {
    const files = readdirSync(folder).filter((file) => file.endsWith('.json'));
    expect(files.map((file) => file.replace('.json', '')).sort()).toEqual(
      Object.values(languages)
        .map((language) => language.tag)
        .sort(),
    );
  });

  for (const { tag, name } of Object.values(languages).filter((language) => language.tag !== 'en')) {
    it(`${tag} (${name}) has every English key and no other, with the same placeholders and tags`, () => {
      const catalog = entries(read(tag));
      expect([...catalog.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, texts] of catalog) {
        const source = english.get(key)!;
        for (const text of texts) {
          expect({ key, text, placeholders: placeholders(text) }).toEqual({
            key,
            text,
            placeholders: expect.arrayContaining(placeholders(source[source.length - 1]!).filter((p) => p !== 'count')),
          });
          expect({ key, tags: tags(text) }).toEqual({ key, tags: tags(source[0]!) });
          expect(text.trim()).not.toBe('');
        }
      }
    });
  }

  it('holds the shared rules’ and the server’s messages under the keys the portal looks them up by', () => {
    for (const key of catalogKeysOfMessages()) expect({ key, found: english.has(key) }).toEqual({ key, found: true });
  });

  it('holds every key the portal’s code names', () => {
    const source = join(process.cwd(), 'web', 'src');
    const files = (readdirSync(source, { recursive: true }) as string[]).filter((file) => /\.tsx?$/.test(file));
    const named = files.flatMap((file) =>
      [...readFileSync(join(source, file), 'utf8').matchAll(/\bt\(\s*'([\w.]+)'/g)].map((match) => match[1]!),
    );
    expect(named.length).toBeGreaterThan(50);
    expect(named.filter((key) => !english.has(key))).toEqual([]);
  });
});
