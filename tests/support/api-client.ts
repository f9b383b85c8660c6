import type { FastifyInstance, InjectOptions } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '../../services/platform/sessions/plugin';
import { startSession } from '../../services/platform/sessions/store';
import { totpCodeOf } from '../../services/auth/index';

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

/** The authenticator secrets of the users signedInClient enrolled, by app and username. */
const secretsOf = new WeakMap<FastifyInstance, Map<string, string>>();

/**
 * A client signed in through auth/login as the portal does; throws when the sign-in is refused. Where the county
 * asks staff for a second step (issue 28) it passes it as a person would: it enrols an authenticator when asked
 * to, and later answers with the code of the secret it enrolled.
 */
export async function signedInClient(app: FastifyInstance, username: string, password: string): Promise<ApiClient> {
  const client = apiClient(app);
  const answer = (await client.post('/api/auth/login', { username, password, language: 'ENGLISH' })).json();
  if (!answer.ok) throw new Error(`${username} could not sign in: ${answer.message}`);
  const step = answer.content?.secondStep as 'enrol' | 'verify' | undefined;
  if (step === undefined) return client;
  const secrets = secretsOf.get(app) ?? new Map<string, string>();
  secretsOf.set(app, secrets);
  const { ticket } = answer.content as { ticket: string };
  const key = username.toLowerCase();
  if (step === 'enrol') {
    const enrolment = (await client.post('/api/auth/secondStep/enrolment', { ticket })).json();
    const secret = String(enrolment.content?.secret ?? '').replace(/\s/g, '');
    const enrolled = (await client.post('/api/auth/secondStep/enrol', { ticket, code: totpCodeOf(secret) })).json();
    if (!enrolled.ok) throw new Error(`${username} could not enrol its second step: ${enrolled.message}`);
    secrets.set(key, secret);
    return client;
  }
  const secret = secrets.get(key);
  if (!secret)
    throw new Error(`${username} has a second step enrolled elsewhere: signedInClient does not know its secret`);
  // This step's code may have been used by an earlier sign-in of the same user: the next one is allowed too.
  for (const ahead of [0, 30_000]) {
    const passed = (
      await client.post('/api/auth/secondStep', { ticket, code: totpCodeOf(secret, Date.now() + ahead) })
    ).json();
    if (passed.ok) return client;
  }
  throw new Error(`${username} could not pass its second step`);
}
