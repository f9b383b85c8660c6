import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { accountFormSchema, accountListSchema, type AccountForm } from '@landrecords/contracts/accounts/account';
import { requireSession } from '../platform/sessions/plugin';
import { UserFacingError } from '../platform/http/errors';
import { success } from '../platform/http/envelope';
import { sendWorkbook } from '../platform/http/rest';
import { newAccountTemplate, removeAccount, saveAccount, toggleAccountStatus } from './account-handlers';
import { accountCodeList, findAccount, listAccounts } from '@landrecords/projections/accounts/index';
import { accountsWorkbook } from './accounts.xlsx';
import { accountAdminMessages as am } from '@landrecords/contracts/accounts/messages';

const listBody = accountListSchema;
const accountIdBody = accountListSchema.extend({ accountId: z.coerce.number().int().positive() });
type ListBody = z.infer<typeof listBody>;
type AccountIdBody = z.infer<typeof accountIdBody>;
const idParams = z.object({ id: z.coerce.number().int().min(0) });

/** includeInactive (the form's flag) stands for ALL, its absence for active only. */
const statusOf = (body: ListBody) =>
  body.includeInactive === undefined ? body.statusType : body.includeInactive ? 'ALL' : 'A';

/** The account list and the account form of the control panel (002 §7 "Accounts"). */
export async function accountsRoutes(app: FastifyInstance): Promise<void> {
  const { pool } = app.ctx;
  const staff = { onRequest: requireSession('TRIMIN', 'COUNTY') };
  const listed = async (body: ListBody) =>
    (await listAccounts(pool, { filterText: body.filterText, statusType: statusOf(body) })).rows;

  app.post<{ Body: ListBody }>('/controlPanel/accounts', { ...staff, schema: { body: listBody } }, async (request) =>
    success({ accounts: await listed(request.body) }),
  );

  app.post<{ Body: AccountIdBody }>(
    '/controlPanel/accountDelete',
    { ...staff, schema: { body: accountIdBody } },
    async (request) => {
      const { message } = await removeAccount(pool, request, request.body.accountId);
      return success(
        { accounts: await listed(request.body), accountCodeDescriptionResults: await accountCodeList(pool) },
        message,
      );
    },
  );

  app.post<{ Body: AccountIdBody }>(
    '/controlPanel/accountChangeStatusList',
    { ...staff, schema: { body: accountIdBody } },
    async (request) => {
      const { message } = await toggleAccountStatus(pool, request, request.body.accountId);
      return success(
        { accounts: await listed(request.body), accountCodeDescriptionResults: await accountCodeList(pool) },
        message,
      );
    },
  );

  app.post<{ Body: AccountIdBody }>(
    '/controlPanel/accountChangeStatusSingle',
    { ...staff, schema: { body: accountIdBody } },
    async (request) => {
      const { status, message } = await toggleAccountStatus(pool, request, request.body.accountId);
      return success({ status }, message);
    },
  );

  app.post<{ Body: ListBody }>(
    '/controlPanel/accountExport',
    { ...staff, schema: { body: listBody } },
    async (request, reply) => sendWorkbook(reply, 'accounts.xlsx', accountsWorkbook(await listed(request.body))),
  );

  app.get<{ Params: { id: number } }>(
    '/controlPanel/account/:id',
    { ...staff, schema: { params: idParams } },
    async (request) => {
      if (request.params.id === 0) return success(newAccountTemplate());
      const account = await findAccount(pool, request.params.id);
      if (!account) throw new UserFacingError(am.noSuchAccount, 404);
      return success(account);
    },
  );

  app.post<{ Body: AccountForm }>(
    '/controlPanel/account',
    { ...staff, schema: { body: accountFormSchema } },
    async (request) => {
      const account = await saveAccount(pool, request, request.body);
      return success(
        { account, accountCodeDescriptionResults: await accountCodeList(pool) },
        (request.body.id === 0 ? am.added : am.saved)({ name: account.name }),
      );
    },
  );
}
