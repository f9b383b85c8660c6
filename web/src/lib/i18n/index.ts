import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@landrecords/contracts/auth/payloads';
import en from '../../locales/en.json?first-load';
import { languages, storedLanguage, storeLanguage } from '@landrecords/ui/i18n/languages';

// English is bundled as the fallback; every other catalog is its own chunk, loaded when chosen.
const catalogs = import.meta.glob<{ default: Catalog }>(['../../locales/*.json', '!../../locales/en.json']);

export const i18n = i18next.createInstance();

export { storedLanguage };

let laterEnglish: Promise<void> | undefined;

/** The English catalog's sections the screens use beyond the frame's (web/vite.config.ts), loaded once. */
export function loadLaterEnglish(): Promise<void> {
  laterEnglish ??= import('../../locales/en.json?later').then(
    ({ default: later }) => void i18n.addResourceBundle('en', 'translation', later, true, false),
    (error: unknown) => {
      laterEnglish = undefined;
      throw error;
    },
  );
  return laterEnglish;
}

export async function switchLanguage(language: Language): Promise<void> {
  const { tag } = languages[language];
  if (!i18n.hasResourceBundle(tag, 'translation')) {
    const load = catalogs[`../../locales/${tag}.json`];
    if (load) i18n.addResourceBundle(tag, 'translation', (await load()).default);
  }
  storeLanguage(language);
  document.documentElement.lang = tag;
  // Said again, the same language would draw every translated component again (the login form says it on mount).
  if (i18n.language !== tag) await i18n.changeLanguage(tag);
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
