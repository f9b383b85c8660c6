/** How the index compares names: upper case, accents and punctuation folded away (DESIGN §3). */
export function nameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9 ]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A document number as the index sorts it: digits padded so they order as numbers, others upper case. */
export function docNumberKey(docNumber: string): string {
  const trimmed = docNumber.trim();
  return /^\d{1,20}$/.test(trimmed) ? trimmed.padStart(20, '0') : trimmed.toUpperCase();
}
