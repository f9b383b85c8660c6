import type { FastifyInstance } from 'fastify';
import { signInMessages } from '@landrecords/contracts/auth/messages';
import { useRateLimit } from '../platform/http/rate-limit';

/** The sign-in, registration and recovery routes that name `signInRateLimit(app)` in their config are limited. */
export const useSignInRateLimit = (app: FastifyInstance) => useRateLimit(app, signInMessages.tooManyRequests);

export const signInRateLimit = (app: FastifyInstance) => ({
  rateLimit: { max: app.ctx.config.SIGN_IN_RATE_LIMIT, timeWindow: '10 minutes' },
});
