import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { managerRoles } from '@landrecords/contracts/codes';
import {
  userFormSchema,
  userIdRequestSchema,
  userListSchema,
  userPasswordSchema,
  type UserForm,
  type UserIdRequest,
  type UserListRequest,
  type UserPasswordRequest,
} from '@landrecords/contracts/users/user';
import { requireSession } from '../platform/sessions/plugin';
import { success } from '../platform/http/envelope';
import { sendWorkbook } from '../platform/http/rest';
import { saveUser } from './save-user';
import {
  newUserTemplate,
  removeUser,
  resetUserPassword,
  scopedUsers,
  scopeOf,
  shownTo,
  toggleUserStatus,
  userInScope,
} from './user-handlers';
import { usersWorkbook } from './users.xlsx';
import { resetUserSecondFactor } from './second-step-reset';

const idParams = z.object({ id: z.coerce.number().int().min(0) });

/** The user manager's calls (002 §7 "User manager"), for TRIMIN, COUNTY and ACCOUNT within their scope. */
export async function userManagerRoutes(app: FastifyInstance): Promise<void> {
  const { pool } = app.ctx;
  const managers = { onRequest: requireSession(...managerRoles) };

  app.post<{ Body: UserListRequest }>(
    '/userManager/users',
    { ...managers, schema: { body: userListSchema } },
    async (request) => {
      const { rows } = await scopedUsers(pool, await scopeOf(pool, request), request.body);
      return success({ users: rows });
    },
  );

  app.post<{ Body: UserIdRequest }>(
    '/userManager/userDelete',
    { ...managers, schema: { body: userIdRequestSchema } },
    async (request) => {
      const scope = await scopeOf(pool, request);
      const { message } = await removeUser(pool, request, scope, request.body.userId);
      return success({ users: (await scopedUsers(pool, scope, request.body)).rows }, message);
    },
  );

  app.post<{ Body: UserIdRequest }>(
    '/userManager/userChangeStatusList',
    { ...managers, schema: { body: userIdRequestSchema } },
    async (request) => {
      const scope = await scopeOf(pool, request);
      const { message } = await toggleUserStatus(pool, request, scope, request.body.userId);
      return success({ users: (await scopedUsers(pool, scope, request.body)).rows }, message);
    },
  );

  app.post<{ Body: UserIdRequest }>(
    '/userManager/userChangeStatusSingle',
    { ...managers, schema: { body: userIdRequestSchema } },
    async (request) => {
      const { status, message } = await toggleUserStatus(
        pool,
        request,
        await scopeOf(pool, request),
        request.body.userId,
      );
      return success({ status }, message);
    },
  );

  app.post<{ Body: UserListRequest }>(
    '/userManager/userExport',
    { ...managers, schema: { body: userListSchema } },
    async (request, reply) => {
      const scope = await scopeOf(pool, request);
      const { rows } = await scopedUsers(pool, scope, request.body);
      return sendWorkbook(reply, 'users.xlsx', usersWorkbook(rows, scope.canSeeProtected));
    },
  );

  app.get<{ Params: { id: number } }>(
    '/userManager/user/:id',
    { ...managers, schema: { params: idParams } },
    async (request) => {
      const scope = await scopeOf(pool, request);
      if (request.params.id === 0) return success(newUserTemplate(scope));
      const user = await userInScope(pool, scope, request.params.id);
      return success({
        ...shownTo(scope, user),
        allowableRoles: scope.allowableRoles,
        allowableAccounts: scope.allowableAccounts,
      });
    },
  );

  app.post<{ Body: UserForm }>(
    '/userManager/user',
    { ...managers, schema: { body: userFormSchema } },
    async (request) => {
      const { user, message } = await saveUser(pool, request, await scopeOf(pool, request), request.body);
      return success({ id: user.id }, message);
    },
  );

  // A lost authenticator (issue 28): staff for anyone, an account administrator for its own account's users.
  app.post<{ Params: { id: number } }>(
    '/userManager/secondStepReset/:id',
    { ...managers, schema: { params: idParams } },
    async (request) => {
      const { message } = await resetUserSecondFactor(pool, request, await scopeOf(pool, request), request.params.id);
      return success({ id: request.params.id, secondStepEnrolled: false }, message);
    },
  );

  app.post<{ Body: UserPasswordRequest }>(
    '/userManager/userPassword',
    { ...managers, schema: { body: userPasswordSchema } },
    async (request) => {
      const { message } = await resetUserPassword(pool, request, await scopeOf(pool, request), request.body);
      return success(null, message);
    },
  );
}
