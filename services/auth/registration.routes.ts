import type { FastifyInstance } from 'fastify';
import {
  completeRegistrationSchema,
  registrationSchema,
  type RegistrationPayload,
} from '@landrecords/contracts/auth/payloads';
import { readSection } from '@landrecords/projections/config/index';
import { sql, type Queryable } from '@landrecords/projections/platform/database';
import { UserFacingError } from '../platform/http/errors';
import { success } from '../platform/http/envelope';
import { metadataOf } from '../platform/http/request-metadata';
import { sendMail } from '../platform/mail/mail.job';
import { changeUserStatus, createUser } from '../users/index';
import { findUser } from '../users/index';
import { portalLink } from './links';
import { hashPassword } from '../users/index';
import { signInRateLimit } from './rate-limit';
import { signInMessages } from '@landrecords/contracts/auth/messages';
import { issueTicket, useTicket } from './tickets';

/** Self-registered users join the county's public card account: the first active CREDIT_CARD account. */
async function registrationAccountId(db: Queryable): Promise<number> {
  const id = await db.maybeOneFirst(sql.unsafe`
    SELECT id FROM accounts WHERE status = 'A' AND payment_method = 'CREDIT_CARD' ORDER BY id LIMIT 1`);
  if (id === null) throw new UserFacingError(signInMessages.noRegistrationAccount, 409);
  return Number(id);
}

/** auth/signUp and auth/completeRegistration (000 §2, §7). */
export async function registrationRoutes(app: FastifyInstance): Promise<void> {
  const { pool } = app.ctx;

  app.post<{ Body: RegistrationPayload }>(
    '/auth/signUp',
    { schema: { body: registrationSchema }, config: signInRateLimit(app) },
    async (request) => {
      const settings = await readSection(pool, 'loginPageRegistration');
      if (!settings.selfRegistration) throw new UserFacingError(signInMessages.selfRegistrationOff, 403);
      const { password, ...fields } = request.body;
      const passwordHash = await hashPassword(password);
      const ticket = await pool.transaction(async (tx) => {
        const userId = await createUser(
          tx,
          {
            ...fields,
            role: 'USER',
            accountId: await registrationAccountId(tx),
            viewJudicialProtection: false,
            language: 'ENGLISH',
            passwordHash,
            status: 'P',
            source: 'registration',
          },
          metadataOf(request),
        );
        return issueTicket(tx, 'registration', userId, settings.emaileExpireIn);
      });
      await sendMail(app.ctx, {
        to: fields.email,
        subject: 'Complete your registration',
        text: [
          `Hello ${fields.firstName} ${fields.lastName},`,
          '',
          `To complete the registration of the username ${fields.username}, open this link within ${settings.emaileExpireIn} hours:`,
          portalLink(app.ctx.config, `/CompleteRegistration/${ticket}`),
          '',
          'If you did not register, ignore this message.',
        ].join('\n'),
      });
      return success(null, signInMessages.registered({ count: settings.emaileExpireIn }));
    },
  );

  app.post<{ Body: { ticket: string } }>(
    '/auth/completeRegistration',
    { schema: { body: completeRegistrationSchema }, config: signInRateLimit(app) },
    async (request) => {
      const user = await pool.transaction(async (tx) => {
        const used = await useTicket(tx, 'registration', request.body.ticket);
        if (!used.ok) throw new UserFacingError(signInMessages.ticket[used.reason]);
        const found = await findUser(tx, used.userId);
        if (!found) throw new UserFacingError(signInMessages.ticket.unknown);
        // Staff may have deactivated the pending user meanwhile; the link must not undo that.
        if (found.status !== 'P')
          throw new UserFacingError(
            found.status === 'A' ? signInMessages.ticket.used : signInMessages.status[found.status],
          );
        const actor = { userId: String(found.id), username: found.username, role: found.role };
        await changeUserStatus(tx, found.id, 'A', 'registrationCompleted', metadataOf(request, actor));
        return found;
      });
      return success(
        { fullName: `${user.firstName} ${user.lastName}`, username: user.username },
        signInMessages.registrationComplete,
      );
    },
  );
}
