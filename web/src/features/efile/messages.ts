import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage, type MessageRef } from '@landrecords/ui/i18n/server-messages';
import { efileFileMessages } from './efile-form';

const keyOf: Record<string, string> = {
  [efileFileMessages.required]: 'efile.messages.required',
  [efileFileMessages.format]: 'efile.messages.format',
  [efileFileMessages.size]: 'efile.messages.size',
  [efileFileMessages.acknowledge]: 'efile.messages.acknowledge',
};

/**
 * A rule's or the server's message in the reader's language by its code; 002 §5's file and acknowledgement
 * messages from the e-file screen's own words while the catalogs hold them only in English.
 */
export function useEfileMessage(): (message: string | MessageRef) => string {
  const { t } = useTranslation();
  return useCallback(
    (message) => {
      const text = typeof message === 'string' ? message : message.text;
      const translated = translateMessage(t, message);
      const key = keyOf[text];
      return translated === text && key ? t(key) : translated;
    },
    [t],
  );
}
