import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** react-admin shows an error written so as a message key with its values, translated once. */
const formatted = (message: { message: string; args: Record<string, unknown> }) =>
  `@@react-admin@@${JSON.stringify(message)}`;

/**
 * A react-hook-form resolver on a schema of contracts/ (the server checks the same one): the first issue of each
 * field, as the catalogs' `messages.<CODE>` of the declared English (found by `keyOf`), and on success the
 * parsed values (trimmed, defaults filled) for the save.
 */
export function schemaResolver<Values extends FieldValues>(
  schema: z.ZodType,
  keyOf: (text: string) => { key: string; params?: Record<string, unknown> } | null,
  shape: (values: Values) => unknown = (values) => values,
): Resolver<Values> {
  return async (values) => {
    const result = schema.safeParse(shape(values));
    if (result.success) return { values: result.data as Values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? 'root');
      if (errors[field]) continue;
      const known = keyOf(issue.message);
      errors[field] = {
        type: issue.code,
        message: known ? formatted({ message: known.key, args: { ...known.params, _: issue.message } }) : issue.message,
      };
    }
    return { values: {}, errors } as never;
  };
}
