import type { FastifyInstance } from 'fastify';
import { landSharkOneAuditLogSchema, landSharkOneDatabaseSchema } from '@landrecords/contracts/config/technical';
import { requireSession } from '../platform/sessions/plugin';
import { endAllSessionsExcept } from '../platform/sessions/store';
import { success } from '../platform/http/envelope';
import { UserFacingError } from '../platform/http/errors';
import { reloadCountyConfig, reloadMessage } from './reload';
import { configMessages as cm } from '@landrecords/contracts/config/messages';

export const controlPanelMessages = {
  migrationUnavailable: cm.migrationUnavailable,
  sessionsEnded: cm.sessionsEnded,
} as const;

/** The control panel's actions (002 §7 "Actions"). */
export async function controlPanelRoutes(app: FastifyInstance): Promise<void> {
  const { pool } = app.ctx;
  const trimin = requireSession('TRIMIN');

  app.post('/controlPanel/countyConfig/reloadConfiguration', { onRequest: trimin }, async () => {
    const reload = await reloadCountyConfig(pool);
    return success({ sections: reload.sections }, reloadMessage(reload));
  });

  // Lockout step two (002 §4): every session but the caller's ends; step one is saving userLockout.
  app.get(
    '/controlPanel/endUserSessions',
    // A GET (002 §7) that signs everyone out: a link on another site must not trigger it, so it needs the CSRF header.
    { onRequest: requireSession('TRIMIN', 'COUNTY'), config: { csrf: true } },
    async (request) => {
      const ended = await endAllSessionsExcept(pool, request.sessionId!);
      request.log.info({ ended }, 'all user sessions ended');
      return success({ ended }, controlPanelMessages.sessionsEnded({ count: ended }));
    },
  );

  const migrations = {
    migrateLandSharkOneAccountsUsers: landSharkOneDatabaseSchema,
    migrateLandSharkOneAuditLog: landSharkOneAuditLogSchema,
  };
  for (const [name, body] of Object.entries(migrations)) {
    app.post(`/controlPanel/${name}`, { onRequest: trimin, schema: { body } }, async () => {
      throw new UserFacingError(controlPanelMessages.migrationUnavailable, 501);
    });
  }
}
