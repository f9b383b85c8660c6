import { fetchUtils, HttpError } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import type { Envelope } from '@landrecords/contracts/envelope';
import { translateEnvelopeMessage } from '@landrecords/ui/i18n/server-messages';
import { i18n } from '../i18n';
import { callHeaders } from '../lib/api';
import { serverUrl } from '../lib/product';

/**
 * Every call with the session's cookie and CSRF header; a refusal carries the server's message in the reader's
 * language (by its code: 002 §8, the message appears in the warning) and its envelope as the error's body.
 */
async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = callHeaders();
  new Headers(options.headers).forEach((value, name) => headers.set(name, value));
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers, credentials: 'include' });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const envelope = error.body as Envelope | undefined;
    const message = envelope?.message ? translateEnvelopeMessage(i18n.t, envelope) : error.message;
    throw new HttpError(message, error.status, error.body);
  }
}

/** react-admin's REST provider over the server's resources at /api/admin/<resource> (DESIGN §1). */
export const dataProvider = simpleRestProvider(`${serverUrl()}admin`, httpClient);
