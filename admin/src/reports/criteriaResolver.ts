import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver on the reports' criteria schema (contracts/reports, the server checks the same one):
 * the first issue of each field, in the reader's language (`say`: by the declared message's code), and on success
 * the parsed criteria (defaults filled, the statement number a number) as the call's body.
 */
export function criteriaResolver<Values extends FieldValues>(
  schema: z.ZodType,
  say: (text: string) => string,
): Resolver<Values> {
  return async (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { values: result.data as Values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? 'root');
      errors[field] ??= { type: issue.code, message: say(issue.message) };
    }
    return { values: {}, errors } as never;
  };
}
