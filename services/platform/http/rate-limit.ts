import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Message } from '@landrecords/contracts/message';
import { UserFacingError } from './errors';

/**
 * Per client address and per call, counted in Redis so every API process shares the count. Only the routes of
 * this plugin that name a `rateLimit` in their config are limited; an excess is answered with `message`.
 */
export async function useRateLimit(app: FastifyInstance, message: Message): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    redis: app.ctx.redis,
    nameSpace: `${app.ctx.config.QUEUE_PREFIX}:rate:`,
    skipOnError: true,
    // Thrown by the plugin, so the envelope's error handler answers it with the message's code.
    errorResponseBuilder: (_request, context) => new UserFacingError(message, context.statusCode),
  });
}
