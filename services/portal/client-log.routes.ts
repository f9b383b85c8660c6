import type { FastifyInstance } from 'fastify';
import {
  CLIENT_LOG_BODY_LIMIT,
  clientLogEntrySchema,
  type ClientLogEntry,
} from '@landrecords/contracts/portal/client-log';
import { portalMessages } from '@landrecords/contracts/portal/messages';
import { success } from '../platform/http/envelope';
import { useRateLimit } from '../platform/http/rate-limit';

/** Entries each client address may send in a minute: a page stuck in an error loop must not flood the log. */
export const CLIENT_LOG_RATE_LIMIT = 60;

/**
 * logReact (000 §7): the portal's log lines, written to the server's log under the request's id, with the
 * signed-in user when there is one. No session needed: a page can fail before anyone signs in.
 */
export async function clientLogRoutes(app: FastifyInstance): Promise<void> {
  // Its own limiter: the sign-in one is registered inside the auth routes and reaches only them.
  await useRateLimit(app, portalMessages.tooManyLogEntries);

  app.post<{ Body: ClientLogEntry }>(
    '/logReact',
    {
      bodyLimit: CLIENT_LOG_BODY_LIMIT,
      config: { rateLimit: { max: CLIENT_LOG_RATE_LIMIT, timeWindow: '1 minute' } },
      schema: { body: clientLogEntrySchema },
    },
    async (request) => {
      const { level, message, ...details } = request.body;
      request.log[level]({ clientLog: details, userId: request.session?.userId ?? null }, message);
      return success(null);
    },
  );
}
