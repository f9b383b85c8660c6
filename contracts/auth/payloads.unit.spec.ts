import { describe, expect, it } from '@jest/globals';
import { messages } from '../validation/messages';
import {
  confirmedPassword,
  loginSchema,
  passwordChangeSchema,
  profileSchema,
  registrationFormSchema,
  registrationSchema,
} from './payloads';

const registration = {
  username: 'jsmith2026',
  password: 'Recorder#2026',
  firstName: ' John ',
  lastName: 'Smith',
  address: '1 Capitol Hill',
  city: 'Saipan',
  state: 'MP',
  zip: '96950',
  email: 'jsmith@example.com',
  phoneFormatType: 'STANDARD',
  phone: '(670) 234-5678',
};

const errorsOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('registration payload (000 §3, §5)', () => {
  it('accepts a full registration, trimmed, company optional', () => {
    const parsed = registrationSchema.parse(registration);
    expect(parsed.firstName).toBe('John');
    expect(parsed.company).toBe('');
  });

  it('names every missing required field', () => {
    const result = registrationSchema.safeParse({ phoneFormatType: 'STANDARD', phone: '' });
    const errors = errorsOf(result);
    for (const field of ['username', 'password', 'firstName', 'lastName', 'address', 'city', 'state', 'zip', 'email']) {
      expect(errors[field]).toBe(messages.required.text);
    }
  });

  it('the portal’s form asks for the password twice and says when they differ', () => {
    const form = { ...registration, passwordConfirm: registration.password };
    expect(registrationFormSchema.safeParse(form).success).toBe(true);
    expect(errorsOf(registrationFormSchema.safeParse({ ...form, passwordConfirm: 'Other#2026' }))).toEqual({
      passwordConfirm: messages.password.mismatch.text,
    });
    expect(errorsOf(registrationFormSchema.safeParse({ ...form, passwordConfirm: '' }))).toEqual({
      passwordConfirm: messages.required.text,
    });
  });

  it('checks the phone by its format', () => {
    const result = registrationSchema.safeParse({
      ...registration,
      phoneFormatType: 'INTERNATIONAL',
      phone: '670 234',
    });
    expect(errorsOf(result)).toEqual({ phone: messages.phone.internationalDigits.text });
  });
});

describe('other payloads', () => {
  it('login requires a username and a password, with ENGLISH by default', () => {
    expect(loginSchema.parse({ username: 'x', password: 'y' }).language).toBe('ENGLISH');
    expect(errorsOf(loginSchema.safeParse({ username: ' ', password: '' }))).toEqual({
      username: messages.required.text,
      password: messages.required.text,
    });
    expect(loginSchema.safeParse({ username: 'x', password: 'y', language: 'KLINGON' }).success).toBe(false);
  });

  it('a form with a confirmation reports a mismatch on the confirmation', () => {
    const form = confirmedPassword(passwordChangeSchema);
    const current = { currentPassword: 'Recorder#2025' };
    expect(
      errorsOf(form.safeParse({ ...current, password: 'Recorder#2026', passwordConfirm: 'Recorder#2025' })),
    ).toEqual({
      passwordConfirm: messages.password.mismatch.text,
    });
    expect(form.safeParse({ ...current, password: 'Recorder#2026', passwordConfirm: 'Recorder#2026' }).success).toBe(
      true,
    );
    expect(errorsOf(form.safeParse({ password: 'Recorder#2026', passwordConfirm: 'Recorder#2026' }))).toEqual({
      currentPassword: messages.required.text,
    });
  });

  it('profile requires the contact fields', () => {
    const { username: _u, password: _p, ...profile } = registration;
    expect(profileSchema.safeParse(profile).success).toBe(true);
    expect(errorsOf(profileSchema.safeParse({ ...profile, email: '' }))).toEqual({ email: messages.required.text });
  });
});
