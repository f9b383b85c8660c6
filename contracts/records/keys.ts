/** Upper case, accents off, runs of white space as one space. */
const folded = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/\s+/g, ' ');

const tidy = (text: string) => text.replace(/ +/g, ' ').trim();

/**
 * How the index compares names (DESIGN §3): upper case, accents folded away, punctuation as a space, so
 * 'TRUSTEES/COLUMBIA' is 'TRUSTEES COLUMBIA' and "ST. MARY'S" is 'ST MARY S'.
 */
export function nameKey(name: string): string {
  return spaced(folded(name));
}

/** A code (a lot, block, plat, street number) or a name with its punctuation left out: '12-A' is '12A'. */
export function codeKey(code: string): string {
  return joined(folded(code));
}

const spaced = (folded: string) => tidy(folded.replace(/[^A-Z0-9 ]+/g, ' '));
const joined = (folded: string) => tidy(folded.replace(/[^A-Z0-9 ]+/g, ''));

/**
 * The keys a name is indexed and sought under: its name key and, when different, its code key, since searchers
 * often leave a hyphen, apostrophe or period out ("O'BRIEN" is found as O'BRIEN, O BRIEN and OBRIEN).
 */
export function nameKeys(name: string): string[] {
  const text = folded(name);
  const [key, code] = [spaced(text), joined(text)];
  return key === code ? [key] : [key, code];
}

/** A free text keyed for "contains" searches: both forms of nameKeys, apart, so a search may type either. */
export function textKey(text: string): string {
  return nameKeys(text).join(' | ');
}

/**
 * A parcel ID as the index compares it: its segments (split at punctuation and spaces) apart by one space, a
 * segment of digits as a number, others as text: '1-02139-0051' and '1-2139-51' are both '1 2139 51'.
 */
export function parcelKey(parcelId: string): string {
  return nameKey(parcelId)
    .split(' ')
    .filter(Boolean)
    .map((segment) => (/^\d+$/.test(segment) ? segment.replace(/^0+(?=\d)/, '') : segment))
    .join(' ');
}

/** The keys a parcel is indexed under: its parcel key and, for an ID typed without separators, its code key. */
export function parcelKeys(parcelId: string): string[] {
  return [...new Set([parcelKey(parcelId), codeKey(parcelId).replace(/ /g, '')])];
}

/** A document number as the index sorts it: digits padded so they order as numbers, others upper case. */
export function docNumberKey(docNumber: string): string {
  const trimmed = docNumber.trim();
  return /^\d{1,20}$/.test(trimmed) ? trimmed.padStart(20, '0') : trimmed.toUpperCase();
}
