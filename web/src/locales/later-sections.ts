// Plain data, read by web/vite.config.ts at build (no imports): the English catalog's sections only the lazily
// loaded screens use. They leave the first load and come with the first screen (`locales/en.json?later`, added
// by lib/i18n's `loadLaterEnglish`, which every route awaits).

export const laterSections = [
  'propertyAlerts',
  'searchForms',
  'searchResults',
  'secondStep',
  'efile',
  'searchPayment',
  'purchases',
  'imagePreview',
  'imagePurchase',
];

/** Keys of the later sections that the header, drawn before any screen, shows: they stay in the first load. */
export const firstLoadKeys = ['purchases.menuLink', 'propertyAlerts.menuLink'];
