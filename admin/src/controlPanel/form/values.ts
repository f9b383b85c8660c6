export type FormValues = Record<string, unknown>;

/** What the form needs of a section's zod schema (contracts/config): its issues, each a path and a message. */
type Checking = {
  safeParse: (
    values: unknown,
  ) => { success: true } | { success: false; error: { issues: Array<{ path: PropertyKey[]; message: string }> } };
};

/** react-admin's TextInput turns a cleared field into null; this keeps it '' (the schemas' text fields want text). */
export const keepBlank = (value: string) => value;

/**
 * A cleared text field reaches the form as null (react-admin's default parse); the section's text fields want ''.
 * Where the loaded section held text (or a row of the same list did), null is sent as ''.
 */
export function blankStrings(values: unknown, loaded: unknown): unknown {
  if (Array.isArray(values)) {
    const rows = Array.isArray(loaded) ? loaded : [];
    return values.map((row, index) => blankStrings(row, rows[index] ?? rows[0] ?? values.find((v) => v !== null)));
  }
  if (values !== null && typeof values === 'object') {
    const shape = loaded !== null && typeof loaded === 'object' ? (loaded as FormValues) : {};
    return Object.fromEntries(
      Object.entries(values as FormValues).map(([key, value]) => [key, blankStrings(value, shape[key])]),
    );
  }
  return values === null && typeof loaded === 'string' ? '' : values;
}

/** A schema's issues by field path ('rates.3.cost'; '_' for the whole section): the first message of each. */
export function issuesByPath(schema: Checking, values: unknown): Map<string, string> {
  const result = schema.safeParse(values);
  const found = new Map<string, string>();
  if (result.success) return found;
  for (const issue of result.error.issues) {
    const path = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    if (!found.has(path)) found.set(path, issue.message);
  }
  return found;
}

/** Errors shaped like the form's values ({ rates: [, { cost: '...' }] }), as react-admin's validate returns them. */
export function nestedErrors(flat: Map<string, string>): FormValues {
  const root: FormValues = {};
  for (const [path, message] of flat) {
    const keys = path.split('.');
    let node: Record<string, unknown> = root;
    keys.forEach((key, at) => {
      if (at === keys.length - 1) {
        if (node[key] === undefined) node[key] = message;
        return;
      }
      const next = keys[at + 1]!;
      if (node[key] === undefined || typeof node[key] !== 'object') node[key] = /^\d+$/.test(next) ? [] : {};
      node = node[key] as Record<string, unknown>;
    });
  }
  return root;
}
