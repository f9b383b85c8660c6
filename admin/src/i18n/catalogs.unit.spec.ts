// Every catalog of the administration app has exactly the English catalog's keys (react-admin's own included), and
// every key the app's code names exists in English.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { languages } from '../../../ui/i18n/languages';
import { catalogKeysOfMessages } from '../../../ui/i18n/server-messages';
import { deepMerge, packagedRa } from './ra-messages';
import { catalogEntries as entries, placeholdersOf as placeholders } from '../../../ui/i18n/catalog-entries';

type Catalog = { [key: string]: string | Catalog };

const folder = join(process.cwd(), 'admin', 'src', 'i18n');
const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Catalog;
/** The resource folders' catalogs beside the shell's: i18n/users/, i18n/accounts/... */
const areas = readdirSync(folder).filter((name) => statSync(join(folder, name)).isDirectory());

/** A language's whole catalog as the app merges it (i18n/index.ts): the packaged react-admin messages, then ours. */
function catalogOf(tag: string): Catalog {
  const ra = packagedRa[tag];
  const parts = [join(folder, `${tag}.json`), ...areas.map((area) => join(folder, area, `${tag}.json`))];
  return parts.filter(existsSync).reduce<Catalog>((merged, path) => deepMerge(merged, read(path)), ra ? { ra } : {});
}

const english = entries(catalogOf('en'));

describe('the administration app’s language catalogs (000 §1)', () => {
  it('exist for the fourteen languages, and no others, in the shell and in every resource folder', () => {
    const tags = Object.values(languages)
      .map((language) => language.tag)
      .sort();
    for (const where of [folder, ...areas.map((area) => join(folder, area))]) {
      const files = readdirSync(where).filter((file) => file.endsWith('.json'));
      expect({ where, tags: files.map((file) => file.replace('.json', '')).sort() }).toEqual({ where, tags });
    }
  });

  it('hold react-admin’s own messages in English, from ra-language-english', () => {
    expect(english.get('ra.action.save')).toEqual(['Save']);
    expect(english.size).toBeGreaterThan(160 + catalogKeysOfMessages().length);
  });

  for (const { tag, name } of Object.values(languages).filter((language) => language.tag !== 'en')) {
    it(`${tag} (${name}) has every English key and no other, with the same placeholders`, () => {
      const catalog = entries(catalogOf(tag));
      expect([...catalog.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, texts] of catalog) {
        const source = english.get(key)!;
        for (const text of texts) {
          expect({ key, placeholders: placeholders(text) }).toEqual({
            key,
            placeholders: expect.arrayContaining(
              placeholders(source[source.length - 1]!).filter((p) => p !== 'count' && p !== 'smart_count'),
            ),
          });
          // react-admin's blank for an unknown boolean is a space; anything else must say something.
          if (key !== 'ra.boolean.null') expect({ key, text: text.trim() }).not.toEqual({ key, text: '' });
        }
      }
    });
  }

  it('speak Japanese in Japanese, react-admin’s messages included', () => {
    const japanese = entries(catalogOf('ja'));
    for (const key of ['ra.action.save', 'ra.navigation.page_range_info', 'nav.userManager', 'shell.toPortal']) {
      expect({ key, text: japanese.get(key) }).not.toEqual({ key, text: english.get(key) });
    }
  });

  it('hold the server’s messages under the keys they are looked up by', () => {
    for (const key of catalogKeysOfMessages()) expect({ key, found: english.has(key) }).toEqual({ key, found: true });
  });

  it('hold every key the app’s code names', () => {
    const source = join(process.cwd(), 'admin', 'src');
    const files = (readdirSync(source, { recursive: true }) as string[]).filter((file) => /\.tsx?$/.test(file));
    const named = files.flatMap((file) =>
      [...readFileSync(join(source, file), 'utf8').matchAll(/\b(?:t|translate)\(\s*'([\w.]+)'/g)].map(
        (match) => match[1]!,
      ),
    );
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((key) => !english.has(key))).toEqual([]);
  });
});
