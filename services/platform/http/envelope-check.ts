import { isDeclared, messageOfText, type MessageParams } from '@landrecords/contracts/message';
import '@landrecords/contracts/messages';

type Answered = { message?: unknown; code?: unknown; params?: unknown; errors?: unknown };

/**
 * What in an answered envelope contracts/ does not declare: a message without its declared code and English, or
 * a field error whose text is no declared message. Empty when all is declared (or the body is no envelope).
 */
export function undeclaredIn(body: unknown): string[] {
  if (typeof body !== 'object' || body === null || !('ok' in body)) return [];
  const { message, code, params, errors } = body as Answered;
  const problems: string[] = [];
  if (typeof message === 'string') {
    const known =
      typeof code === 'string' &&
      isDeclared({ code, text: message, ...(params ? { params: params as MessageParams } : {}) });
    if (!known) problems.push(`message ${JSON.stringify(message)} (code ${String(code)})`);
  }
  if (typeof errors === 'object' && errors !== null) {
    for (const [field, texts] of Object.entries(errors)) {
      for (const text of texts as unknown[]) {
        if (typeof text !== 'string' || !messageOfText(text)) problems.push(`${field}: ${JSON.stringify(text)}`);
      }
    }
  }
  for (const path of messageObjectsIn((body as { content?: unknown }).content, 'content')) {
    problems.push(`${path} is a message object: content carries its text`);
  }
  return problems;
}

/** Where a declared message itself (code and text) sits in the content instead of its English. */
function messageObjectsIn(value: unknown, path: string): string[] {
  if (typeof value !== 'object' || value === null) return [];
  const keys = Object.keys(value);
  if (keys.includes('code') && keys.includes('text') && keys.every((key) => ['code', 'text', 'params'].includes(key))) {
    return [path];
  }
  return Object.entries(value).flatMap(([key, inner]) => messageObjectsIn(inner, `${path}.${key}`));
}
