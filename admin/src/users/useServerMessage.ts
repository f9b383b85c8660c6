import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { messageOfText } from '@landrecords/contracts/messages';
import type { Message, MessageParams } from '@landrecords/contracts/message';
import { UserManagerError } from './api';

type Said = { message?: string | null; text?: string; code?: string; params?: MessageParams | undefined };

/** The envelope a failed call carried: the user manager's own, or the one react-admin's HttpError keeps in body. */
function envelopeOf(error: unknown): Said | null {
  if (error instanceof UserManagerError) return error.envelope;
  const body = (error as { body?: unknown } | null)?.body;
  return body && typeof body === 'object' && 'message' in body ? (body as Said) : null;
}

/**
 * A server message in the reader's language, by its code (the catalogs' `messages.<CODE>`), or a message of
 * contracts/ (its code and values); a text no one declared is shown as it came.
 */
export function useServerMessage() {
  const translate = useTranslate();
  const say = useCallback(
    (said: Said | Message | string): string => {
      const text = typeof said === 'string' ? said : (('text' in said ? said.text : said.message) ?? '');
      const declared = typeof said !== 'string' && said.code ? said : messageOfText(text);
      if (!declared?.code) return text;
      return translate(`messages.${declared.code}`, { ...declared.params, _: text });
    },
    [translate],
  );
  /** What went wrong with a call, for a warning (002 §8: the server's message). */
  const sayError = useCallback(
    (error: unknown): string => {
      const envelope = envelopeOf(error);
      return envelope?.message ? say(envelope) : translate('users.notify.failed');
    },
    [say, translate],
  );
  return { say, sayError };
}
