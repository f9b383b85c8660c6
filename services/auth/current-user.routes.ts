import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  passwordChangeSchema,
  profileSchema,
  type PasswordChangePayload,
  type ProfilePayload,
} from '@landrecords/contracts/auth/payloads';
import { UserFacingError } from '../platform/http/errors';
import { failure, success } from '../platform/http/envelope';
import { metadataOf } from '../platform/http/request-metadata';
import { changePassword, changeUser } from '../users/index';
import { findUser } from '../users/index';
import { callerOfRequest } from '@landrecords/projections/callers/index';
import { currentUserOf } from './current-user';
import { hashPassword } from '../users/index';
import { checkCurrentPassword } from './current-user-password';
import { signInThrottle } from './sign-in-throttle';
import { signInRateLimit } from './rate-limit';
import { clearSessionCookies, loginRequired, requireSession } from '../platform/sessions/plugin';
import { endOtherSessionsOfUser, endSession } from '../platform/sessions/store';
import { signInMessages } from '@landrecords/contracts/auth/messages';
import { userAdminMessages as um } from '@landrecords/contracts/users/messages';

const userIdOf = (request: FastifyRequest) => Number(request.session!.userId);

const profileFields = (user: ProfilePayload) => ({
  firstName: user.firstName,
  lastName: user.lastName,
  company: user.company,
  address: user.address,
  city: user.city,
  state: user.state,
  zip: user.zip,
  email: user.email,
  phoneFormatType: user.phoneFormatType,
  phone: user.phone,
  ...(user.language ? { language: user.language } : {}),
});

/** currentUser/* (000 §7): the signed-in user's own status, profile, password and usage balance. */
export async function currentUserRoutes(app: FastifyInstance): Promise<void> {
  const { pool } = app.ctx;
  const notGuest = { onRequest: requireSession('TRIMIN', 'COUNTY', 'ACCOUNT', 'USER') };
  const throttle = signInThrottle(app.ctx.redis, app.ctx.config.QUEUE_PREFIX);

  app.get('/currentUser/loginStatus', async (request, reply) => {
    const user = await currentUserOf(pool, userIdOf(request), callerOfRequest(request));
    // A session whose user was deleted meanwhile is over.
    if (!user) {
      await endSession(pool, request.sessionId!);
      clearSessionCookies(reply);
      return loginRequired(reply);
    }
    return success(user);
  });

  app.get('/currentUser/profile', notGuest, async (request) => {
    const user = await findUser(pool, userIdOf(request));
    if (!user) throw new UserFacingError(um.noSuchUser, 404);
    return success({ ...profileFields(user), username: user.username });
  });

  app.post<{ Body: ProfilePayload }>(
    '/currentUser/profile',
    { ...notGuest, schema: { body: profileSchema } },
    async (request) => {
      await changeUser(pool, userIdOf(request), profileFields(request.body), metadataOf(request));
      return success(null, signInMessages.profileUpdated);
    },
  );

  app.post<{ Body: PasswordChangePayload }>(
    '/currentUser/password',
    // Limited like sign-in: the current password must not be guessable from a session left open.
    { ...notGuest, schema: { body: passwordChangeSchema }, config: signInRateLimit(app) },
    async (request, reply) => {
      const check = await checkCurrentPassword(
        pool,
        throttle,
        userIdOf(request),
        request.body.currentPassword,
        metadataOf(request),
      );
      if (!check.ok) {
        if (check.retryAfterSeconds) reply.header('retry-after', check.retryAfterSeconds);
        // A lock ended every session of the user, this one too.
        if (check.locked) clearSessionCookies(reply);
        const errors = check.statusCode === 400 ? { errors: { currentPassword: [check.message.text] } } : {};
        return reply.code(check.statusCode).send(failure(check.message, errors));
      }
      await changePassword(
        pool,
        userIdOf(request),
        await hashPassword(request.body.password),
        'change',
        metadataOf(request),
      );
      await endOtherSessionsOfUser(pool, request.session!.userId, request.sessionId!);
      return success(null, signInMessages.passwordChanged);
    },
  );

  // The portal sends its userId; the balance is always the caller's own.
  app.post('/currentUser/usageBalance', async (request) => {
    const user = await currentUserOf(pool, userIdOf(request), callerOfRequest(request));
    return success({ usageBalance: user?.usageBalance ?? null });
  });
}
