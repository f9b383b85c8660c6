import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { failure } from '../platform/http/envelope';
import { signInMessages } from '@landrecords/contracts/auth/messages';

/**
 * Per client address and per call, counted in Redis so every API process shares the count. Only the routes
 * that name `signInRateLimit(app)` in their config are limited.
 */
export async function useSignInRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    redis: app.ctx.redis,
    nameSpace: `${app.ctx.config.QUEUE_PREFIX}:rate:`,
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      ...failure(signInMessages.tooManyRequests),
      statusCode: context.statusCode,
    }),
  });
}

export const signInRateLimit = (app: FastifyInstance) => ({
  rateLimit: { max: app.ctx.config.SIGN_IN_RATE_LIMIT, timeWindow: '10 minutes' },
});
