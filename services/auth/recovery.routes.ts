import type { FastifyInstance } from 'fastify';
import { forgotPasswordSchema, forgotUsernameSchema, resetPasswordSchema } from '@landrecords/contracts/auth/payloads';
import { readSection } from '@landrecords/projections/config/index';
import { usernamesByEmail, userToReset } from '@landrecords/projections/users/index';
import { UserFacingError } from '../platform/http/errors';
import { success } from '../platform/http/envelope';
import { metadataOf } from '../platform/http/request-metadata';
import { sendMail } from '../platform/mail/mail.job';
import { changePassword, changeUserStatus } from '../users/index';
import { portalLink } from './links';
import { hashPassword } from '../users/index';
import { signInRateLimit } from './rate-limit';
import { endSessionsOfUser } from '../platform/sessions/store';
import { signInMessages } from '@landrecords/contracts/auth/messages';
import { issueTicket, useTicket, withdrawTickets } from './tickets';

/**
 * auth/forgotUsername, auth/forgotPassword and auth/resetPassword (000 §2, §7). The first two answer the same
 * whether or not the address is known, so they cannot be used to find out who is registered. A user locked by
 * failed sign-ins may reset its password, which unlocks it.
 */
export async function recoveryRoutes(app: FastifyInstance): Promise<void> {
  const { pool } = app.ctx;

  app.post<{ Body: { email: string } }>(
    '/auth/forgotUsername',
    { schema: { body: forgotUsernameSchema }, config: signInRateLimit(app) },
    async (request) => {
      const { email } = request.body;
      const usernames = await usernamesByEmail(pool, email);
      if (usernames.length > 0) {
        await sendMail(app.ctx, {
          to: email,
          subject: 'Your username',
          text: [
            `The username${usernames.length > 1 ? 's' : ''} registered with this email address:`,
            '',
            ...usernames.map((username) => `  ${username}`),
            '',
            `Log in at ${portalLink(app.ctx.config, '/login')}`,
          ].join('\n'),
        });
      }
      return success(null, signInMessages.forgotUsernameSent);
    },
  );

  app.post<{ Body: { username: string; email: string } }>(
    '/auth/forgotPassword',
    { schema: { body: forgotPasswordSchema }, config: signInRateLimit(app) },
    async (request) => {
      const settings = await readSection(pool, 'loginPageRegistration');
      if (!settings.forgotPasswordLink) throw new UserFacingError(signInMessages.forgotPasswordOff, 403);
      const { username, email } = request.body;
      const userId = await userToReset(pool, username, email);
      if (userId !== null) {
        const ticket = await pool.transaction(async (tx) => {
          await withdrawTickets(tx, 'passwordReset', Number(userId));
          return issueTicket(tx, 'passwordReset', Number(userId), settings.emaileExpireIn);
        });
        await sendMail(app.ctx, {
          to: email,
          subject: 'Reset your password',
          text: [
            `To choose a new password for ${username}, open this link within ${settings.emaileExpireIn} hours:`,
            portalLink(app.ctx.config, `/passwordReset/${ticket}`),
            '',
            'If you did not ask for this, ignore this message; your password stays as it is.',
          ].join('\n'),
        });
      }
      return success(null, signInMessages.forgotPasswordSent);
    },
  );

  app.post<{ Body: { password: string; ticket: string } }>(
    '/auth/resetPassword',
    { schema: { body: resetPasswordSchema }, config: signInRateLimit(app) },
    async (request) => {
      const passwordHash = await hashPassword(request.body.password);
      // One transaction: a ticket is spent only if the new password is stored.
      await pool.transaction(async (tx) => {
        const used = await useTicket(tx, 'passwordReset', request.body.ticket);
        if (!used.ok) throw new UserFacingError(signInMessages.ticket[used.reason]);
        const { state } = await changePassword(tx, used.userId, passwordHash, 'reset', metadataOf(request));
        // A user locked by failed sign-ins unlocks itself with the emailed link (docs/decisions.md).
        if (state.exists && state.status === 'L') {
          await changeUserStatus(tx, used.userId, 'A', 'passwordReset', metadataOf(request));
        }
        await endSessionsOfUser(tx, String(used.userId));
      });
      return success(null, signInMessages.passwordUpdated);
    },
  );
}
