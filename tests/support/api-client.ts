import type { FastifyInstance, InjectOptions } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '../../services/platform/sessions/plugin';
import { startSession } from '../../services/platform/sessions/store';

export type ApiResponse = Awaited<ReturnType<FastifyInstance['inject']>>;

/** Calls the API as the portal does: the session cookie and the CSRF header on every call. */
export type ApiClient = {
  get: (url: string) => Promise<ApiResponse>;
  post: (url: string, payload?: unknown) => Promise<ApiResponse>;
  put: (url: string, payload?: unknown) => Promise<ApiResponse>;
  delete: (url: string) => Promise<ApiResponse>;
  /** Whatever cookies the server has set so far (session, CSRF). */
  cookies: Record<string, string>;
};

export function apiClient(app: FastifyInstance, cookies: Record<string, string> = {}): ApiClient {
  const call = async (method: InjectOptions['method'], url: string, payload?: unknown) => {
    const csrf = cookies[CSRF_COOKIE];
    const response = await app.inject({
      method,
      url,
      cookies,
      headers: csrf ? { [CSRF_HEADER]: csrf } : {},
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.expires && cookie.expires.getTime() < Date.now())) delete cookies[cookie.name];
      else cookies[cookie.name] = cookie.value;
    }
    return response;
  };
  return {
    get: (url) => call('GET', url),
    post: (url, payload = {}) => call('POST', url, payload),
    put: (url, payload = {}) => call('PUT', url, payload),
    delete: (url) => call('DELETE', url),
    cookies,
  };
}

/**
 * A client already holding a session with this identity, for tests of calls that only check the caller's
 * role. Tests of sign-in itself go through auth/login with a real user.
 */
export async function clientWithSession(
  app: FastifyInstance,
  identity: { userId: string; username: string; role: string },
): Promise<ApiClient> {
  const { sessionId, csrfToken } = await startSession(app.ctx.pool, identity);
  return apiClient(app, { [SESSION_COOKIE]: sessionId, [CSRF_COOKIE]: csrfToken });
}

/** A client signed in through auth/login as the portal does; throws when the sign-in is refused. */
export async function signedInClient(app: FastifyInstance, username: string, password: string): Promise<ApiClient> {
  const client = apiClient(app);
  const answer = (await client.post('/api/auth/login', { username, password, language: 'ENGLISH' })).json();
  if (!answer.ok) throw new Error(`${username} could not sign in: ${answer.message}`);
  return client;
}
