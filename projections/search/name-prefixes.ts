/**
 * A document's name beginnings: the first one, two and three letters of each of its parties' last-name keys,
 * kept in its one row of search_document_name_beginnings. An AND of two common names finds the documents bearing
 * both beginnings there before checking the names themselves (record-condition.ts).
 */
export const PREFIX_LETTERS = 3;

/** The beginnings a document with a party of this last-name key is listed under (letters, not UTF-16 units). */
export function namePrefixes(lastKey: string): string[] {
  const letters = Array.from(lastKey);
  return [...new Set(Array.from({ length: PREFIX_LETTERS }, (_, n) => letters.slice(0, n + 1).join('')))];
}

/**
 * The beginning under which a typed last-name key is sought: every document with a party whose key begins with
 * the typed one is listed under it. Null for an empty key, which every name begins with.
 */
export const soughtPrefix = (typedKey: string): string | null =>
  typedKey === '' ? null : Array.from(typedKey).slice(0, PREFIX_LETTERS).join('');
