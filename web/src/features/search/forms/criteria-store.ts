import type { SearchType } from '@landrecords/contracts/codes';

/** Each form's last criteria (001 §2.1: a form restores what was last entered on it), for this browser tab. */
const keyOf = (type: SearchType) => `lr.criteria.${type}`;

export function storedCriteria(type: SearchType): Record<string, unknown> | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(keyOf(type)) ?? 'null');
    return stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export const storeCriteria = (type: SearchType, criteria: Record<string, unknown>) =>
  sessionStorage.setItem(keyOf(type), JSON.stringify(criteria));

export const forgetCriteria = (type: SearchType) => sessionStorage.removeItem(keyOf(type));

/**
 * The values a form opens with: its defaults, overlaid by the criteria it restores (a history entry's or the
 * stored ones), keeping only the form's own fields and only values of the default's kind.
 */
export function restoredValues<Values extends Record<string, unknown>>(
  defaults: Values,
  criteria: Record<string, unknown> | null | undefined,
): Values {
  if (!criteria) return defaults;
  const values: Record<string, unknown> = { ...defaults };
  for (const [field, fallback] of Object.entries(defaults)) {
    const value = criteria[field];
    if (value !== undefined && value !== null && typeof value === typeof fallback) values[field] = value;
  }
  return values as Values;
}
