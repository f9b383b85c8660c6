import { describe, expect, it } from '@jest/globals';
import { messages as m } from '../validation/messages';
import { userFormMessages, userFormSchema, userPasswordSchema } from './user';
import { userFormCases, validNewUser } from './user-form.cases';

/** Every message by field, so a case that says two things fails. */
const messagesOf = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => {
  const found: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (found[issue.path.join('.')] ??= []).push(issue.message);
  return found;
};
const errorsOf = (input: Record<string, unknown>) => messagesOf(userFormSchema.safeParse(input));

describe('the user form (002 §5)', () => {
  it.each(userFormCases)('refuses %s in %j', (field, change, message) => {
    expect(errorsOf({ ...validNewUser, ...change })).toEqual({ [field]: [message] });
  });

  it('requires only account, names and email besides a new user’s username and password', () => {
    const minimal = { ...validNewUser, address: '', city: '', state: '', zip: '', phone: '', company: undefined };
    expect(errorsOf(minimal)).toEqual({});
    expect(userFormSchema.parse({ ...minimal, city: undefined })).toMatchObject({ city: '', company: '' });
  });

  it('trims text but takes a password as typed', () => {
    const parsed = userFormSchema.parse({
      ...validNewUser,
      username: ' escrow.officer ',
      firstName: ' Maria ',
      zip: ' 96950 ',
      password: ' Closing#2024 ',
    });
    expect(parsed).toMatchObject({ username: 'escrow.officer', firstName: 'Maria', zip: '96950' });
    expect(parsed.password).toBe(' Closing#2024 ');
  });

  it('asks an existing user for neither username nor password, and refuses a password there', () => {
    const existing = { ...validNewUser, id: 41, username: undefined, password: undefined };
    expect(errorsOf(existing)).toEqual({});
    expect(errorsOf({ ...existing, password: '' })).toEqual({});
    expect(errorsOf({ ...existing, password: 'New#Pass2024' })).toEqual({
      password: [userFormMessages.passwordOnSave.text],
    });
  });

  it('reports every field at once, even beside an empty one', () => {
    expect(errorsOf({ ...validNewUser, firstName: '', username: 'abc', password: '', phone: '670' })).toEqual({
      firstName: [m.required.text],
      username: [m.username.min.text],
      password: [m.required.text],
      phone: [m.phone.standard.text],
    });
    expect(userFormSchema.safeParse(null).success).toBe(false);
  });

  it('accepts a matching confirmation, or none', () => {
    expect(errorsOf({ ...validNewUser, passwordConfirm: 'Closing#2024' })).toEqual({});
    expect(errorsOf({ ...validNewUser, passwordConfirm: undefined })).toEqual({});
  });
});

describe('the Reset Password form (002 §5: the user form’s rules)', () => {
  const reset = { id: 41, username: 'law.clerk01', password: 'New#Pass2024', passwordConfirm: 'New#Pass2024' };
  const resetErrors = (change: Record<string, unknown>) =>
    messagesOf(userPasswordSchema.safeParse({ ...reset, ...change }));

  it.each([
    ['password', { password: '' }, m.required],
    ['password', { password: 'Ab1!', passwordConfirm: 'Ab1!' }, m.password.min],
    ['password', { password: 'plainpassword', passwordConfirm: 'plainpassword' }, m.password.composition],
    ['passwordConfirm', { passwordConfirm: '' }, m.required],
    ['passwordConfirm', { passwordConfirm: 'Other#2024' }, m.password.mismatch],
  ])('refuses %s in %j', (field, change, message) => {
    expect(resetErrors(change)).toEqual({ [field]: [message.text] });
  });

  it('says only Required. of two empty fields', () => {
    expect(resetErrors({ password: '', passwordConfirm: '' })).toEqual({
      password: [m.required.text],
      passwordConfirm: [m.required.text],
    });
  });

  it('accepts a good password twice', () => {
    expect(resetErrors({})).toEqual({});
  });
});
