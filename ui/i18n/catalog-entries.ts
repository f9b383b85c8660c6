/** A catalog as i18next takes it: texts under dotted keys. */
export type CatalogTree = { [key: string]: string | CatalogTree };

/** Dotted keys with their texts, for the catalog tests; plural forms (_one, _few, _other...) count as one key. */
export function catalogEntries(catalog: CatalogTree, prefix = ''): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') {
      const base = path.replace(/_(zero|one|two|few|many|other)$/, '');
      found.set(base, [...(found.get(base) ?? []), value]);
    } else for (const [inner, texts] of catalogEntries(value, path)) found.set(inner, texts);
  }
  return found;
}

/** The {{names}} a text places, sorted: a translation places the same ones. */
export const placeholdersOf = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort();
