import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageParams } from '@landrecords/contracts/message';
import { translateEnvelopeMessage, translateMessage } from '@landrecords/ui/i18n/server-messages';
import { CallError } from '../lib/api';

type Said = { message: string | null; code?: string; params?: MessageParams };

/**
 * Server messages in the reader's language (the catalogs' messages.<CODE>): an envelope's, or a field error that
 * zod gave as the declared English; and what went wrong with a call, for a warning (002 §8).
 */
export function useServerMessage() {
  const { t } = useTranslation();
  const say = useCallback(
    (said: Said | string): string =>
      typeof said === 'string' ? translateMessage(t, said) : translateEnvelopeMessage(t, said),
    [t],
  );
  const sayError = useCallback(
    (error: unknown): string =>
      error instanceof CallError && error.envelope?.message ? say(error.envelope) : t('accounts.notify.failed'),
    [say, t],
  );
  return { say, sayError };
}
