import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Envelope } from '@landrecords/contracts/envelope';
import { translateEnvelopeMessage, translateMessage } from '@landrecords/ui/i18n/server-messages';
import { CallError } from './api';

/**
 * Server messages in the reader's language, by code; and what went wrong with a call (002 §8): the server's own
 * message, or the screen's `failedKey` when it sent none.
 */
export function useServerMessage(failedKey: string) {
  const { t } = useTranslation();
  const say = useCallback(
    (said: Pick<Envelope, 'message' | 'code' | 'params'> | string): string =>
      typeof said === 'string' ? translateMessage(t, said) : translateEnvelopeMessage(t, said),
    [t],
  );
  const sayError = useCallback(
    (error: unknown): string =>
      error instanceof CallError && error.envelope?.message ? say(error.envelope) : t(failedKey),
    [say, t, failedKey],
  );
  return { say, sayError };
}
