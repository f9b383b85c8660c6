import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyInstance, FastifyRequest } from 'fastify';
import { landSharkOneAuditLogSchema, landSharkOneDatabaseSchema } from '@landrecords/contracts/config/technical';
import { CSRF_HEADER, requireSession } from '../auth/session.plugin';
import { endAllSessionsExcept } from '../auth/sessions';
import { failure, success } from '../platform/http/envelope';
import { UserFacingError } from '../platform/http/errors';
import { reloadCountyConfig, reloadMessage } from './reload';

export const controlPanelMessages = {
  migrationUnavailable:
    'Migration from LandShark One is not available in this version: there is no earlier system to read from. Nothing was changed.',
  sessionsEnded: (count: number) => `${count} user session${count === 1 ? '' : 's'} ended.`,
  unverified: 'This request could not be verified. Reload the page and try again.',
} as const;

/**
 * endUserSessions is a GET (002 §7) that signs everyone out, so a link on another site must not be able to
 * trigger it: it asks for the CSRF header that POSTs carry.
 */
async function requireCsrfHeader(request: FastifyRequest, reply: FastifyReply) {
  const sent = request.headers[CSRF_HEADER];
  const expected = Buffer.from(request.session?.csrfToken ?? '');
  if (typeof sent !== 'string' || sent.length !== expected.length || !timingSafeEqual(Buffer.from(sent), expected)) {
    return reply.code(403).send(failure(controlPanelMessages.unverified));
  }
}

/** The control panel's actions (002 §7 "Actions"). */
export async function controlPanelRoutes(app: FastifyInstance): Promise<void> {
  const { pool } = app.ctx;
  const trimin = requireSession('TRIMIN');

  app.post('/controlPanel/countyConfig/reloadConfiguration', { preValidation: trimin }, async () => {
    const reload = await reloadCountyConfig(pool);
    return success({ sections: reload.sections }, reloadMessage(reload));
  });

  // Lockout step two (002 §4): every session but the caller's ends; step one is saving userLockout.
  app.get(
    '/controlPanel/endUserSessions',
    { preValidation: [requireSession('TRIMIN', 'COUNTY'), requireCsrfHeader] },
    async (request) => {
      const ended = await endAllSessionsExcept(pool, request.sessionId!);
      request.log.info({ ended }, 'all user sessions ended');
      return success({ ended }, controlPanelMessages.sessionsEnded(ended));
    },
  );

  const migrations = {
    migrateLandSharkOneAccountsUsers: landSharkOneDatabaseSchema,
    migrateLandSharkOneAuditLog: landSharkOneAuditLogSchema,
  };
  for (const [name, body] of Object.entries(migrations)) {
    app.post(`/controlPanel/${name}`, { preValidation: trimin, schema: { body } }, async () => {
      throw new UserFacingError(controlPanelMessages.migrationUnavailable, 501);
    });
  }
}
