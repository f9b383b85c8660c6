import { timingSafeEqual } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { httpMessages } from '@landrecords/contracts/http/messages';
import type { Message } from '@landrecords/contracts/message';
import { failure } from '../http/envelope';
import { timed } from '../http/server-timing';
import { resumeSession, type Session, type SessionContextPort } from './store';

export const SESSION_COOKIE = 'lr_session';
/** Readable by the portal's script, which echoes it in the X-CSRF-Token header of every state-changing call. */
export const CSRF_COOKIE = 'lr_csrf';
export const CSRF_HEADER = 'x-csrf-token';

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
    sessionId: string | null;
    /** What the composition root's port read with the session (the caller, the county configuration). */
    sessionContext: unknown;
  }
  interface FastifyContextConfig {
    /** A GET that changes state (logout, ending every session) asks for the CSRF header too. */
    csrf?: boolean;
  }
}

/** The answer to a state-changing call without the session's CSRF token. */
export const csrfRefused = httpMessages.csrfRefused;

export type SessionPluginOptions = {
  /** What every signed-in call reads with its session, and the idle limit it sets. */
  context: SessionContextPort;
};

/** Calls that change state; a GET that does (logout) names `config: { csrf: true }`. */
const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const sameToken = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** The answer that sends the portal to /login (spec 000 §8: 403 with status LOGIN). */
export function loginRequired(reply: FastifyReply, message: Message = httpMessages.loginRequired) {
  return reply.code(403).send({ ...failure(message), status: 'LOGIN' });
}

async function sessionPlugin(app: FastifyInstance, options: SessionPluginOptions) {
  await app.register(fastifyCookie);
  app.decorateRequest('session', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('sessionContext', null);

  app.addHook('onRequest', async (request, reply) => {
    const sessionId = request.cookies[SESSION_COOKIE];
    if (!sessionId) return;
    const resumed = await timed(request, 'session', () => resumeSession(app.ctx.pool, sessionId, options.context));
    if (!resumed) {
      clearSessionCookies(reply);
      return;
    }
    const { context, ...session } = resumed;
    request.session = session;
    request.sessionContext = context;
    request.sessionId = sessionId;
    if (stateChanging.has(request.method) || request.routeOptions.config?.csrf) {
      const sent = request.headers[CSRF_HEADER];
      if (typeof sent !== 'string' || !sameToken(sent, session.csrfToken)) {
        return reply.code(403).send(failure(csrfRefused));
      }
    }
  });
}

export const sessions = fp(sessionPlugin, { name: 'sessions' });

function secure(request: FastifyRequest) {
  return request.server.ctx.config.PUBLIC_URL?.startsWith('https:') ?? false;
}

export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, sessionId: string, csrfToken: string) {
  const common = { path: '/', sameSite: 'lax', secure: secure(request) } as const;
  reply.setCookie(SESSION_COOKIE, sessionId, { ...common, httpOnly: true });
  reply.setCookie(CSRF_COOKIE, csrfToken, { ...common, httpOnly: false });
}

export function clearSessionCookies(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(CSRF_COOKIE, { path: '/' });
}

/**
 * A route's onRequest hook: the caller must be signed in, and with one of these roles when any are named. It runs
 * before the body is read or checked, so an anonymous caller learns nothing of a call's fields and sends no load.
 */
export function requireSession(...roles: string[]) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.session) return loginRequired(reply);
    if (roles.length > 0 && !roles.includes(request.session.role)) {
      return reply.code(403).send(failure(httpMessages.noAccess));
    }
  };
}

/**
 * A folder of routes that all need a signed-in caller (of these roles, when any are named), declared once:
 * its hook runs before any of their bodies is read. A route may still narrow the roles on its own.
 */
export function signedIn(routes: readonly FastifyPluginAsync[], ...roles: string[]): FastifyPluginAsync {
  return async (app) => {
    app.addHook('onRequest', requireSession(...roles));
    for (const route of routes) await app.register(route);
  };
}
