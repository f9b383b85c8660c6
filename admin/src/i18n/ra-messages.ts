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

/** Plural forms as ra's packages order them: English one/other, Russian one/few/many. */
export const englishRa = fromPolyglot(englishMessages as unknown as Catalog, ['one', 'other']);
const russianRa = fromPolyglot(
  ((russianMessages as { default?: Catalog }).default ?? russianMessages) as Catalog,
  ['one', 'few', 'many'],
);

/** react-admin's own messages from a package, by catalog tag: English, and Russian over it (a key it lacks stays English). */
export const packagedRa: Record<string, Catalog> = { en: englishRa, ru: deepMerge(englishRa, russianRa) };

export function deepMerge(base: Catalog, over: Catalog): Catalog {
  const merged: Catalog = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const under = merged[key];
    merged[key] = typeof value !== 'string' && under && typeof under !== 'string' ? deepMerge(under, value) : value;
  }
  return merged;
}
