import type { Language } from '@landrecords/contracts/auth/payloads';

/** The BCP 47 tag of each of the 14 languages (as ui/i18n/languages names them): a report's font faces follow it. */
const tags: Record<Language, string> = {
  BENGALI: 'bn',
  CAROLINIAN: 'cal',
  CHAMORRO: 'ch',
  CHINESE: 'zh',
  CHUUKESE: 'chk',
  ENGLISH: 'en',
  JAPANESE: 'ja',
  KOREAN: 'ko',
  PALAUAN: 'pau',
  POHNPEIAN: 'pon',
  RUSSIAN: 'ru',
  TAGALOG: 'tl',
  THAI: 'th',
  TURKISH: 'tr',
};

export const languageTagOf = (language: unknown): string => tags[language as Language] ?? 'en';
