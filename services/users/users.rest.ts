import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { managerRoles, userStatusSchema } from '@landrecords/contracts/codes';
import { userFormSchema } from '@landrecords/contracts/users/user';
import { requireSession } from '../platform/sessions/plugin';
import { UserFacingError } from '../platform/http/errors';
import {
  restIdParamsSchema,
  restIdSchema,
  restListQuerySchema,
  sendListPage,
  type RestListQuery,
} from '../platform/http/rest';
import { parseOrReject } from '../platform/http/validation';
import { saveUser } from './save-user';
import { removeUser, scopedUsers, scopeOf, setUserStatus, shownTo, userInScope } from './user-handlers';
import { userSortFields, type UserSort } from '@landrecords/projections/users/index';
import { userAdminMessages as um } from '@landrecords/contracts/users/messages';
import { httpMessages } from '@landrecords/contracts/http/messages';

const idParams = restIdParamsSchema;
/** The edge's NUL check sees the filter as one JSON string, so a NUL escaped inside it (\u0000) is caught here. */
const withoutNul = z.string().refine((text) => !text.includes('\u0000'), httpMessages.nul.text);
const filterSchema = z.object({
  q: withoutNul.default(''),
  status: z.enum(['ALL', 'A', 'I', 'P']).default('ALL'),
  accountId: restIdSchema.optional(),
  /** getMany: filter={"id":[1,2]}. */
  id: z.union([restIdSchema, z.array(restIdSchema).max(1000)]).optional(),
});
const statusBody = z.object({ status: userStatusSchema.optional() }).passthrough();

function sortOf(sort: RestListQuery['sort']): UserSort {
  if (!sort) return { field: 'username', order: 'ASC' };
  const field = userSortFields.find((name) => name === sort[0]);
  if (!field) throw new UserFacingError(um.sortField({ field: String(sort[0]) }));
  return { field, order: sort[1] };
}

/**
 * The users as a react-admin resource (ra-data-simple-rest), on the user manager's own handlers and scope.
 * A PUT may carry status: activating comes before the save (an inactive user is read-only), deactivating
 * after it, all in one transaction.
 */
export async function usersRest(app: FastifyInstance): Promise<void> {
  const { pool } = app.ctx;
  const managers = { onRequest: requireSession(...managerRoles) };

  app.get<{ Querystring: RestListQuery }>(
    '/admin/users',
    { ...managers, schema: { querystring: restListQuerySchema } },
    async (request, reply) => {
      const { sort, range, filter } = request.query;
      const parsed = parseOrReject(filterSchema, filter, 'filter');
      const { rows, total } = await scopedUsers(
        pool,
        await scopeOf(pool, request),
        { filterText: parsed.q, statusType: parsed.status, accountId: parsed.accountId },
        { sort: sortOf(sort), range, ...(parsed.id === undefined ? {} : { ids: [parsed.id].flat() }) },
      );
      return sendListPage(reply, 'users', rows, range, total);
    },
  );

  app.get<{ Params: { id: number } }>(
    '/admin/users/:id',
    { ...managers, schema: { params: idParams } },
    async (request) => {
      const scope = await scopeOf(pool, request);
      return shownTo(scope, await userInScope(pool, scope, request.params.id));
    },
  );

  app.post('/admin/users', managers, async (request, reply) => {
    const scope = await scopeOf(pool, request);
    const form = parseOrReject(userFormSchema, { ...(request.body as object), id: 0 });
    const { user } = await saveUser(pool, request, scope, form);
    return reply.code(201).send(shownTo(scope, user));
  });

  app.put<{ Params: { id: number } }>(
    '/admin/users/:id',
    { ...managers, schema: { params: idParams } },
    async (request) => {
      const scope = await scopeOf(pool, request);
      const current = await userInScope(pool, scope, request.params.id);
      const { status, ...changes } = parseOrReject(statusBody, request.body);
      const { viewJudicialProtection, ...visible } = current;
      const form = parseOrReject(userFormSchema, {
        ...visible,
        ...(scope.canSeeProtected ? { viewJudicialProtection } : {}),
        ...changes,
        id: current.id,
      });
      const saved = await pool.transaction(async (tx) => {
        if (status === 'A' && current.status !== 'A') await setUserStatus(tx, request, scope, current.id, 'A');
        await saveUser(tx, request, scope, form);
        if (status && status !== 'A' && status !== current.status)
          await setUserStatus(tx, request, scope, current.id, status);
        return userInScope(tx, scope, current.id);
      });
      return shownTo(scope, saved);
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/admin/users/:id',
    { ...managers, schema: { params: idParams } },
    async (request) => {
      const scope = await scopeOf(pool, request);
      const { user } = await removeUser(pool, request, scope, request.params.id);
      return shownTo(scope, user);
    },
  );
}
