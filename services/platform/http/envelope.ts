import type { Envelope, FieldErrors } from '@landrecords/contracts/envelope';
import { isDeclared, type Message } from '@landrecords/contracts/message';

/**
 * The wire's message fields: the spec's English text, its code and its values. Under test a message contracts/
 * does not declare (a forged code, or a text that is not the declared English) fails the request loudly.
 */
function messageFields(message: Message | null): Pick<Envelope, 'message' | 'code' | 'params'> {
  if (message === null) return { message: null };
  if (!isDeclared(message) && process.env.NODE_ENV === 'test') {
    throw new Error(`The message ${message.code} ("${message.text}") is not declared in contracts/.`);
  }
  const { code, text, params } = message;
  return params ? { message: text, code, params } : { message: text, code };
}

export function success<Content>(content: Content, message: Message | null = null): Envelope<Content> {
  return { ok: true, ...messageFields(message), lockout: false, content };
}

export function failure(
  message: Message,
  extra: { errors?: FieldErrors; correlationId?: string } = {},
): Envelope<null> {
  return { ok: false, ...messageFields(message), lockout: false, content: null, ...extra };
}
