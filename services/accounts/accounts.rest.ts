import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { accountFormSchema } from '@landrecords/contracts/accounts/account';
import { accountStatusSchema } from '@landrecords/contracts/codes';
import { requireSession } from '../platform/sessions/plugin';
import { UserFacingError } from '../platform/http/errors';
import { parseOrReject } from '../platform/http/validation';
import {
  restIdParamsSchema,
  restIdSchema,
  restListQuerySchema,
  sendListPage,
  type RestListQuery,
} from '../platform/http/rest';
import { removeAccount, saveAccount, toggleAccountStatus } from './account-handlers';
import { findAccount, listAccounts, type AccountSort } from '@landrecords/projections/accounts/index';
import { accountAdminMessages as am } from '@landrecords/contracts/accounts/messages';
import { httpMessages } from '@landrecords/contracts/http/messages';

const idParams = restIdParamsSchema;
/** The edge's NUL check sees the filter as one JSON string, so a NUL escaped inside it (\u0000) is caught here. */
const withoutNul = z.string().refine((text) => !text.includes('\u0000'), httpMessages.nul.text);
const filterSchema = z.object({
  q: withoutNul.default(''),
  status: z.enum(['ALL', 'A', 'NB', 'NIR', 'I']).default('ALL'),
  id: z.union([restIdSchema, z.array(restIdSchema).max(1000)]).optional(),
});
const sortable = new Set<AccountSort['field']>(['id', 'name', 'accountType', 'paymentMethod', 'monthlyFee']);
const statusBody = z.object({ status: accountStatusSchema.optional() }).passthrough();

/** The accounts as a react-admin resource (ra-data-simple-rest), on the control panel's own handlers. */
export async function accountsRest(app: FastifyInstance): Promise<void> {
  const { pool } = app.ctx;
  const staff = { onRequest: requireSession('TRIMIN', 'COUNTY') };
  const recordOr404 = async (id: number) => {
    const account = await findAccount(pool, id);
    if (!account) throw new UserFacingError(am.noSuchAccount, 404);
    return account;
  };

  app.get<{ Querystring: RestListQuery }>(
    '/admin/accounts',
    { ...staff, schema: { querystring: restListQuerySchema } },
    async (request, reply) => {
      const { sort, range, filter } = request.query;
      const parsed = parseOrReject(filterSchema, filter, 'filter');
      const field = sort && sortable.has(sort[0] as AccountSort['field']) ? (sort[0] as AccountSort['field']) : 'name';
      const { rows, total } = await listAccounts(pool, {
        filterText: parsed.q,
        statusType: parsed.status,
        ids: parsed.id === undefined ? undefined : [parsed.id].flat(),
        sort: { field, order: sort?.[1] ?? 'ASC' },
        range,
      });
      return sendListPage(reply, 'accounts', rows, range, total);
    },
  );

  app.get<{ Params: { id: number } }>('/admin/accounts/:id', { ...staff, schema: { params: idParams } }, (request) =>
    recordOr404(request.params.id),
  );

  app.post('/admin/accounts', staff, async (request, reply) => {
    const form = parseOrReject(accountFormSchema, { ...(request.body as object), id: 0 });
    return reply.code(201).send(await saveAccount(pool, request, form));
  });

  app.put<{ Params: { id: number } }>(
    '/admin/accounts/:id',
    { ...staff, schema: { params: idParams } },
    async (request) => {
      const current = await recordOr404(request.params.id);
      const { status } = parseOrReject(statusBody, request.body);
      // A status change first, so reactivating and editing in one save works (an inactive account is read-only).
      if (status && status !== current.status) await toggleAccountStatus(pool, request, current.id);
      const form = parseOrReject(accountFormSchema, { ...current, ...(request.body as object), id: current.id });
      return saveAccount(pool, request, form);
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/admin/accounts/:id',
    { ...staff, schema: { params: idParams } },
    async (request) => {
      const { account } = await removeAccount(pool, request, request.params.id);
      return account;
    },
  );
}
