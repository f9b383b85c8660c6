import type { FastifyInstance } from 'fastify';
import {
  codeDescriptionFilterSchema,
  codeListRequestSchema,
  emptyRequestSchema,
  platListRequestSchema,
  type CodeDescriptionFilter,
  type CodeListRequest,
  type PlatListRequest,
} from '@landrecords/contracts/search/details';
import { success } from '../platform/http/envelope';
import { accountsCodeDescription } from '@landrecords/projections/accounts/index';
import { codeList, islandsAndVillages, platPage } from '@landrecords/projections/search/index';
import { usersCodeDescription } from '@landrecords/projections/users/index';
import { accountIdsOf, callerScope } from '../users/index';

/**
 * The lists the search forms and selection modals fill themselves from (001 §2.7, §2.11, §2.12, §2.22, §3.7).
 * Users and accounts only as far as the caller manages them: GUEST and USER get none.
 */
export async function helperDataRoutes(app: FastifyInstance): Promise<void> {
  const { pool } = app.ctx;

  app.post<{ Body: CodeDescriptionFilter }>(
    '/helperdata/userscodedescription',
    { schema: { body: codeDescriptionFilterSchema } },
    async (request) => {
      const scope = await callerScope(pool, request.session!);
      return success({
        codeDescriptionResultList: await usersCodeDescription(
          pool,
          accountIdsOf(scope),
          scope.allowableRoles,
          request.body.filterText,
        ),
      });
    },
  );

  app.post<{ Body: CodeDescriptionFilter }>(
    '/helperdata/accountscodedescription',
    { schema: { body: codeDescriptionFilterSchema } },
    async (request) => {
      const scope = await callerScope(pool, request.session!);
      return success({
        codeDescriptionResultList: await accountsCodeDescription(pool, accountIdsOf(scope), request.body.filterText),
      });
    },
  );

  app.post<{ Body: CodeListRequest }>(
    '/helperdata/codeList',
    { schema: { body: codeListRequestSchema } },
    async (request) =>
      success({ list: request.body.list, codeDescriptionResultList: await codeList(pool, request.body.list) }),
  );

  app.post<{ Body: PlatListRequest }>(
    '/helperdata/plats',
    { schema: { body: platListRequestSchema } },
    async (request) => success(await platPage(pool, request.body)),
  );

  app.post('/helperdata/islands', { schema: { body: emptyRequestSchema } }, async () =>
    success({ islands: await islandsAndVillages(pool) }),
  );
}
