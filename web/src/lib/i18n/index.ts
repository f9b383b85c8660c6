import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@landrecords/contracts/auth/payloads';
import en from '../../locales/en.json?without-messages';
import { languages, storedLanguage, storeLanguage } from '@landrecords/ui/i18n/languages';

// English is bundled as the fallback; every other catalog is its own chunk, loaded when chosen.
const catalogs = import.meta.glob<{ default: Catalog }>(['../../locales/*.json', '!../../locales/en.json']);

export const i18n = i18next.createInstance();

export { storedLanguage };

export async function switchLanguage(language: Language): Promise<void> {
  const { tag } = languages[language];
  if (!i18n.hasResourceBundle(tag, 'translation')) {
    const load = catalogs[`../../locales/${tag}.json`];
    if (load) i18n.addResourceBundle(tag, 'translation', (await load()).default);
  }
  storeLanguage(language);
  document.documentElement.lang = tag;
  await i18n.changeLanguage(tag);
}

export async function startI18n(): Promise<void> {
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await switchLanguage(storedLanguage());
}
