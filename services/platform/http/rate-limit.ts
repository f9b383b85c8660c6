import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { failure } from './envelope';

/**
 * Per client address and per call, counted in Redis so every API process shares the count. Only the routes of
 * this plugin that name a `rateLimit` in their config are limited; an excess is answered with `message`.
 */
export async function useRateLimit(app: FastifyInstance, message: string): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    redis: app.ctx.redis,
    nameSpace: `${app.ctx.config.QUEUE_PREFIX}:rate:`,
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({ ...failure(message), statusCode: context.statusCode }),
  });
}
