import i18next, { type BackendModule } from 'i18next';
import { getI18nProvider } from 'ra-i18n-i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@landrecords/contracts/auth/payloads';
import { languages, storedLanguage, storeLanguage } from '@landrecords/ui/i18n/languages';
import { deepMerge, packagedRa } from './ra-messages';

type Catalog = { [key: string]: string | Catalog };

/**
 * The app's catalogs, one per language of 000 §1 named by its tag: `<tag>.json` here holds the shell's keys, the
 * server's messages and (where no npm package has them) react-admin's own; each resource folder's catalogs sit in
 * `<resource>/<tag>.json` (users/, accounts/...) and are merged in. English is bundled as the fallback; every
 * other language is loaded when chosen.
 */
const catalogs = import.meta.glob<{ default: Catalog }>(['./*.json', './*/*.json']);

const tagOf = (path: string) => /([\w-]+)\.json$/.exec(path)![1]!;

export async function catalogOf(tag: string): Promise<Catalog> {
  const parts = await Promise.all(
    Object.entries(catalogs)
      .filter(([path]) => tagOf(path) === tag)
      // The shell's own first, then each resource's.
      .sort(([a], [b]) => a.split('/').length - b.split('/').length || a.localeCompare(b))
      .map(async ([, load]) => (await load()).default),
  );
  const ra = packagedRa[tag];
  return parts.reduce<Catalog>((merged, part) => deepMerge(merged, part), ra ? { ra } : {});
}

/** i18next reads a language's catalog through this, when react-admin changes to it. */
const catalogBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, _namespace, done) =>
    void catalogOf(language).then(
      (catalog) => done(null, catalog),
      (error: unknown) => done(error as Error, false),
    ),
};

export const i18n = i18next.createInstance();

const tagToLanguage = new Map(Object.entries(languages).map(([name, { tag }]) => [tag, name as Language]));

/**
 * react-admin's i18n provider on i18next (ra-i18n-i18next), opening in the language the portal was left in (one
 * stored choice for both apps); a change here is stored for the portal too.
 */
export async function createI18nProvider() {
  // react-i18next's hooks (the header's useTranslation) find the same instance that react-admin translates with.
  i18n.use(catalogBackend).use(initReactI18next);
  i18n.on('languageChanged', (tag) => {
    document.documentElement.lang = tag;
    const language = tagToLanguage.get(tag);
    if (language) storeLanguage(language);
  });
  return getI18nProvider(
    // ra-i18n-i18next brings an older i18next of its own; the calls it makes (init, t, changeLanguage) are the same.
    i18n as unknown as Parameters<typeof getI18nProvider>[0],
    {
      lng: languages[storedLanguage()].tag,
      fallbackLng: 'en',
      load: 'currentOnly',
      interpolation: { escapeValue: false },
    },
    Object.values(languages).map(({ tag, name }) => ({ locale: tag, name })),
  );
}
