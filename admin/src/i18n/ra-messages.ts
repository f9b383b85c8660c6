import englishMessages from 'ra-language-english';
import russianMessages from 'ra-language-russian';

type Catalog = { [key: string]: string | Catalog };

/**
 * A react-admin language package in i18next's form: %{name} becomes {{name}}, and a polyglot plural
 * "one |||| other" (or Russian's "one |||| few |||| many") becomes i18next's _one, _few, _many and _other keys.
 * (ra-i18n-i18next's own converter keeps only two forms.)
 */
export function fromPolyglot(messages: Catalog, forms: readonly string[]): Catalog {
  const converted: Catalog = {};
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value !== 'string') {
      converted[key] = fromPolyglot(value, forms);
      continue;
    }
    const variants = value.split(' |||| ').map((text) => text.replace(/%\{(\w+)\}/g, '{{$1}}'));
    if (variants.length === 1) converted[key] = variants[0]!;
    else {
      variants.forEach((text, index) => (converted[`${key}_${forms[index] ?? 'other'}`] = text));
      // The last form stands for every count the others do not name.
      converted[`${key}_other`] = variants[variants.length - 1]!;
    }
  }
  return converted;
}

/** A package's messages object, whether the bundler or Node's ES module loader gave its CommonJS export. */
const messagesOf = (module: unknown) => ((module as { default?: Catalog }).default ?? module) as Catalog;

/** react-admin's `ra` messages in i18next's form, plural forms as ra's packages order them. */
export const englishRa = fromPolyglot(messagesOf(englishMessages).ra as Catalog, ['one', 'other']);
const russianRa = fromPolyglot(messagesOf(russianMessages).ra as Catalog, ['one', 'few', 'many']);

const pluralBase = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

/** Only the messages the base has (any plural form of them): a package's keys of older react-admin versions go. */
function known(over: Catalog, base: Catalog): Catalog {
  const names = new Set(Object.keys(base).map(pluralBase));
  const kept: Catalog = {};
  for (const [key, value] of Object.entries(over)) {
    const under = base[key];
    if (typeof value !== 'string') {
      if (under && typeof under !== 'string') kept[key] = known(value, under);
    } else if (names.has(pluralBase(key))) kept[key] = value;
  }
  return kept;
}

/**
 * react-admin's own messages from a package, by catalog tag: English, and Russian over it (a key it lacks stays
 * English, one English lacks is left out).
 */
export const packagedRa: Record<string, Catalog> = {
  en: englishRa,
  ru: deepMerge(englishRa, known(russianRa, englishRa)),
};

export function deepMerge(base: Catalog, over: Catalog): Catalog {
  const merged: Catalog = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const under = merged[key];
    merged[key] = typeof value !== 'string' && under && typeof under !== 'string' ? deepMerge(under, value) : value;
  }
  return merged;
}
