import type { TFunction } from 'i18next';
import { declaredMessages, messageOfText } from '@landrecords/contracts/messages';
import type { Message } from '@landrecords/contracts/message';

/** What the wire or a form carries of a message: its code and values, with the English as a fallback. */
export type MessageRef = Pick<Message, 'code' | 'text' | 'params'>;

/** The catalog key of a declared message: `messages.<CODE>`, the same in every catalog of both apps. */
export const catalogKeyOf = (code: string) => `messages.${code}`;

/**
 * A message in the reader's language, by its code: an envelope's (code and params), or a form's field error,
 * which zod carries as the declared English and contracts/ finds again by it. A text no one declared (a
 * county's own words) is shown as it came; so is the English of a code the catalogs do not know yet.
 */
export function translateMessage(t: TFunction, message: string | MessageRef): string {
  const text = typeof message === 'string' ? message : message.text;
  const declared = typeof message !== 'string' && message.code ? message : messageOfText(text);
  if (!declared) return text;
  return t(catalogKeyOf(declared.code), { ...declared.params, defaultValue: declared.text });
}

/** An envelope's message, by its code when it has one. */
export function translateEnvelopeMessage(
  t: TFunction,
  envelope: { message: string | null; code?: string; params?: MessageRef['params'] },
): string {
  if (!envelope.message) return '';
  return envelope.code
    ? translateMessage(t, { code: envelope.code, text: envelope.message, params: envelope.params })
    : translateMessage(t, envelope.message);
}

export const catalogKeysOfMessages = () => declaredMessages().map((message) => catalogKeyOf(message.code));

/** The English each message's key must hold: the declared English with {{name}} where each value goes. */
export const catalogTextsOfMessages = () =>
  declaredMessages().map((message) => ({ key: catalogKeyOf(message.code), text: message.english }));
