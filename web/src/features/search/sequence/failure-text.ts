import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api/errors';
import { translateMessage } from '@landrecords/ui/i18n/server-messages';

/** The alert of a follow-up search or detail that failed (001 §8): the server's message, translated. */
export function failureText(t: TFunction, failure: unknown): string {
  if (typeof failure === 'string') return translateMessage(t, failure);
  if (isApiError(failure) && failure.serverMessage) return translateMessage(t, failure.serverMessage);
  return t('errors.unexpected');
}
