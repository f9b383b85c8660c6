import { accountFormSchema } from '@landrecords/contracts/accounts/account';

/**
 * The account form's rules are the server's (contracts/accounts/account.ts, 002 §5): the first issue of each
 * field, in the reader's language.
 */
export const accountValidator =
  (say: (text: string) => string) =>
  (values: Record<string, unknown>): Record<string, string> => {
    const result = accountFormSchema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? 'name');
      errors[field] ??= say(issue.message);
    }
    return errors;
  };
