import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '@landrecords/contracts/codes';
import { loginSchema, type LoginPayload } from '@landrecords/contracts/auth/payloads';
import { failure, success } from '../platform/http/envelope';
import { metadataOf } from '../platform/http/request-metadata';
import { currentUserOf } from './current-user';
import { signInRateLimit } from './rate-limit';
import { clearSessionCookies, setSessionCookies } from '../platform/sessions/plugin';
import { endSession, startSession } from '../platform/sessions/store';
import { signIn } from './sign-in';
import { signInThrottle } from './sign-in-throttle';
import { signInMessages } from '@landrecords/contracts/auth/messages';

/** A sign-in's session: the caller's earlier one ended, the new one's cookies set (login and the second step). */
export async function startSignedInSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: { userId: number; username: string; role: Role },
): Promise<void> {
  if (request.sessionId) await endSession(app.ctx.pool, request.sessionId);
  const { sessionId, csrfToken } = await startSession(app.ctx.pool, {
    userId: String(user.userId),
    username: user.username,
    role: user.role,
    sourceIp: request.ip,
    userAgent: request.headers['user-agent'],
  });
  setSessionCookies(request, reply, sessionId, csrfToken);
}

/** auth/login and auth/logout (000 §7). */
export async function loginRoutes(app: FastifyInstance): Promise<void> {
  const throttle = signInThrottle(app.ctx.redis, app.ctx.config.QUEUE_PREFIX);
  app.post<{ Body: LoginPayload }>(
    '/auth/login',
    { schema: { body: loginSchema }, config: signInRateLimit(app) },
    async (request, reply) => {
      const outcome = await signIn(app.ctx.pool, throttle, request.body, metadataOf(request));
      if (!outcome.ok) {
        if (outcome.retryAfterSeconds) reply.header('retry-after', outcome.retryAfterSeconds);
        const lockout = outcome.statusCode === 403;
        return reply.code(outcome.statusCode).send({ ...failure(outcome.message), lockout });
      }
      // The password was right but opens nothing yet: no session until the second step (issue 28).
      if (outcome.secondStep) {
        return success({ secondStep: outcome.secondStep, ticket: outcome.ticket }, outcome.message);
      }
      await startSignedInSession(app, request, reply, outcome);
      return success(await currentUserOf(app.ctx.pool, outcome.userId));
    },
  );

  // A GET (000 §7) that ends a session: another site must not be able to trigger it, so it needs the CSRF header.
  app.get('/auth/logout', { config: { csrf: true } }, async (request, reply) => {
    if (request.sessionId) await endSession(app.ctx.pool, request.sessionId);
    clearSessionCookies(reply);
    return success(null, signInMessages.signedOut);
  });
}
