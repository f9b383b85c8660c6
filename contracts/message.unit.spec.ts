// The registry of declared messages: one code for one English, found again by code and by text.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { declare, declaredMessages, isDeclared, messageOfText } from './message';
import { httpMessages, imageMessages, messages, signInMessages } from './messages';

const folder = join(process.cwd(), 'contracts');

describe('declared messages', () => {
  it('carry a code, the English and, when built, their values', () => {
    expect(messages.required).toEqual({ code: 'VALIDATION_REQUIRED', text: 'Required.' });
    expect(imageMessages.noPage({ page: 8 })).toEqual({
      code: 'IMAGE_NO_PAGE',
      text: 'Document does not have a page 8',
      params: { page: 8 },
    });
  });

  it('are known by their code with their own English only', () => {
    expect(isDeclared(httpMessages.conflict)).toBe(true);
    expect(isDeclared(signInMessages.registered({ count: 4 }))).toBe(true);
    expect(isDeclared({ code: 'HTTP_CONFLICT', text: 'Something else.' })).toBe(false);
    expect(isDeclared({ code: 'NOT_DECLARED', text: 'Required.' })).toBe(false);
    expect(isDeclared({ code: 'IMAGE_NO_PAGE', text: 'Document does not have a page 9', params: { page: 8 } })).toBe(
      false,
    );
  });

  it('refuse a code declared twice with another English, and a code not in UPPER_SNAKE_CASE', () => {
    expect(() => declare('VALIDATION_REQUIRED', 'Needed.')).toThrow(/declared twice/);
    expect(() => declare('validation.required', 'Required.')).toThrow(/UPPER_SNAKE_CASE/);
    expect(declare('VALIDATION_REQUIRED', 'Required.')).toEqual(messages.required);
  });

  it('are found again by their English: a declared text, and a built one lately made', () => {
    expect(messageOfText('Required.')).toBe(messages.required);
    const built = imageMessages.notAPage({ part: 'x7' });
    expect(messageOfText(built.text)).toEqual(built);
    expect(messageOfText('Closed for the holiday.')).toBeUndefined();
  });

  it('list each code once, with {{name}} where a built message takes a value', () => {
    const all = declaredMessages();
    expect(new Set(all.map((message) => message.code)).size).toBe(all.length);
    expect(all.find((message) => message.code === 'IMAGE_NO_PAGE')).toEqual({
      code: 'IMAGE_NO_PAGE',
      english: 'Document does not have a page {{page}}',
      params: ['page'],
    });
  });

  it('are declared once in the source: no code written twice', () => {
    const files = (readdirSync(folder, { recursive: true }) as string[]).filter(
      (file) => file.endsWith('.ts') && !file.includes('.spec.') && file !== 'message.ts',
    );
    const codes = files.flatMap((file) =>
      [...readFileSync(join(folder, file), 'utf8').matchAll(/\bdeclare\(\s*'([A-Z0-9_]+)'/g)].map((m) => m[1]!),
    );
    expect(codes.length).toBeGreaterThan(200);
    expect(codes.filter((code, index) => codes.indexOf(code) !== index)).toEqual([]);
  });
});
