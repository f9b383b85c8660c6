// The English catalog's later sections (later-sections.ts) are not in the first load: the code drawn before any
// screen (the frame, the header, the dialogs it opens, the libraries) may name only the keys kept for it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { firstLoadKeys, laterSections } from './later-sections';

const web = join(process.cwd(), 'web', 'src');
const english = JSON.parse(readFileSync(join(web, 'locales', 'en.json'), 'utf8')) as Record<string, object>;

const filesUnder = (path: string): string[] =>
  statSync(path).isDirectory() ? readdirSync(path).flatMap((name) => filesUnder(join(path, name))) : [path];

/** The modules the entry loads (see the build's initial JavaScript): not a route's screen. */
const drawnFirst = [
  ...['RootLayout', 'Providers', 'RequireLogin', 'ToAdmin', 'router'].map((name) => join(web, 'app', `${name}.tsx`)),
  ...filesUnder(join(web, 'features', 'header')),
  ...filesUnder(join(web, 'components', 'dialogs')),
  ...filesUnder(join(web, 'lib')),
].filter((file) => /\.tsx?$/.test(file) && !file.includes('.spec.'));

describe("the English catalog's first load", () => {
  it('names later sections and kept keys that exist', () => {
    for (const section of laterSections) expect(english).toHaveProperty([section]);
    for (const key of firstLoadKeys) expect(english).toHaveProperty(key.split('.'));
  });

  it('has every key of a later section that the code drawn before any screen names', () => {
    const named = drawnFirst.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/['"`]([A-Za-z]+)\.([A-Za-z.]+)/g)]
        .filter(([, section]) => laterSections.includes(section!))
        .map(([, section, key]) => `${section}.${key}`),
    );
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((key) => !firstLoadKeys.includes(key))).toEqual([]);
  });
});
