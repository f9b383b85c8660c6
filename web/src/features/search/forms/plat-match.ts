/** A plat as the plat entry offers it. */
export type Plat = { code: string; number: string; name: string };

/** What the typed text leads to (001 §4.10). */
export type PlatMatch =
  | { kind: 'empty' }
  | { kind: 'none' }
  | { kind: 'one'; plat: Plat }
  /** Two or more: the dropdown shows them once at least 2 characters are typed. */
  | { kind: 'many'; plats: Plat[]; dropdown: boolean };

/** Plats whose number or name (by the field typed in) begins with the text, whatever its case. */
export function matchPlats(plats: readonly Plat[], by: 'number' | 'name', typed: string): PlatMatch {
  const text = typed.trim().toUpperCase();
  if (text === '') return { kind: 'empty' };
  const found = plats.filter((plat) => plat[by].toUpperCase().startsWith(text));
  if (found.length === 0) return { kind: 'none' };
  if (found.length === 1) return { kind: 'one', plat: found[0]! };
  return { kind: 'many', plats: found, dropdown: text.length >= 2 };
}
