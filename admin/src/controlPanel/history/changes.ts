/** One field of a section that differs between two versions: its path ('rates.3.cost') and both values. */
export type FieldChange = { path: string; from: unknown; to: unknown };

/** Every leaf of a section's values by path: a list's rows by their index. */
function leaves(value: unknown, path: string, into: Map<string, unknown>): Map<string, unknown> {
  if (Array.isArray(value)) value.forEach((item, index) => leaves(item, path ? `${path}.${index}` : `${index}`, into));
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) leaves(item, path ? `${path}.${key}` : key, into);
  } else into.set(path, value);
  return into;
}

/** What changed from one version to the next, field by field, in the later version's order. */
export function changesBetween(before: unknown, after: unknown): FieldChange[] {
  const from = leaves(before, '', new Map());
  const to = leaves(after, '', new Map());
  const paths = [...to.keys(), ...[...from.keys()].filter((path) => !to.has(path))];
  return paths
    .filter((path) => !Object.is(from.get(path), to.get(path)))
    .map((path) => ({ path, from: from.get(path), to: to.get(path) }));
}

/** Does a field's path match one of the section's amount paths ('rates.*.cost')? */
export function isAmountPath(path: string, amounts: readonly string[]): boolean {
  const parts = path.split('.');
  return amounts.some((pattern) => {
    const wanted = pattern.split('.');
    return wanted.length === parts.length && wanted.every((part, at) => part === '*' || part === parts[at]);
  });
}
