import type { FastifyInstance } from 'fastify';
import { z } from 'zod/v4';
import { managerRoles, userStatusSchema } from '@landrecords/contracts/codes';
import { userFormSchema } from '@landrecords/contracts/users/user';
import { requireSession } from '../auth/session.plugin';
import { restListQuerySchema, sendListPage, type RestListQuery } from '../platform/http/rest';
import { parseOrReject } from '../platform/http/validation';
import { removeUser, saveUser, scopedUsers, scopeOf, shownTo, toggleUserStatus, userInScope } from './user-handlers';
import type { UserSort } from './user.queries';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const filterSchema = z.object({
  q: z.string().default(''),
  status: z.enum(['ALL', 'A', 'I', 'P']).default('ALL'),
  accountId: z.coerce.number().int().positive().optional(),
});
const sortable = new Set<UserSort['field']>(['id', 'username', 'name', 'accountName', 'role', 'status']);
const statusBody = z.object({ status: userStatusSchema.optional() }).passthrough();

/** The users as a react-admin resource (ra-data-simple-rest), on the user manager's own handlers and scope. */
export async function usersRest(app: FastifyInstance): Promise<void> {
  const { pool } = app.ctx;
  const managers = { preHandler: requireSession(...managerRoles) };

  app.get<{ Querystring: RestListQuery }>(
    '/admin/users',
    { ...managers, schema: { querystring: restListQuerySchema } },
    async (request, reply) => {
      const { sort, range, filter } = request.query;
      const parsed = parseOrReject(filterSchema, filter, 'filter');
      const field = sort && sortable.has(sort[0] as UserSort['field']) ? (sort[0] as UserSort['field']) : 'username';
      const { rows, total } = await scopedUsers(
        pool,
        await scopeOf(pool, request),
        { filterText: parsed.q, statusType: parsed.status, accountId: parsed.accountId },
        { sort: { field, order: sort?.[1] ?? 'ASC' }, range },
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
    return reply.code(201).send(shownTo(scope, await saveUser(pool, request, scope, form)));
  });

  app.put<{ Params: { id: number } }>(
    '/admin/users/:id',
    { ...managers, schema: { params: idParams } },
    async (request) => {
      const scope = await scopeOf(pool, request);
      const current = await userInScope(pool, scope, request.params.id);
      const { status, ...changes } = parseOrReject(statusBody, request.body);
      // Activate first: an inactive user is read-only until then.
      if (status === 'A' && current.status !== 'A') await toggleUserStatus(pool, request, scope, current.id);
      const { viewJudicialProtection, ...visible } = current;
      const form = parseOrReject(userFormSchema, {
        ...visible,
        ...(scope.canSeeProtected ? { viewJudicialProtection } : {}),
        ...changes,
        id: current.id,
      });
      const changed = Object.keys(changes).length > 0 ? await saveUser(pool, request, scope, form) : current;
      if (status === 'I' && current.status === 'A') await toggleUserStatus(pool, request, scope, current.id);
      return shownTo(scope, await userInScope(pool, scope, changed.id));
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
