import { languageSchema, loginSchema } from '@landrecords/contracts/auth/payloads';

/** The login form's checks: the server's login body with the language chosen on the form. Loaded on first use. */
export const loginFormSchema = loginSchema.extend({ language: languageSchema });
export type LoginFormSchema = typeof loginFormSchema;
