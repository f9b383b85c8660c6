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

/** Strings in the order of their code points: PostgreSQL's "C" collation on UTF-8, which the keys are sorted by. */
function byCodePoints(a: string, b: string): number {
  const x = Array.from(a, (letter) => letter.codePointAt(0)!);
  const y = Array.from(b, (letter) => letter.codePointAt(0)!);
  for (let index = 0; index < Math.min(x.length, y.length); index++) {
    if (x[index] !== y[index]) return x[index]! - y[index]!;
  }
  return x.length - y.length;
}

/** The key of two different two-letter beginnings in search_document_name_pairs: the lesser first, then '|'. */
export const namePair = (a: string, b: string): string => (byCodePoints(a, b) < 0 ? `${a}|${b}` : `${b}|${a}`);

/**
 * A document's pairs of two different two-letter beginnings of its parties' last-name keys, each once: the AND of
 * two common two-letter names ('MO' AND 'BA') reads the documents listed under their pair in the page's order,
 * where their beginnings' posting lists are tens of thousands of entries each (docs/decisions.md).
 */
export function namePairs(lastKeys: readonly string[]): string[] {
  const beginnings = [
    ...new Set(
      lastKeys
        .map((key) => Array.from(key))
        .filter((letters) => letters.length >= 2)
        .map((letters) => letters.slice(0, 2).join('')),
    ),
  ];
  return beginnings.flatMap((a, index) => beginnings.slice(index + 1).map((b) => namePair(a, b)));
}
