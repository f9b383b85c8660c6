import type { Envelope } from '@landrecords/contracts/envelope';
import { serverUrl } from './product';

/** The session's CSRF token, which every call echoes in X-CSRF-Token (the server sets it in a readable cookie). */
export const csrfToken = () => {
  const token = /(?:^|; )lr_csrf=([^;]*)/.exec(document.cookie)?.[1];
  return token ? decodeURIComponent(token) : undefined;
};

/** The headers of every call: JSON, and the CSRF token when a session has one. */
export function callHeaders(): Headers {
  const headers = new Headers({ accept: 'application/json' });
  const token = csrfToken();
  if (token) headers.set('x-csrf-token', token);
  return headers;
}

/** The server's answer to a call that did not succeed: its status and envelope (when one came). */
export class CallError extends Error {
  constructor(
    readonly status: number,
    readonly envelope: Envelope | null,
  ) {
    super(envelope?.message ?? `HTTP status ${status}`);
  }

  /** The server asks for a new sign-in (000 §8: its 403 says status LOGIN). */
  get loginRequired(): boolean {
    return this.envelope?.status === 'LOGIN';
  }
}

/**
 * One call of the portal's table (000 §7) with the session's cookie and CSRF header: the whole envelope when it is
 * ok (the screens show its message, 002 §8), or a CallError carrying the envelope of a refusal.
 */
export async function callForEnvelope<Content>(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<Envelope<Content>> {
  const headers = callHeaders();
  if (body !== undefined) headers.set('content-type', 'application/json');
  const response = await fetch(serverUrl() + path, {
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = await response.json().then(
    (read: unknown) => read as Envelope<Content>,
    () => null,
  );
  if (!response.ok || !envelope?.ok) throw new CallError(response.status, envelope);
  return envelope;
}

/** The same call's content alone. */
export async function call<Content>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Content> {
  return (await callForEnvelope<Content>(method, path, body)).content as Content;
}
