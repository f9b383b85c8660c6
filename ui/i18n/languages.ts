import type { Language } from '@landrecords/contracts/auth/payloads';

/**
 * The 14 languages of 000 §1: the server's name for each, its catalog file and the BCP 47 tag for <html lang>.
 * Carolinian, Chuukese, Palauan and Pohnpeian have ISO 639-3 codes only. The portal and the administration app
 * name their catalogs by these tags.
 */
export const languages: Record<Language, { tag: string; name: string }> = {
  ENGLISH: { tag: 'en', name: 'English' },
  BENGALI: { tag: 'bn', name: 'বাংলা' },
  CAROLINIAN: { tag: 'cal', name: 'Refaluwasch' },
  CHAMORRO: { tag: 'ch', name: 'Chamoru' },
  CHINESE: { tag: 'zh', name: '中文' },
  CHUUKESE: { tag: 'chk', name: 'Chuuk' },
  JAPANESE: { tag: 'ja', name: '日本語' },
  KOREAN: { tag: 'ko', name: '한국어' },
  PALAUAN: { tag: 'pau', name: 'Belau' },
  POHNPEIAN: { tag: 'pon', name: 'Pohnpei' },
  RUSSIAN: { tag: 'ru', name: 'Русский' },
  TAGALOG: { tag: 'tl', name: 'Tagalog' },
  THAI: { tag: 'th', name: 'ไทย' },
  TURKISH: { tag: 'tr', name: 'Türkçe' },
};

export const languageNames = Object.keys(languages) as Language[];

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && Object.hasOwn(languages, value);

/** The language select's choices, each in its own language. */
export const languageOptions = languageNames.map((name) => ({ value: name, label: languages[name].name }));

const STORAGE_KEY = 'lr.language';

/**
 * The language chosen last on this browser (the login choice, then the user's own): one key for the portal and
 * the administration app, which share the origin, so each opens in the language the other was left in.
 */
export function storedLanguage(): Language {
  const stored = localStorage.getItem(STORAGE_KEY);
  return isLanguage(stored) ? stored : 'ENGLISH';
}

export function storeLanguage(language: Language): void {
  localStorage.setItem(STORAGE_KEY, language);
}
