import { declare } from '../message';

/** The user manager's own words, where 000 §5 has none. */
export const userFormMessages = {
  role: declare('USER_FORM_ROLE', 'Choose a user type from the list.'),
  passwordOnSave: declare('USER_FORM_PASSWORD_ON_SAVE', 'Change a password with Reset Password.'),
} as const;
