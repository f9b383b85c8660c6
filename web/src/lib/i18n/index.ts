import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@landrecords/contracts/auth/payloads';
import en from '../../locales/en.json';
import { isLanguage, languages } from './languages';

// English is bundled as the fallback; every other catalog is its own chunk, loaded when chosen.
const catalogs = import.meta.glob<{ default: typeof en }>(['../../locales/*.json', '!../../locales/en.json']);

const STORAGE_KEY = 'lr.language';

export const i18n = i18next.createInstance();

/** The language chosen last on this browser (the login choice, then the user's own). */
export function storedLanguage(): Language {
  const stored = localStorage.getItem(STORAGE_KEY);
  return isLanguage(stored) ? stored : 'ENGLISH';
}

export async function switchLanguage(language: Language): Promise<void> {
  const { tag } = languages[language];
  if (!i18n.hasResourceBundle(tag, 'translation')) {
    const load = catalogs[`../../locales/${tag}.json`];
    if (load) i18n.addResourceBundle(tag, 'translation', (await load()).default);
  }
  localStorage.setItem(STORAGE_KEY, language);
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
