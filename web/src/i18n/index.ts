import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';

// English is the fallback; the other 13 languages of spec 000 §1 are added beside it as catalogs.
export const i18n = i18next.use(initReactI18next);
void i18n.init({
  resources: { en: { translation: en } },
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
});
