import type { TFunction } from 'i18next';
import { translateEnvelopeMessage } from '@landrecords/ui/i18n/server-messages';
import { isApiError, type ApiError } from './errors';

/** The server's message in the reader's language, by its code. */
const serverMessageOf = (t: TFunction, error: ApiError) => translateEnvelopeMessage(t, error.envelope!);

/**
 * The alert text of a failed call (000 §8): the server's message, else its HTTP status, else the network
 * failure, else the final fallback naming who to contact.
 */
export function errorText(t: TFunction, error: unknown, provider: string): string {
  if (isApiError(error)) {
    if (error.serverMessage) return t('errors.withMessage', { message: serverMessageOf(t, error) });
    if (error.envelope) return t('errors.httpStatus', { status: error.status, statusText: error.statusText });
    return error.status > 0 ? t('errors.unexpectedWithStatus', { status: error.status }) : t('errors.unexpected');
  }
  return t('errors.fallback', { provider });
}

/** What the red box on the login page says (000 §8): the server's message, or error 101 or 102. */
export function loginErrorText(t: TFunction, error: unknown): string {
  if (isApiError(error) && error.serverMessage) return serverMessageOf(t, error);
  if (isApiError(error) && error.status === 0) return t('errors.login101');
  return t('errors.login102');
}

/** Register, recovery, profile and password failures: the server's message alone (000 §8). */
export function serverMessageText(t: TFunction, error: unknown): string {
  if (isApiError(error) && error.serverMessage) return serverMessageOf(t, error);
  return isApiError(error) && error.status > 0
    ? t('errors.unexpectedWithStatus', { status: error.status })
    : t('errors.unexpected');
}
