import type { Envelope } from '@landrecords/contracts/envelope';
import { serverUrl } from '../product';
import { ApiError } from './errors';
import type { MessageRef } from '@landrecords/ui/i18n/server-messages';

/** The session's CSRF token, which every call echoes in X-CSRF-Token (the server sets it in a readable cookie). */
export const csrfToken = () => {
  const token = /(?:^|; )lr_csrf=([^;]*)/.exec(document.cookie)?.[1];
  return token ? decodeURIComponent(token) : undefined;
};

type LoginRequiredHandler = () => void;
let onLoginRequired: LoginRequiredHandler = () => {};

/** What the portal does when a call says the session is gone (000 §8): the router sends the user to /login. */
export function whenLoginRequired(handler: LoginRequiredHandler): void {
  onLoginRequired = handler;
}

export type CallOptions = {
  /** A 403 is an answer for the caller to read (the login check), not a reason to go to /login. */
  quietLogin?: boolean;
  signal?: AbortSignal;
};

async function send(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body: unknown,
  options: CallOptions,
): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const token = csrfToken();
  if (token) headers['x-csrf-token'] = token;
  try {
    return await fetch(serverUrl() + path, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, '', null);
  }
}

async function envelopeOf(response: Response): Promise<Envelope | null> {
  try {
    return (await response.json()) as Envelope;
  } catch {
    return null;
  }
}

function failed(response: Response, envelope: Envelope | null, options: CallOptions): ApiError {
  const error = new ApiError(response.status, response.statusText, envelope);
  if (error.loginRequired && !options.quietLogin) onLoginRequired();
  return error;
}

/** One call of the portal's table (000 §7): the envelope when it is ok, or an ApiError. */
export async function callForEnvelope<Content>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<Envelope<Content>> {
  const response = await send(method, path, body, options);
  const envelope = await envelopeOf(response);
  if (!response.ok || !envelope?.ok) throw failed(response, envelope, options);
  return envelope as Envelope<Content>;
}

const contentOf = async <Content>(envelope: Promise<Envelope<Content>>) => (await envelope).content as Content;

/** A call that answers a file (a PDF) when it succeeds and the envelope when it does not. */
export async function callForFile(path: string, body: unknown, options: CallOptions = {}): Promise<Blob> {
  const response = await send('POST', path, body, options);
  if (response.ok && !response.headers.get('content-type')?.includes('application/json')) return response.blob();
  throw failed(response, await envelopeOf(response), options);
}

export const get = <Content>(path: string, options?: CallOptions) =>
  contentOf(callForEnvelope<Content>('GET', path, undefined, options));
export const post = <Content>(path: string, body: unknown = {}, options?: CallOptions) =>
  contentOf(callForEnvelope<Content>('POST', path, body, options));
/** A call whose answer is its message (registration, recovery, reset): its code, values and English. */
export async function postForMessage(path: string, body: unknown): Promise<MessageRef> {
  const { message, code, params } = await callForEnvelope<null>('POST', path, body);
  return { code: code ?? '', text: message ?? '', params };
}
