import { describe, expect, it } from '@jest/globals';
import type { z } from 'zod';
import { messages } from './messages';
import {
  companySchema,
  emailSchema,
  firstNameSchema,
  formatStandardPhone,
  nameSchema,
  passwordSchema,
  phoneIssue,
  stateSchema,
  usernameSchema,
  zipSchema,
} from './person';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]!.message;
};

describe('username (000 §5)', () => {
  it.each([
    [undefined, messages.required],
    ['', messages.required],
    ['abc1234', messages.username.min],
    ['a'.repeat(51), messages.username.max],
    ['john smith', messages.username.characters],
    ['john-smith', messages.username.characters],
    ['.johnsmith', messages.username.start],
    ['@johnsmith', messages.username.start],
    ['johnsmith_', messages.username.end],
    ['john..smith', messages.username.consecutive],
    ['john@.smith', messages.username.consecutive],
  ])('rejects %p with "%s"', (value, message) => {
    expect(firstMessage(usernameSchema, value)).toBe(message.text);
  });

  it.each(['johnsmith', 'john.smith@county', 'a_b.c@d12', 'x'.repeat(50)])('accepts %p', (value) => {
    expect(firstMessage(usernameSchema, value)).toBeUndefined();
  });

  it('trims before checking', () => {
    expect(usernameSchema.parse('  johnsmith  ')).toBe('johnsmith');
  });
});

describe('password (000 §5)', () => {
  it.each([
    ['', messages.required],
    ['a1!', messages.password.min],
    [`a1!${'x'.repeat(62)}`, messages.password.max],
    ['abcdefgh1', messages.password.composition],
    ['abcdefgh!', messages.password.composition],
    ['12345678!', messages.password.composition],
    ['abcdefg1*', messages.password.composition],
  ])('rejects %p with "%s"', (value, message) => {
    expect(firstMessage(passwordSchema, value)).toBe(message.text);
  });

  it.each(['abcdef1!', 'Recorder#2026', `a1&${'x'.repeat(61)}`])('accepts %p', (value) => {
    expect(firstMessage(passwordSchema, value)).toBeUndefined();
  });
});

describe('contact fields (000 §5)', () => {
  it('limits and requires names', () => {
    expect(firstMessage(firstNameSchema, '  ')).toBe(messages.required.text);
    expect(firstMessage(firstNameSchema, 'x'.repeat(31))).toBe(messages.max30.text);
    expect(firstMessage(nameSchema, 'x'.repeat(151))).toBe(messages.max150.text);
    expect(firstMessage(companySchema, 'x'.repeat(61))).toBe(messages.max60.text);
    expect(companySchema.parse(undefined)).toBe('');
  });

  it('checks zip codes: digits first, then five of them', () => {
    expect(firstMessage(zipSchema, '')).toBe(messages.required.text);
    expect(firstMessage(zipSchema, '9695a')).toBe(messages.zip.digits.text);
    expect(firstMessage(zipSchema, '9695')).toBe(messages.zip.length.text);
    expect(firstMessage(zipSchema, '969500')).toBe(messages.zip.length.text);
    expect(zipSchema.parse(' 55111 ')).toBe('55111');
  });

  it('checks email addresses and their length', () => {
    expect(firstMessage(emailSchema, 'clerk@county.gov')).toBeUndefined();
    expect(firstMessage(emailSchema, 'clerk-at-county')).toBe(messages.email.text);
    expect(firstMessage(emailSchema, `${'x'.repeat(45)}@a.gov`)).toBe(messages.max50.text);
  });

  it('takes states from the list, territories and armed forces included', () => {
    for (const code of ['MN', 'MP', 'GU', 'PW', 'AE']) expect(firstMessage(stateSchema, code)).toBeUndefined();
    expect(firstMessage(stateSchema, 'XX')).toBe(messages.state.text);
    expect(firstMessage(stateSchema, '')).toBe(messages.required.text);
  });
});

describe('phones (000 §5)', () => {
  it('wants (XXX) XXX-XXXX for a standard phone', () => {
    expect(phoneIssue('STANDARD', '(612) 555-1234')).toBeUndefined();
    expect(phoneIssue('STANDARD', '(612) 555-123')).toBe(messages.phone.standard.text);
    expect(phoneIssue('STANDARD', '612-555-1234')).toBe(messages.phone.standard.text);
    expect(phoneIssue('STANDARD', '')).toBe(messages.required.text);
  });

  it('wants 7 to 15 digits and nothing else for an international phone', () => {
    expect(phoneIssue('INTERNATIONAL', '16702345678')).toBeUndefined();
    expect(phoneIssue('INTERNATIONAL', '123456')).toBe(messages.phone.international.text);
    expect(phoneIssue('INTERNATIONAL', '1 670 234 5678')).toBe(messages.phone.internationalDigits.text);
    expect(phoneIssue('INTERNATIONAL', '1670-234-5678')).toBe(messages.phone.internationalDigits.text);
    expect(phoneIssue('INTERNATIONAL', '1234567890123456')).toBe(messages.phone.internationalMax.text);
  });

  it('formats typed digits as the portal shows them', () => {
    expect(formatStandardPhone('6')).toBe('(6');
    expect(formatStandardPhone('61255')).toBe('(612) 55');
    expect(formatStandardPhone('612.555.12345')).toBe('(612) 555-1234');
  });
});
