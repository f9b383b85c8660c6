import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Envelope } from '@landrecords/contracts/envelope';
import { translateEnvelopeMessage } from '@landrecords/ui/i18n/server-messages';
import { CallError } from '../lib/api';

/** The server's message in the reader's language; a call that failed without one says `fallback`. */
export function useServerSaid(fallback: string) {
  const { t } = useTranslation();
  const say = useCallback((envelope: Envelope<unknown>) => translateEnvelopeMessage(t, envelope), [t]);
  const sayError = useCallback(
    (error: unknown) => (error instanceof CallError && error.envelope?.message ? say(error.envelope) : t(fallback)),
    [say, t, fallback],
  );
  return { say, sayError };
}
